/**
 * Each mention e-mail is recorded before it is sent: `mention_digests/{id}` holds what it says and whom
 * it goes to, written in the same transaction that takes its mentions off the pending list (mailed in
 * this digest: mention-record.ts) and notes the member's `mention_mail/{uid}.lastSentAt`. Then it is
 * sent and marked `sent`. A run that stops between the two leaves it `recorded`, and a later run sends
 * it: no mention is lost, and none is mailed twice, as the records no longer point anywhere else.
 */
import "server-only";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { mailedMention, mentionRecordFrom } from "@/lib/community/mention-record";
import { collections } from "@/lib/firebase/collections.mjs";
import { describeError } from "@/lib/http/describe-error";
import { sendMail } from "@/lib/mail/send-mail";
import { composeMentionDigest, type DigestMention } from "./mention-email";
import type { Recipient } from "./mention-recipients";
import type { Tally } from "./sweep-tally";
import { unsubscribeToken } from "./unsubscribe-token";

/** A send that failed this many times is given up (status "failed") and logged. */
const sendAttemptsMax = 5;
/** The most recorded digests one run sends again. */
const recoverMax = 50;

export type Digest = {
  uid: string;
  to: string;
  mentions: DigestMention[];
  createdAt: Timestamp;
  status: "recorded" | "sent" | "failed";
  /** The run that recorded it, and when its lease ran out: after that, no one else is sending it. */
  holder: string;
  leaseUntil: Timestamp;
  attempts: number;
};

export type DigestContext = {
  db: Firestore;
  now: Date;
  holder: string;
  /** When this run's lease runs out. */
  leaseUntil: Date;
  origin: string;
  siteName: string;
  secret: string;
  spacingMs: number;
  tally: Tally;
};

/**
 * Records the digest of `recipient`'s mentions that are still due and unread (re-read in the
 * transaction), unless they were mailed within the spacing meanwhile. Its id, its contents and the
 * authors of its mentions (each counted once the run is done: author-hours.ts), or null.
 */
export async function recordDigest(context: DigestContext, recipient: Recipient): Promise<{ id: string; digest: Digest; authors: string[] } | null> {
  const { db, now, holder, tally } = context;
  const mailRef = db.collection(collections.mentionMail).doc(recipient.uid);
  const digestRef = db.collection(collections.mentionDigests).doc();
  return db.runTransaction(async (transaction) => {
    const refs = recipient.records.map(({ record }) => record.ref);
    const [mail, ...records] = await transaction.getAll(mailRef, ...refs);
    tally.reads += refs.length + 1;
    const lastSent = mail?.get("lastSentAt");
    if (lastSent instanceof Timestamp && lastSent.toMillis() + context.spacingMs > now.getTime()) return null;
    const kept = recipient.records.filter((_, index) => {
      const snapshot = records[index];
      if (!snapshot?.exists) return false;
      const { read, dueAt } = mentionRecordFrom(snapshot.data());
      return !read && dueAt !== null && dueAt.getTime() <= now.getTime();
    });
    if (kept.length === 0) return null;
    const digest: Digest = {
      uid: recipient.uid,
      to: recipient.email,
      mentions: kept.map(({ record: due, excerpt }) => ({ messageId: due.messageId, fromName: due.record.fromName, kind: due.record.kind, excerpt })),
      createdAt: Timestamp.fromDate(now),
      status: "recorded",
      holder,
      leaseUntil: Timestamp.fromDate(context.leaseUntil),
      attempts: 0,
    };
    transaction.set(digestRef, digest);
    for (const { record: due } of kept) transaction.update(due.ref, mailedMention(digestRef.id));
    transaction.set(mailRef, { lastSentAt: Timestamp.fromDate(now) }, { merge: true });
    tally.writes += kept.length + 2;
    return { id: digestRef.id, digest, authors: kept.map(({ record: due }) => due.record.from) };
  });
}

/** The Message-ID a digest is always sent with, so a copy sent again after a crash can be told apart. */
const digestMessageId = (id: string, origin: string) => `<mention-digest-${id}@${new URL(origin).hostname}>`;

/** Sends a recorded digest and marks it sent; a failed send counts an attempt, and the last one gives it up. */
export async function sendDigest(context: DigestContext, id: string, digest: Digest): Promise<boolean> {
  const { db, now, tally } = context;
  const mail = composeMentionDigest({
    mentions: digest.mentions,
    origin: context.origin,
    siteName: context.siteName,
    token: unsubscribeToken(context.secret, digest.uid, now),
    spacingMinutes: Math.round(context.spacingMs / 60_000),
  });
  const sent = await sendMail("mentions", `digest ${id}`, () => ({ to: digest.to, ...mail, messageId: digestMessageId(id, context.origin) }));
  const ref = db.collection(collections.mentionDigests).doc(id);
  tally.writes += 1;
  if (sent) {
    tally.sent += 1;
    await ref.update({ status: "sent", sentAt: Timestamp.fromDate(now) });
    return true;
  }
  tally.failed += 1;
  const attempts = (Number(digest.attempts) || 0) + 1;
  if (attempts >= sendAttemptsMax) console.error(`[mentions] digest ${id} was not sent after ${attempts} attempts: given up.`);
  await ref.update({ attempts, ...(attempts >= sendAttemptsMax ? { status: "failed" } : {}) });
  return false;
}

/**
 * Sends the digests an earlier run recorded and did not mark sent: this holder's own (its send
 * failed), and any other's once the lease of the run that recorded it has run out (that run stops
 * starting e-mails halfway through its lease, and this one holds the lease now).
 */
export async function recoverDigests(context: DigestContext): Promise<void> {
  const { db, now, tally } = context;
  const snapshot = await db.collection(collections.mentionDigests).where("status", "==", "recorded").limit(recoverMax).get();
  tally.reads += Math.max(1, snapshot.size);
  for (const document of snapshot.docs) {
    const digest = document.data() as Digest;
    const leaseUntil = digest.leaseUntil instanceof Timestamp ? digest.leaseUntil.toMillis() : 0;
    if (digest.holder !== context.holder && leaseUntil > now.getTime()) continue;
    try {
      if (await sendDigest(context, document.id, digest)) tally.recovered += 1;
    } catch (error) {
      console.error(`[mentions] digest ${document.id} could not be sent again: ${describeError(error)}`);
    }
  }
}
