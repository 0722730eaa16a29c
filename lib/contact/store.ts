import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { FieldValue, type DocumentData, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import "@/lib/validation/jitless";
import { z } from "zod";
import { leadSearchTerms } from "@/lib/contact/search-terms.mjs";
import { visitorKeys, type Visitor } from "@/lib/visitor/visitor";
import { contactLimit, limitStatus, recentSends, type LimitStatus } from "./send-allowance";
import type { ContactMessage } from "./schema";
import type { SpamReason } from "./spam";
import { collections } from "@/lib/firebase/collections.mjs";

export const userAgentMax = 300;

/**
 * A message to store as a lead: the contact form's fields, who sent it, and `origin`, the fields a lead
 * from elsewhere than the contact form carries (a question handed over by the assistant: its source,
 * conversation and page).
 */
export type ContactSubmission = {
  message: ContactMessage;
  visitor: Visitor;
  userAgent: string;
  spam: SpamReason | null;
  origin?: Readonly<Record<string, unknown>>;
};
export type SubmitResult = { ok: true; id: string; duplicate: boolean } | { ok: false; reason: "limit" };

const limitRecord = z.object({ sentAt: z.array(z.number()).catch([]) });

// Parallel senders from one visitor queue on the same limit documents; give each room to retry.
const transactionOptions = { maxAttempts: 20 };

/** The documents that count a visitor's messages: their cookie's hash, and their address's hash. */
export function contactLimitKeys(visitor: Visitor): string[] {
  return visitorKeys(visitor);
}

function limitRefs(db: Firestore, visitor: Visitor) {
  const [first, ...rest] = contactLimitKeys(visitor).map((key) => db.collection(collections.contactLimits).doc(key));
  if (!first) throw new Error("A visitor always has a cookie key.");
  return [first, ...rest] as const;
}

const sendsOf = (data: DocumentData | undefined): number[] => limitRecord.parse(data ?? {}).sentAt;

export async function readContactLimit(db: Firestore, visitor: Visitor, now = new Date()): Promise<LimitStatus> {
  const snapshots = await guardStore("contact limit", () => db.getAll(...limitRefs(db, visitor)));
  return limitStatus(
    snapshots.map((snapshot) => sendsOf(snapshot.data())),
    now.getTime(),
  );
}

/**
 * The stored message's id, derived from what was sent and the day (UTC): the same message sent again
 * that day (a retry after a timeout, a second press of Send, the Back button and Send) names the same
 * document, so it is stored once, however many of the attempts reach the store.
 */
export function contactMessageId(message: ContactMessage, now: Date): string {
  const fields = [
    now.toISOString().slice(0, 10),
    message.email.toLowerCase(),
    message.name,
    message.phone ?? "",
    message.subject,
    message.message,
    [...message.services].sort().join(","),
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex").slice(0, 32);
}

/**
 * Takes back a message whose sender was told it failed (the store answered after the deadline): the
 * message is deleted and its send leaves the visitor's count, unless a later attempt to send the same
 * message has since found it stored and told its sender so (it then carries that attempt's mark).
 */
async function takeBack(db: Firestore, messageRef: DocumentReference, limits: readonly DocumentReference[], attempt: string, at: number): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const [stored, ...counts] = await transaction.getAll(messageRef, ...limits);
    if (!stored?.exists || stored.get("attempt") !== attempt) return;
    transaction.delete(messageRef);
    counts.forEach((count, index) => {
      const ref = limits[index];
      const sends = sendsOf(count.data());
      const mine = sends.indexOf(at);
      if (!ref || mine === -1) return;
      transaction.update(ref, { sentAt: sends.filter((_, position) => position !== mine), updatedAt: FieldValue.serverTimestamp() });
    });
  }, transactionOptions);
}

/**
 * Stores one message unless the visitor has used their allowance. The limit documents are read and
 * written in the same transaction as the message, so parallel senders cannot overshoot it. Limit
 * documents carry `expiresAt` (when their newest send leaves the window) for a TTL policy. A message
 * already stored (see contactMessageId) is answered as sent again, and neither stored nor counted twice.
 *
 * What the sender is told holds: when the store answers after the deadline (`guard`), the sender is
 * told it failed, and a message the transaction still stores is taken back (see takeBack); a later
 * attempt that finds the message stored marks it as its own, so it stays.
 */
export async function submitContact(
  db: Firestore,
  { message, visitor, userAgent, spam, origin }: ContactSubmission,
  now = new Date(),
  guard = guardStore,
): Promise<SubmitResult> {
  const refs = limitRefs(db, visitor);
  const messageRef = db.collection(collections.leads).doc(contactMessageId(message, now));
  const at = now.getTime();
  const attempt = randomUUID();
  const store = () =>
    db.runTransaction(async (transaction): Promise<SubmitResult> => {
      const [existing, ...limits] = await transaction.getAll(messageRef, ...refs);
      if (existing?.exists) {
        transaction.update(messageRef, { attempt });
        return { ok: true, id: messageRef.id, duplicate: true };
      }
      const sends = limits.map((snapshot) => sendsOf(snapshot.data()));
      if (limitStatus(sends, at).remaining === 0) return { ok: false, reason: "limit" };
      transaction.create(messageRef, {
        ...origin,
        ...message,
        createdAt: FieldValue.serverTimestamp(),
        visitorKey: visitor.keys.cookie,
        userAgent: userAgent.slice(0, userAgentMax),
        spam: spam !== null,
        ...(spam ? { spamReason: spam } : {}),
        // Where the console files it: caught spam is kept, under spam, never dropped.
        status: spam ? "spam" : "new",
        // Nobody's yet: the console's "unassigned" filter asks for null, which a missing field never equals.
        assignedTo: null,
        searchTerms: leadSearchTerms(message),
        attempt,
      });
      refs.forEach((ref, index) => {
        const sentAt = recentSends([...(sends[index] ?? []), at], at);
        transaction.set(ref, {
          sentAt,
          expiresAt: new Date(Math.max(...sentAt) + contactLimit.windowMs),
          updatedAt: FieldValue.serverTimestamp(),
        });
      });
      return { ok: true, id: messageRef.id, duplicate: false };
    }, transactionOptions);
  let stored: Promise<SubmitResult> | undefined;
  try {
    return await guard("contact", () => (stored = store()));
  } catch (error) {
    // Refused before it started (the breaker open), or failed outright, there is nothing to take back.
    stored
      ?.then((result) => (result.ok && !result.duplicate ? takeBack(db, messageRef, refs, attempt, at) : undefined))
      .catch((late: unknown) => console.error(`[contact] a message reported as failed may be stored (${messageRef.id}): ${describeError(late)}`));
    throw error;
  }
}
