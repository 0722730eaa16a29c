import "server-only";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";
import { answerExcerpt, type Feedback } from "./feedback-schema";
import { collections } from "@/lib/firebase/collections.mjs";

export { validateFeedback, type Feedback } from "./feedback-schema";

/** Ratings per visitor, counted for the cookie and for the address alike, in this process and in the store. */
export const feedbackRateLimit = { limit: 60, windowMs: 60 * 60 * 1000 } as const;

export type StoreFeedbackResult = { ok: true; created: boolean } | { ok: false; reason: "not-yours" };

/**
 * Stores one rating under its answer's id. A visitor who rates the same answer again (or adds what they
 * were looking for) changes it in place, createdAt kept, and it is back among those to review; another
 * visitor's rating of that answer is refused, never merged.
 */
export function storeFeedback(db: Firestore, feedback: Feedback, visitorKey: string): Promise<StoreFeedbackResult> {
  const ref = db.collection(collections.feedback).doc(feedback.answerId);
  return guardStore("feedback", () =>
    db.runTransaction(async (transaction): Promise<StoreFeedbackResult> => {
      const existing = await transaction.get(ref);
      if (existing.exists) {
        if (existing.get("visitorKey") !== visitorKey) return { ok: false, reason: "not-yours" };
        // A reason belongs to "not helpful": rated helpful after all, the reason goes.
        const reason = feedback.rating === "not-helpful" ? (feedback.reason ?? existing.get("reason") ?? "") : "";
        transaction.update(ref, { rating: feedback.rating, reason, reviewed: false, updatedAt: FieldValue.serverTimestamp() });
        return { ok: true, created: false };
      }
      transaction.create(ref, {
        answerId: feedback.answerId,
        rating: feedback.rating,
        question: feedback.question,
        answerExcerpt: answerExcerpt(feedback.answer),
        provider: feedback.provider,
        reason: feedback.reason ?? "",
        reviewed: false,
        visitorKey,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { ok: true, created: true };
    }),
  );
}
