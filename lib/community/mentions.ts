/**
 * A member's mentions (their mention records, see mention-record.ts): how many are unread and the
 * newest page live, older pages read once, and the member's own marks that they read one or all.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { onLiveReset, scopeOf } from "@/lib/firebase/live-cache";
import { meterDocument, meterQuery } from "@/lib/firebase/read-meter";
import { isPermissionError, type Source } from "@/lib/firebase/subscription-cache";
import { reportError } from "@/lib/resilience/report-error";
import { mentionsPageSize, unreadMentionsMax, type Mention } from "./mention-model";
import { mentionRecordFrom, mentionsPath, readMention } from "./mention-record";

// Every record seen, by database and id: where the next older page starts.
const seenRecords = new Map<string, QueryDocumentSnapshot>();
onLiveReset(() => seenRecords.clear());

function mentionOf(db: Firestore, snapshot: QueryDocumentSnapshot): Mention {
  seenRecords.set(`${scopeOf(db)}/${snapshot.id}`, snapshot);
  const { from, fromName, at, kind, read } = mentionRecordFrom(snapshot.data({ serverTimestamps: "estimate" }));
  return { messageId: snapshot.id, from, fromName, at, kind, read };
}

/** The unread count: `count` up to unreadMentionsMax, `atLeast` when there are more. */
export type UnreadMentions = { count: number; atLeast: boolean };

/** The count with the ids of the unread records it read: every unread one unless `atLeast`. */
type UnreadMentionIds = UnreadMentions & { ids: readonly string[] };

/** How many of `uid`'s mentions are unread, live: one more than the most counted is read, never the whole list. */
export function unreadMentionsSource(db: Firestore, uid: string): Source<UnreadMentionIds> {
  return {
    kind: "mentions",
    key: `${scopeOf(db)}/mentions/unread/${uid}`,
    listen: (next, fail) =>
      onSnapshot(
        query(collection(db, mentionsPath(uid)), where("read", "==", false), limit(unreadMentionsMax + 1)),
        (snapshot) => {
          meterQuery(snapshot);
          next({
            count: Math.min(snapshot.size, unreadMentionsMax),
            atLeast: snapshot.size > unreadMentionsMax,
            ids: snapshot.docs.map((entry) => entry.id),
          });
        },
        fail,
      ),
    fallback: (_, cached) => cached ?? { count: 0, atLeast: false, ids: [] },
  };
}

/** A page of mentions, newest first, and whether older ones are left. */
export type MentionsPage = { mentions: Mention[]; more: boolean };

const newestFirst = (db: Firestore, uid: string) => query(collection(db, mentionsPath(uid)), orderBy("at", "desc"));

/** `uid`'s newest mentions, live: one more than a page is read to know whether older ones are left. */
export function mentionsSource(db: Firestore, uid: string): Source<MentionsPage> {
  return {
    kind: "mentions",
    key: `${scopeOf(db)}/mentions/newest/${uid}`,
    listen: (next, fail) =>
      onSnapshot(
        query(newestFirst(db, uid), limit(mentionsPageSize + 1)),
        (snapshot) => {
          meterQuery(snapshot);
          next({ mentions: snapshot.docs.slice(0, mentionsPageSize).map((entry) => mentionOf(db, entry)), more: snapshot.size > mentionsPageSize });
        },
        fail,
      ),
    fallback: (_, cached) => cached ?? { mentions: [], more: false },
  };
}

/** The page of `uid`'s mentions older than `oldest` (shown already), read once. */
export async function loadOlderMentions(db: Firestore, uid: string, oldest: Mention): Promise<MentionsPage> {
  const cursor = seenRecords.get(`${scopeOf(db)}/${oldest.messageId}`);
  if (!cursor) return { mentions: [], more: false };
  const page = await getDocs(query(newestFirst(db, uid), startAfter(cursor), limit(mentionsPageSize + 1)));
  meterQuery(page);
  return { mentions: page.docs.slice(0, mentionsPageSize).map((entry) => mentionOf(db, entry)), more: page.size > mentionsPageSize };
}

/**
 * The member opened the mention of message `messageId`: it is read, and no e-mail will tell them of
 * it. Nothing happens when there is no such mention (a link to a message that did not mention them).
 */
export async function markMentionRead(db: Firestore, uid: string, messageId: string): Promise<void> {
  try {
    await updateDoc(doc(db, mentionsPath(uid), messageId), readMention(serverTimestamp()));
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== "not-found" && !isPermissionError(error)) reportError(error, { source: "community:mentions" });
  }
}

/** Which of the mentions of messages `messageIds` are unread, read one by one (a read each). */
export async function unreadMentionsAmong(db: Firestore, uid: string, messageIds: readonly string[]): Promise<string[]> {
  const records = await Promise.all(messageIds.map((id) => getDoc(doc(db, mentionsPath(uid), id))));
  for (const record of records) meterDocument(record);
  return records.filter((record) => record.exists() && !mentionRecordFrom(record.data()).read).map((record) => record.id);
}

/**
 * The member saw the messages `messageIds` in the chat: their mentions, all unread, are read in one
 * write, and no e-mail will tell them of these. Resolves false when the write was refused.
 */
export async function markMentionsRead(db: Firestore, uid: string, messageIds: readonly string[]): Promise<boolean> {
  if (messageIds.length === 0) return true;
  const batch = writeBatch(db);
  for (const id of messageIds) batch.update(doc(db, mentionsPath(uid), id), readMention(serverTimestamp()));
  try {
    await batch.commit();
    return true;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== "not-found" && !isPermissionError(error)) reportError(error, { source: "community:mentions" });
    return false;
  }
}

/** The most unread mentions one "mark all read" batch takes (the rules' page limit). */
const markAllBatch = 50;

/** Marks read every unread mention of `uid`, a batch of up to 50 at a time. */
export async function markAllMentionsRead(db: Firestore, uid: string): Promise<void> {
  for (;;) {
    const unread = await getDocs(query(collection(db, mentionsPath(uid)), where("read", "==", false), limit(markAllBatch)));
    meterQuery(unread);
    if (unread.empty) return;
    const batch = writeBatch(db);
    for (const entry of unread.docs) batch.update(entry.ref, readMention(serverTimestamp()));
    await batch.commit();
    if (unread.size < markAllBatch) return;
  }
}
