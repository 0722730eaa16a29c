/**
 * The unsubscribe link's change: a member's mention e-mails turned off on the server, for a link made
 * at `issuedAt`. A link is worth its e-mail's moment: made before the member last turned the e-mails
 * back on (`users/{uid}.mentionEmailsAt`, stamped by the rules), it no longer turns them off.
 */
import "server-only";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { collections } from "@/lib/firebase/collections.mjs";

/** Off now; off already; refused, as the member turned them on after the link was made; or no profile to change. */
export type TurnedOff = "off" | "already" | "stale" | "none";

const seconds = (millis: number) => Math.floor(millis / 1000);

export async function turnOffMentionEmails(db: Firestore, uid: string, issuedAt: Date): Promise<TurnedOff> {
  const profile = db.collection(collections.users).doc(uid);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(profile);
    if (!snapshot.exists) return "none";
    if (snapshot.get("mentionEmails") === false) return "already";
    const changedAt = snapshot.get("mentionEmailsAt");
    // Whole seconds, as the link knows its own time: one made in the second of the change still works.
    if (changedAt instanceof Timestamp && seconds(changedAt.toMillis()) > seconds(issuedAt.getTime())) return "stale";
    transaction.update(profile, { mentionEmails: false, mentionEmailsAt: FieldValue.serverTimestamp() });
    return "off";
  });
}
