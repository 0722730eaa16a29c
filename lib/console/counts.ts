/**
 * What the console's overview and navigation count, live: the leads waiting for their first reply, the
 * reported messages waiting for a decision, and what visitors asked or rated in the last seven days.
 * Each is a bounded query the store keeps live; the counts say "or more" at the bound.
 */
import { Timestamp, collection, limit, orderBy, query, where, type Firestore } from "firebase/firestore";
import { storedTime } from "@/lib/firebase/stored-fields";
import { collections } from "@/lib/firebase/collections.mjs";
import type { LiveList } from "@/lib/firebase/live-list";

/** How far back "this week" looks: the last seven days, to the hour (so the query stays the same for an hour). */
const weekMs = 7 * 24 * 60 * 60 * 1000;
export const sinceHour = (now: number) => Math.floor((now - weekMs) / 3_600_000) * 3_600_000;

export const newLeadsMax = 100;

/** The leads waiting to be read, with when each came, live (a hundred at most). */
export function newLeadsList(db: Firestore): LiveList<{ id: string; createdAt: Date | null }> {
  return {
    key: "new-leads",
    query: () => query(collection(db, collections.leads), where("status", "==", "new"), limit(newLeadsMax)),
    parse: (id, data) => ({ id, createdAt: storedTime.parse(data.createdAt) }),
  };
}

export const weekListMax = 200;

/** The "not helpful" ratings given since `since` (ms), live. */
export function notHelpfulSince(db: Firestore, since: number): LiveList<string> {
  return {
    key: `not-helpful/${since}`,
    query: () =>
      query(
        collection(db, collections.feedback),
        where("rating", "==", "not-helpful"),
        where("createdAt", ">=", Timestamp.fromMillis(since)),
        orderBy("createdAt", "desc"),
        limit(weekListMax),
      ),
    parse: (id) => id,
  };
}

/** The questions left unanswered since `since`'s day (UTC), one entry per question and day, live. */
export function unansweredSince(db: Firestore, since: number): LiveList<string> {
  const day = new Date(since).toISOString().slice(0, 10);
  return {
    key: `unanswered/${day}`,
    query: () => query(collection(db, collections.unanswered), where("day", ">=", day), orderBy("day", "desc"), limit(weekListMax)),
    parse: (_id, data) => String(data.question ?? ""),
  };
}
