/**
 * @jest-environment node
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { getAdmin } from "@/lib/firebase/admin";
import { collections } from "@/lib/firebase/collections.mjs";
import { turnOffMentionEmails } from "./mention-emails-off";
import { unsubscribePageFor, unsubscribeState } from "./unsubscribe-page";
import { unsubscribeToken, unsubscribeTokenDays } from "./unsubscribe-token";

const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { db } = admin;
const secret = "page-test-secret-of-at-least-32-characters";
process.env.MENTION_EMAIL_SECRET = secret;

async function member(): Promise<string> {
  const uid = `unsubscribe-page-${randomUUID()}`;
  await db.collection(collections.users).doc(uid).set({ name: "Sam" });
  return uid;
}

it("asks while the e-mails are on, and says they are off once the link (or the profile) turned them off", async () => {
  const uid = await member();
  const token = unsubscribeToken(secret, uid);
  await expect(unsubscribeState(db, token)).resolves.toEqual({ kind: "ask", token });
  await turnOffMentionEmails(db, uid, new Date());
  await expect(unsubscribeState(db, token)).resolves.toEqual({ kind: "off" });
  expect(unsubscribePageFor(token)).toBe(`/mention-emails?token=${encodeURIComponent(token)}`);
});

it("says a link made before the member turned the e-mails back on no longer works, as the POST would refuse it", async () => {
  const uid = await member();
  const day = 86_400_000;
  const old = unsubscribeToken(secret, uid, new Date(Date.now() - 2 * day));
  await db
    .collection(collections.users)
    .doc(uid)
    .update({ mentionEmails: true, mentionEmailsAt: Timestamp.fromMillis(Date.now() - day) });
  await expect(unsubscribeState(db, old)).resolves.toEqual({ kind: "stale" });
  await expect(turnOffMentionEmails(db, uid, new Date(Date.now() - 2 * day))).resolves.toBe("stale");
});

it("names a bad, expired or memberless link, and a server that cannot tell", async () => {
  const uid = await member();
  await expect(unsubscribeState(db, "not-a-token")).resolves.toEqual({ kind: "invalid" });
  await expect(unsubscribeState(db, unsubscribeToken("another-secret-of-at-least-32-characters", uid))).resolves.toEqual({ kind: "invalid" });
  const expired = unsubscribeToken(secret, uid, new Date(Date.now() - unsubscribeTokenDays * 86_400_000 - 1000));
  await expect(unsubscribeState(db, expired)).resolves.toEqual({ kind: "expired" });
  await expect(unsubscribeState(db, unsubscribeToken(secret, `nobody-${randomUUID()}`))).resolves.toEqual({ kind: "invalid" });
  await expect(unsubscribeState(null, unsubscribeToken(secret, uid))).resolves.toEqual({ kind: "unavailable" });
});
