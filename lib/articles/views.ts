import "server-only";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";

export const viewsCollection = "article_views";

/** Visit markers outlive their day by one, so a TTL policy on expiresAt can clear them. */
const VISIT_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

export type ViewCount = { views: number; counted: boolean };

export async function readViews(db: Firestore, articleId: string): Promise<number> {
  const snapshot = await guardStore("views", () => db.collection(viewsCollection).doc(articleId).get());
  return Number(snapshot.get("count")) || 0;
}

/**
 * Counts one view unless any of the visitor's keys was already counted for this article today (UTC).
 * The markers and the counter change in one transaction, so parallel requests cannot double-count.
 */
export function recordView(db: Firestore, articleId: string, visitorKeys: readonly string[], now = new Date()): Promise<ViewCount> {
  const articleRef = db.collection(viewsCollection).doc(articleId);
  const day = now.toISOString().slice(0, 10);
  const visitRefs = visitorKeys.map((key) => articleRef.collection("visits").doc(`${day}_${key}`));
  return guardStore("views", () => db.runTransaction(async (transaction) => {
    const [article, ...visits] = await transaction.getAll(articleRef, ...visitRefs);
    const views = Number(article?.get("count")) || 0;
    if (visits.some((visit) => visit.exists)) return { views, counted: false };
    const expiresAt = new Date(now.getTime() + VISIT_RETENTION_MS);
    for (const ref of visitRefs) transaction.create(ref, { day, at: FieldValue.serverTimestamp(), expiresAt });
    transaction.set(articleRef, { count: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    return { views: views + 1, counted: true };
  }));
}
