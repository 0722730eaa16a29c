import "server-only";
import { randomInt } from "node:crypto";
import { FieldValue, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";
import { collections } from "@/lib/firebase/collections.mjs";
import { weekIndex, weekStartDate } from "@/lib/firebase/weeks.mjs";
import type { AnswerKind, AnswerShape } from "../answer/shapes";

/**
 * Shards per week. Firestore sustains about one write a second on one document; a week's answers and
 * ratings go to one of these at random, so together they take about ten a second, and a reader sums
 * them (at most twelve weeks of ten documents).
 */
export const weeklyShards = 10;

type Rating = "helpful" | "not-helpful";

/**
 * One shard of week `week`'s counters, `assistant_weekly/<Monday>_<shard>`: `{ week, answers, helpful,
 * notHelpful, kinds, handovers }`: `answers`, `helpful` and `notHelpful` map the answer's shape to a
 * number, `kinds` the kind of answer a question got (a stated fact, a page, not sure, a taught answer, a
 * request for a person; small talk is not a question and not counted), and `handovers` counts the
 * questions visitors sent to the team.
 */
export function weeklyCounter(db: Firestore, week: number, shard: number = randomInt(weeklyShards)): DocumentReference {
  return db.collection(collections.assistantWeekly).doc(`${weekStartDate(week)}_${shard}`);
}

const ratingField = (rating: Rating) => (rating === "helpful" ? "helpful" : "notHelpful");

/**
 * The change to week `week`'s counters when an answer of shape `shape` is rated `to`, having been
 * rated `from` before (null: a new rating). Written with `{ merge: true }`.
 */
export function ratingCountChange(week: number, shape: AnswerShape, from: Rating | null, to: Rating): Record<string, unknown> {
  const change: Record<string, unknown> = { week, [ratingField(to)]: { [shape]: FieldValue.increment(1) } };
  if (from) change[ratingField(from)] = { [shape]: FieldValue.increment(-1) };
  return change;
}

/** Counts one answer of shape `shape` and kind `kind` in the week of `now`, in one write. */
export async function recordAnswer(db: Firestore, shape: AnswerShape, kind: AnswerKind, now = Date.now()): Promise<void> {
  const week = weekIndex(now);
  const change = { week, answers: { [shape]: FieldValue.increment(1) }, ...(kind === "chat" ? {} : { kinds: { [kind]: FieldValue.increment(1) } }) };
  await guardStore("answer count", () => weeklyCounter(db, week).set(change, { merge: true }));
}

/** Counts one question handed to the team in the week of `now`. */
export async function recordHandover(db: Firestore, now = Date.now()): Promise<void> {
  const week = weekIndex(now);
  await guardStore("handover count", () => weeklyCounter(db, week).set({ week, handovers: FieldValue.increment(1) }, { merge: true }));
}
