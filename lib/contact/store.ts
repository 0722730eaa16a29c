import "server-only";
import { createHash } from "node:crypto";
import { FieldValue, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";
import "@/lib/validation/jitless";
import { z } from "zod";
import { leadSearchTerms } from "@/lib/console/search-terms.mjs";
import { visitorKeys, type Visitor } from "@/lib/visitor/visitor";
import { contactLimit, limitStatus, recentSends, type LimitStatus } from "./limit";
import type { ContactMessage } from "./schema";
import type { SpamReason } from "./spam";

export const contactMessagesCollection = "contact_messages";
export const contactLimitsCollection = "contact_limits";
export const userAgentMax = 300;

export type ContactSubmission = { message: ContactMessage; visitor: Visitor; userAgent: string; spam: SpamReason | null };
export type SubmitResult = { ok: true; id: string; duplicate: boolean } | { ok: false; reason: "limit" };

const limitRecord = z.object({ sentAt: z.array(z.number()).catch([]) });

// Parallel senders from one visitor queue on the same limit documents; give each room to retry.
const transactionOptions = { maxAttempts: 20 };

/** The documents that count a visitor's messages: their cookie's hash, and their address's hash. */
export function contactLimitKeys(visitor: Visitor): string[] {
  return visitorKeys(visitor);
}

function limitRefs(db: Firestore, visitor: Visitor) {
  const [first, ...rest] = contactLimitKeys(visitor).map((key) => db.collection(contactLimitsCollection).doc(key));
  if (!first) throw new Error("A visitor always has a cookie key.");
  return [first, ...rest] as const;
}

const sendsOf = (data: DocumentData | undefined): number[] => limitRecord.parse(data ?? {}).sentAt;

export async function readContactLimit(db: Firestore, visitor: Visitor, now = new Date()): Promise<LimitStatus> {
  const snapshots = await guardStore("contact limit", () => db.getAll(...limitRefs(db, visitor)));
  return limitStatus(snapshots.map((snapshot) => sendsOf(snapshot.data())), now.getTime());
}

/**
 * The stored message's id, derived from what was sent and the day (UTC): the same message sent again
 * that day (a retry after a timeout, a second press of Send, the Back button and Send) names the same
 * document, so it is stored once, however many of the attempts reach the store.
 */
export function contactMessageId(message: ContactMessage, now: Date): string {
  const fields = [now.toISOString().slice(0, 10), message.email.toLowerCase(), message.name, message.phone ?? "", message.subject, message.message, [...message.services].sort().join(",")];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex").slice(0, 32);
}

/**
 * Stores one message unless the visitor has used their allowance. The limit documents are read and
 * written in the same transaction as the message, so parallel senders cannot overshoot it. Limit
 * documents carry `expiresAt` (when their newest send leaves the window) for a TTL policy. A message
 * already stored (see contactMessageId) is answered as sent again, and neither stored nor counted twice.
 */
export function submitContact(db: Firestore, { message, visitor, userAgent, spam }: ContactSubmission, now = new Date()): Promise<SubmitResult> {
  const refs = limitRefs(db, visitor);
  const messageRef = db.collection(contactMessagesCollection).doc(contactMessageId(message, now));
  const at = now.getTime();
  return guardStore("contact", () =>
    db.runTransaction(async (transaction): Promise<SubmitResult> => {
      const [stored, ...limits] = await transaction.getAll(messageRef, ...refs);
      if (stored?.exists) return { ok: true, id: messageRef.id, duplicate: true };
      const sends = limits.map((snapshot) => sendsOf(snapshot.data()));
      if (limitStatus(sends, at).remaining === 0) return { ok: false, reason: "limit" };
      transaction.create(messageRef, {
        ...message,
        createdAt: FieldValue.serverTimestamp(),
        visitorKey: visitor.keys.cookie,
        userAgent: userAgent.slice(0, userAgentMax),
        spam: spam !== null,
        ...(spam ? { spamReason: spam } : {}),
        // Where the console files it: caught spam is kept, under spam, never dropped.
        status: spam ? "spam" : "new",
        searchTerms: leadSearchTerms(message),
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
    }, transactionOptions),
  );
}
