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

/** Firestore's ALREADY_EXISTS: a marker for this visitor and day was written before. */
const alreadyExists = 6;

/**
 * Counts one view unless any of the visitor's keys was already counted for this article today (UTC).
 * The day's markers are created and the counter incremented in one batch: a marker that exists fails
 * the whole batch, so nobody is counted twice, and the increment is applied by the store, so parallel
 * visitors never contend for the counter (a transaction reading it would retry under load).
 */
export async function recordView(db: Firestore, articleId: string, visitorKeys: readonly string[], now = new Date()): Promise<ViewCount> {
  const articleRef = db.collection(viewsCollection).doc(articleId);
  const day = now.toISOString().slice(0, 10);
  const expiresAt = new Date(now.getTime() + VISIT_RETENTION_MS);
  const counted = await guardStore("views", async () => {
    const batch = db.batch();
    for (const key of visitorKeys) batch.create(articleRef.collection("visits").doc(`${day}_${key}`), { day, at: FieldValue.serverTimestamp(), expiresAt });
    batch.set(articleRef, { count: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === alreadyExists) return false;
      throw error;
    }
  });
  return { views: await readViews(db, articleId), counted };
}
