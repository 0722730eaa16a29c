/** The assistant tab's reads and writes: visitors' ratings of answers, and the questions left unanswered. */

import { collection, doc, getDocs, limit, orderBy, query, serverTimestamp, updateDoc, where, type Firestore, type QueryConstraint } from "firebase/firestore";
import { groupUnanswered, windowStart, type UnansweredGroup } from "@/lib/assistant/records/unanswered";
import { parseRating, parseUnanswered, type Rating } from "./records";
import type { LiveList } from "@/lib/firebase/live-list";
import { collections } from "@/lib/firebase/collections.mjs";

export const ratingProviders = [
  { id: "built-in", label: "Built-in" },
  { id: "openrouter", label: "OpenRouter" },
  { id: "gemini", label: "Gemini" },
] as const;

export type RatingProvider = (typeof ratingProviders)[number]["id"];
/** Which ratings to list: those still to review, those reviewed, or all. */
export type Reviewed = "no" | "yes" | "all";

/** The first `count` ratings of a provider (null: every one), "not helpful" first, then newest first, live. */
export function ratingsList(db: Firestore, provider: RatingProvider | null, reviewed: Reviewed, count: number): LiveList<Rating> {
  const build = () => {
    const constraints: QueryConstraint[] = [];
    if (provider) constraints.push(where("provider", "==", provider));
    if (reviewed !== "all") constraints.push(where("reviewed", "==", reviewed === "yes"));
    // "not-helpful" sorts after "helpful": descending puts it first.
    return query(collection(db, collections.feedback), ...constraints, orderBy("rating", "desc"), orderBy("createdAt", "desc"), limit(count));
  };
  return { key: `ratings/${provider ?? ""}/${reviewed}/${count}`, query: build, parse: parseRating };
}

export function setRatingReviewed(db: Firestore, ratingId: string, reviewed: boolean, uid: string): Promise<void> {
  return updateDoc(doc(db, collections.feedback, ratingId), { reviewed, reviewedBy: uid, reviewedAt: serverTimestamp() });
}

/** The questions left unanswered in the window that ends `now`, one row per question, most asked first. */
export async function loadUnanswered(db: Firestore, now = new Date()): Promise<UnansweredGroup[]> {
  const snapshot = await getDocs(query(collection(db, collections.unanswered), where("day", ">=", windowStart(now)), orderBy("day", "desc"), limit(2000)));
  return groupUnanswered(snapshot.docs.map((entry) => parseUnanswered(entry.data())));
}
