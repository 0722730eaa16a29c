import "server-only";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { collections } from "@/lib/firebase/collections.mjs";

/** Visit markers outlive their day by one, so a TTL policy on expiresAt (firestore.indexes.json) clears them. */
const VISIT_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * An article's count is spread over this many shards (`article_views/{id}/shards/{n}`), each written
 * at most once a second by one server: a post shared widely is counted without any document taking
 * more than about a write a second, whatever the number of first visits.
 */
const viewShards = 8;
/** A server writes an article's count at most this often, adding up the views in between. */
export const viewFlushMs = 1_000;
/** How long a server trusts the total it last read (plus what it has counted since). */
const totalFreshMs = 30_000;

export type ViewCount = { views: number; counted: boolean };

type Tally = {
  /** Counted here and not yet written. */
  pending: number;
  /** When this server last wrote the article's count. */
  lastWrite: number;
  timer?: ReturnType<typeof setTimeout>;
  /** The stored total as last read (with this server's writes since), and when it was read. */
  stored?: { views: number; at: number };
};
const tallies = new Map<string, Tally>();
const tallyOf = (articleId: string): Tally => {
  let tally = tallies.get(articleId);
  if (!tally) {
    tally = { pending: 0, lastWrite: 0 };
    tallies.set(articleId, tally);
  }
  return tally;
};

/** The stored total: the article's own count (from before the shards) and its shards'. */
async function storedViews(db: Firestore, articleId: string): Promise<number> {
  const article = db.collection(collections.views).doc(articleId);
  const [own, shards] = await guardStore("views", () => Promise.all([article.get(), article.collection("shards").get()]));
  return (Number(own.get("count")) || 0) + shards.docs.reduce((sum, shard) => sum + (Number(shard.get("count")) || 0), 0);
}

/** The article's views: the stored total (read again after totalFreshMs) and what this server has not written yet. */
export async function readViews(db: Firestore, articleId: string, now = Date.now()): Promise<number> {
  const tally = tallyOf(articleId);
  if (!tally.stored || now - tally.stored.at >= totalFreshMs) tally.stored = { views: await storedViews(db, articleId), at: now };
  return tally.stored.views + tally.pending;
}

/** Writes what this server has counted for the article to a shard, in one increment. */
async function flush(db: Firestore, articleId: string): Promise<void> {
  const tally = tallyOf(articleId);
  clearTimeout(tally.timer);
  tally.timer = undefined;
  const adding = tally.pending;
  if (adding === 0) return;
  tally.pending = 0;
  tally.lastWrite = Date.now();
  const shard = db
    .collection(collections.views)
    .doc(articleId)
    .collection("shards")
    .doc(String(Math.floor(Math.random() * viewShards)));
  try {
    // `writes`: how many writes the shard has taken (what `npm run bench:scale` checks).
    await guardStore("views", () =>
      shard.set({ count: FieldValue.increment(adding), writes: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() }, { merge: true }),
    );
    if (tally.stored) tally.stored.views += adding;
  } catch (error) {
    // Counted again with the next write.
    tally.pending += adding;
    schedule(db, articleId);
    throw error;
  }
}

function schedule(db: Firestore, articleId: string): void {
  const tally = tallyOf(articleId);
  if (tally.timer) return;
  tally.timer = setTimeout(
    () => void flush(db, articleId).catch((error: unknown) => console.error(`[views] ${describeError(error)}`)),
    Math.max(0, tally.lastWrite + viewFlushMs - Date.now()),
  );
  tally.timer.unref?.();
}

/** Firestore's ALREADY_EXISTS: a marker for this visitor and day was written before. */
const alreadyExists = 6;

/**
 * Counts one view unless any of the visitor's keys was already counted for this article today (UTC).
 * The day's markers are created in one batch: a marker that exists fails the whole batch, so nobody is
 * counted twice. The count itself is written at once when this server has not written the article's
 * count in the last second, and otherwise added to the next write, a second after the last.
 */
export async function recordView(db: Firestore, articleId: string, visitorKeys: readonly string[], now = new Date()): Promise<ViewCount> {
  const articleRef = db.collection(collections.views).doc(articleId);
  const day = now.toISOString().slice(0, 10);
  const expiresAt = new Date(now.getTime() + VISIT_RETENTION_MS);
  const counted = await guardStore("views", async () => {
    const batch = db.batch();
    for (const key of visitorKeys) batch.create(articleRef.collection("visits").doc(`${day}_${key}`), { day, at: FieldValue.serverTimestamp(), expiresAt });
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === alreadyExists) return false;
      throw error;
    }
  });
  if (counted) {
    const tally = tallyOf(articleId);
    tally.pending += 1;
    // A failed write is tried again with the next (flush keeps the count): the view stands.
    if (Date.now() - tally.lastWrite >= viewFlushMs && !tally.timer) await flush(db, articleId).catch(() => undefined);
    else schedule(db, articleId);
  }
  return { views: await readViews(db, articleId), counted };
}
