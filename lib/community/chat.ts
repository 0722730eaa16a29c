import { Timestamp, collection, doc, increment, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from "firebase/firestore";
import { hasVisibleText } from "@/lib/members/visible-text";
import { collections } from "@/lib/firebase/collections.mjs";
import { weekIndex } from "@/lib/firebase/weeks.mjs";

export const maxMessageLength = 1000;

export const roomDocument = "room";
/** The slow modes a moderator may set, in seconds between one member's messages (0: off). */
export const slowModeChoices = [0, 10, 30, 60] as const;

/** The spacing the rules hold a member to between messages: longer in their first day. */
export const messageSpacing = { ms: 2_000, firstDayMs: 10_000, firstDayLengthMs: 86_400_000 } as const;

/** The spacing for a member: the room's slow mode (0 when off, and for staff) when that is longer. */
export function spacingFor(joinedAt: Date | null, slowModeSeconds = 0, now = Date.now()): number {
  const base = joinedAt && now - joinedAt.getTime() < messageSpacing.firstDayLengthMs ? messageSpacing.firstDayMs : messageSpacing.ms;
  return Math.max(base, slowModeSeconds * 1000);
}

/** Who a message is from: the rules accept only the author's own profile name and photo, as stored. */
export type Author = { uid: string; name: string; photoURL: string };

/**
 * Posts a message (a reply when `replyTo` names the message it answers) and counts it in the author's stats in one batch: the security rules accept
 * neither write without the other, which is how the spacing between messages is enforced.
 */
export async function postChatMessage(db: Firestore, author: Author, text: string, replyTo?: string): Promise<string> {
  const body = checkedText(text);
  const message = doc(collection(db, collections.chat));
  const batch = writeBatch(db);
  const fields = { text: body, uid: author.uid, name: author.name, photoURL: author.photoURL, timestamp: serverTimestamp(), hidden: false };
  batch.set(message, replyTo ? { ...fields, replyTo } : fields);
  batch.update(doc(db, collections.stats, author.uid), { messagesSent: increment(1), lastMessageAt: serverTimestamp(), lastMessageId: message.id });
  await batch.commit();
  noteActiveThisWeek(db, author.uid);
  return message.id;
}

// The weeks this page has marked each member active in, by database: `<week>_<uid>`.
const markedActive = new WeakMap<Firestore, Set<string>>();

/**
 * Marks the member active this week (`weekly_active/<week>_<uid>`, which the console counts), once a
 * week per page, after a message was posted. Best effort: nothing waits for it, and a failure is only
 * forgotten so a later message tries again, unless the rules refused it (the mark is there already,
 * written by another page, or the clock is off by a week's edge).
 */
function noteActiveThisWeek(db: Firestore, uid: string): void {
  const week = weekIndex(Date.now());
  const id = `${week}_${uid}`;
  const marked = markedActive.get(db) ?? new Set<string>();
  markedActive.set(db, marked);
  if (marked.has(id)) return;
  marked.add(id);
  setDoc(doc(db, collections.weeklyActive, id), { week, uid, at: serverTimestamp() }).catch((error: unknown) => {
    if ((error as { code?: unknown }).code !== "permission-denied") marked.delete(id);
  });
}

/** How long after posting its author may still change a message (the rules hold the same). */
export const editWindowMs = 15 * 60_000;

export function canStillEdit(sentAt: Date | null, now = Date.now()): boolean {
  return sentAt !== null && now - sentAt.getTime() < editWindowMs;
}

function checkedText(text: string): string {
  const body = text.trim();
  if (body.length === 0 || body.length > maxMessageLength || !hasVisibleText(body))
    throw new RangeError(`A message is 1 to ${maxMessageLength} characters, with something visible.`);
  return body;
}

/** The author's new text for their message, marked edited with the server's time. */
export async function editChatMessage(db: Firestore, id: string, text: string): Promise<void> {
  await updateDoc(doc(db, collections.chat, id), { text: checkedText(text), editedAt: serverTimestamp() });
}

/** The author takes their message down: it stays as a "message deleted" placeholder, its text gone. */
export async function deleteChatMessage(db: Firestore, id: string): Promise<void> {
  await updateDoc(doc(db, collections.chat, id), { text: "", deleted: true, deletedAt: serverTimestamp() });
}

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

// The read marks this page stored, or showed the member, by database and member: the mark a listener
// reports is never taken to be earlier than these (see `acknowledgedMark`).
const acknowledgedMarks = new Map<Firestore, Map<string, Date>>();
const markWatchers = new Set<{ db: Firestore; uid: string; changed: () => void }>();

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
export function watchAcknowledgedMark(db: Firestore, uid: string, changed: () => void): () => void {
  const watcher = { db, uid, changed };
  markWatchers.add(watcher);
  return () => markWatchers.delete(watcher);
}

/** Forgets every acknowledged mark (on sign-out, with the listeners). */
export function forgetAcknowledgedMarks(): void {
  acknowledgedMarks.clear();
}
