/**
 * What the unsubscribe link's page says (app/(site)/mention-emails/page.tsx), worked out on the server
 * from the link's token and the member's profile as stored: the same judgement the one-click POST makes
 * (lib/notify/mention-emails-off.ts), so the page never claims what the store does not hold.
 */
import "server-only";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { collections } from "@/lib/firebase/collections.mjs";
import { checkUnsubscribeToken, mentionEmailSecret } from "./unsubscribe-token";

/** The page that asks before turning mention e-mails off, and says what came of it. */
const unsubscribePagePath = "/mention-emails";

export const unsubscribePageFor = (token: string) => `${unsubscribePagePath}?token=${encodeURIComponent(token)}`;

/** Why a link older than the member's turning mention e-mails back on no longer works. */
export const staleUnsubscribe =
  "This link is from an e-mail sent before you turned mention e-mails back on, so it no longer turns them off. Use the link in a newer e-mail, or your profile.";

export type UnsubscribeState = { kind: "ask"; token: string } | { kind: "off" | "stale" | "invalid" | "expired" | "unavailable" };

const seconds = (millis: number) => Math.floor(millis / 1000);

/** Where the member the token names stands: to be asked, already off, a stale or bad link, or a server that cannot tell. */
export async function unsubscribeState(db: Firestore | null, token: string): Promise<UnsubscribeState> {
  const secret = mentionEmailSecret();
  if (!secret.ok || !db) return { kind: "unavailable" };
  const check = checkUnsubscribeToken(secret.secret, token);
  if (!check.ok) return { kind: check.reason };
  const profile = await db.collection(collections.users).doc(check.uid).get();
  if (!profile.exists) return { kind: "invalid" };
  if (profile.get("mentionEmails") === false) return { kind: "off" };
  const changedAt = profile.get("mentionEmailsAt");
  if (changedAt instanceof Timestamp && seconds(changedAt.toMillis()) > seconds(check.issuedAt.getTime())) return { kind: "stale" };
  return { kind: "ask", token };
}
