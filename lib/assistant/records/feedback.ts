import "server-only";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";
import { answerExcerpt, type Feedback } from "./feedback-schema";
import { collections } from "@/lib/firebase/collections.mjs";
import { weekIndex } from "@/lib/firebase/weeks.mjs";
import { isAnswerShape } from "../answer/shapes";
import { ratingCountChange, weeklyCounter } from "./weekly-counts";

export { validateFeedback, type Feedback } from "./feedback-schema";

/** Ratings per visitor, counted for the cookie and for the address alike, in this process and in the store. */
export const feedbackRateLimit = { limit: 60, windowMs: 60 * 60 * 1000 } as const;

export type StoreFeedbackResult = { ok: true; created: boolean } | { ok: false; reason: "not-yours" };

/**
 * Stores one rating under its answer's id. A visitor who rates the same answer again (or adds what they
 * were looking for) changes it in place, createdAt kept, and it is back among those to review; another
 * visitor's rating of that answer is refused, never merged.
 *
 * The answer's shape is stored with it ("provider" for a language model's answer; a built-in answer
 * rated without one has none), and the rating is counted, in the same transaction, in the weekly
 * counters of the week it was first made: a changed rating moves from one count to the other there, an
 * unchanged one counts nothing. A rating stored without a shape was never counted, and is not later.
 */
export function storeFeedback(db: Firestore, feedback: Feedback, visitorKey: string, now = Date.now()): Promise<StoreFeedbackResult> {
  const ref = db.collection(collections.feedback).doc(feedback.answerId);
  return guardStore("feedback", () =>
    db.runTransaction(async (transaction): Promise<StoreFeedbackResult> => {
      const existing = await transaction.get(ref);
      if (existing.exists) {
        if (existing.get("visitorKey") !== visitorKey) return { ok: false, reason: "not-yours" };
        // A reason belongs to "not helpful": rated helpful after all, the reason goes.
        const reason = feedback.rating === "not-helpful" ? (feedback.reason ?? existing.get("reason") ?? "") : "";
        const shape: unknown = existing.get("shape");
        const createdAt: unknown = existing.get("createdAt");
        const before: unknown = existing.get("rating");
        if (isAnswerShape(shape) && createdAt instanceof Timestamp && (before === "helpful" || before === "not-helpful") && before !== feedback.rating) {
          const week = weekIndex(createdAt.toMillis());
          transaction.set(weeklyCounter(db, week), ratingCountChange(week, shape, before, feedback.rating), { merge: true });
        }
        transaction.update(ref, { rating: feedback.rating, reason, reviewed: false, updatedAt: FieldValue.serverTimestamp() });
        return { ok: true, created: false };
      }
      const shape = feedback.provider === "built-in" ? feedback.shape : "provider";
      if (shape) {
        const week = weekIndex(now);
        transaction.set(weeklyCounter(db, week), ratingCountChange(week, shape, null, feedback.rating), { merge: true });
      }
      transaction.create(ref, {
        answerId: feedback.answerId,
        rating: feedback.rating,
        question: feedback.question,
        answerExcerpt: answerExcerpt(feedback.answer),
        provider: feedback.provider,
        ...(shape ? { shape } : {}),
        reason: feedback.reason ?? "",
        reviewed: false,
        visitorKey,
        // The counters go by this time's week, so it is the same clock's.
        createdAt: Timestamp.fromMillis(now),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { ok: true, created: true };
    }),
  );
}
