import "server-only";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";
import { presenceSummaryDocument, summaryInterval, summaryListMax } from "./presence-model";
import { collections } from "@/lib/firebase/collections.mjs";

/** The member has left (their page closed): not counted from now on. */
export function markGone(db: Firestore, uid: string, now = Date.now()): Promise<void> {
  return guardStore("presence", async () => {
    await db
      .collection(collections.presence)
      .doc(uid)
      .set({ online: false, lastSeen: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromMillis(now) });
  });
}

// One instance's memory of its last refresh, so a burst of requests costs one read, not one each.
let lastRefreshAt = 0;

/**
 * Brings the room's presence summary (`presence_summary/room`: how many members are online, the uids
 * of up to summaryListMax of them, and the interval clients may ask again after) up to date, at most
 * once every summary interval whoever asks: a summary newer than that is left alone. Counted with an aggregation query (a read per 1,000
 * members online) and listed with one bounded query, so a refresh costs about the same at 10 or 10,000
 * online, and clients read the one summary instead of every member's heartbeat. Written with a
 * precondition on the summary's update time, so two servers refreshing at once write it once.
 */
export async function refreshPresenceSummary(db: Firestore, now = Date.now(), intervalMs = summaryInterval()): Promise<{ refreshed: boolean }> {
  if (now - lastRefreshAt < intervalMs) return { refreshed: false };
  lastRefreshAt = now;
  return guardStore("presence", async () => {
    const ref = db.doc(presenceSummaryDocument);
    const current = await ref.get();
    const updatedAt = current.get("updatedAt") as Timestamp | undefined;
    if (updatedAt && now - updatedAt.toMillis() < intervalMs) return { refreshed: false };
    // One index serves both (firestore.indexes.json: online, then expiresAt descending).
    const online = db
      .collection(collections.presence)
      .where("online", "==", true)
      .where("expiresAt", ">", Timestamp.fromMillis(now))
      .orderBy("expiresAt", "desc");
    const [count, listed] = await Promise.all([online.count().get(), online.limit(summaryListMax).select().get()]);
    const summary = { count: count.data().count, online: listed.docs.map((entry) => entry.id), intervalMs, updatedAt: FieldValue.serverTimestamp() };
    try {
      if (current.exists) await ref.update(summary, { lastUpdateTime: current.updateTime });
      else await ref.create(summary);
      return { refreshed: true };
    } catch (error) {
      // Another server refreshed it first: theirs stands.
      const code = (error as { code?: unknown }).code;
      if (code === 9 || code === 6) return { refreshed: false };
      throw error;
    }
  });
}
