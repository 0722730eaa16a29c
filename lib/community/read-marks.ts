/**
 * How far each member has read the chat (`chat_reads/{uid}`): the mark live, and the member's writes of
 * it. A page's own marks lead the store's, so the unread count and the divider follow at once.
 */
import { Timestamp, doc, serverTimestamp, setDoc, type Firestore } from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { collections } from "@/lib/firebase/collections.mjs";
import { documentSource, onLiveReset } from "@/lib/firebase/live-cache";
import { storedTime } from "@/lib/firebase/stored-fields";
import type { Source } from "@/lib/firebase/subscription-cache";

// The read marks this page stored, or showed the member, by database and member: the mark a listener
// reports is never taken to be earlier than these (see `acknowledgedMark`).
const acknowledgedMarks = new Map<Firestore, Map<string, Date>>();
const markWatchers = new Set<{ db: Firestore; uid: string; changed: () => void }>();
onLiveReset(() => acknowledgedMarks.clear());

/** The member has read the chat up to the message sent at `upTo` (the rules refuse a time in the future). */
export async function markRead(db: Firestore, uid: string, upTo: Date): Promise<void> {
  await setDoc(doc(db, collections.chatReads, uid), { lastReadAt: Timestamp.fromDate(upTo), at: serverTimestamp() });
  noteRead(db, uid, upTo);
}

/**
 * This page has shown the member the chat up to `upTo`: the unread count and the divider follow at
 * once, before (and whether or not) the mark is stored, which happens at a human pace (use-read-mark).
 */
export function noteRead(db: Firestore, uid: string, upTo: Date): void {
  const marks = acknowledgedMarks.get(db) ?? new Map<string, Date>();
  acknowledgedMarks.set(db, marks);
  if ((marks.get(uid)?.getTime() ?? -Infinity) >= upTo.getTime()) return;
  marks.set(uid, upTo);
  for (const watcher of [...markWatchers]) if (watcher.db === db && watcher.uid === uid) watcher.changed();
}

/**
 * The latest read mark this page wrote for `uid` and the store acknowledged, or showed them; null when none. A mark
 * only moves forward, so it stands even when a listener still reports an earlier one (or none: the
 * emulator, just started, can answer a listener with "no document" right after acknowledging its
 * creation, and then stay silent).
 */
export function acknowledgedMark(db: Firestore, uid: string): Date | null {
  return acknowledgedMarks.get(db)?.get(uid) ?? null;
}

/** Calls `changed` each time `noteRead` (or `markRead`) moves `uid`'s mark forward; returns the stop. */
function watchAcknowledgedMark(db: Firestore, uid: string, changed: () => void): () => void {
  const watcher = { db, uid, changed };
  markWatchers.add(watcher);
  return () => markWatchers.delete(watcher);
}

const readMarkRecord = z.object({ lastReadAt: storedTime });

/**
 * When the member last read the chat up to: the time of the newest message they saw; null before their
 * first visit. The stored mark, or the one this page last wrote when the store has acknowledged a later
 * one than its listener reports.
 */
export function readMarkSource(db: Firestore, uid: string): Source<Date | null> {
  const stored = documentSource(db, "readMark", collections.chatReads, uid, (data) => readMarkRecord.parse(data).lastReadAt);
  return {
    ...stored,
    listen: (next, fail) => {
      let fromStore: Date | null | undefined;
      const deliver = () => {
        const written = acknowledgedMark(db, uid);
        if (fromStore === undefined && !written) return;
        next(written && (!fromStore || written > fromStore) ? written : (fromStore ?? null));
      };
      const stopWatching = watchAcknowledgedMark(db, uid, deliver);
      const stopListening = stored.listen((value) => {
        fromStore = value;
        deliver();
      }, fail);
      return () => {
        stopWatching();
        stopListening();
      };
    },
  };
}
