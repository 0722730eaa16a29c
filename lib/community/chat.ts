/**
 * The chat's messages: the newest page live, older pages and single messages read once, and every
 * write a member makes to a message (posting, editing, deleting, reacting), side by side.
 */
import {
  Timestamp,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from "firebase/firestore";
import { collections } from "@/lib/firebase/collections.mjs";
import { onLiveReset, scopeOf } from "@/lib/firebase/live-cache";
import { meterDocument, meterQuery } from "@/lib/firebase/read-meter";
import { isPermissionError, type Source } from "@/lib/firebase/subscription-cache";
import { weekIndex } from "@/lib/firebase/weeks.mjs";
import { reportError } from "@/lib/resilience/report-error";
import { chatPageSize, maxChatPage, messageFromRecord, type ChatMessage, type ReactionId } from "./message";
import type { PlannedWrite, StoreValue } from "@/lib/firebase/planned-write";
import { activeThisWeek, checkedText, messagePost, newMessageId, type Author, type MessageContext } from "./message-post";
import { changedMentions } from "./directory";
import { newestPage } from "./newest-page";

// Every message document seen, by database and id: the cursor `loadOlderMessages` starts after.
const seenMessages = new Map<string, QueryDocumentSnapshot>();
onLiveReset(() => seenMessages.clear());

const fromSnapshot = (snapshot: DocumentSnapshot) =>
  messageFromRecord(snapshot.id, snapshot.data({ serverTimestamps: "estimate" }), snapshot.metadata.hasPendingWrites);

function seen(db: Firestore, snapshot: QueryDocumentSnapshot): ChatMessage {
  seenMessages.set(`${scopeOf(db)}/${snapshot.id}`, snapshot);
  return fromSnapshot(snapshot);
}

/** The newest page's query for `uid`, without its limit (newest-page.ts holds it for both SDKs). */
function newestFirst(db: Firestore, uid: string) {
  const page = newestPage(uid);
  return query(collection(db, page.collection), or(...page.anyOf.map(([field, op, value]) => where(field, op, value))), orderBy(...page.orderBy));
}

/**
 * The newest messages `uid` may see, newest first. Metadata changes are included so a message shows at
 * once as pending (with an estimated time) and again, confirmed, with the server's time.
 */
export function chatSource(db: Firestore, uid: string): Source<ChatMessage[]> {
  return {
    kind: "chat",
    key: `${scopeOf(db)}/chat/${uid}`,
    listen: (next, fail) =>
      onSnapshot(
        query(newestFirst(db, uid), limit(newestPage(uid).limit)),
        { includeMetadataChanges: true },
        (snapshot) => {
          // Offline before the store has ever answered, the memory cache holds nothing: that is not an
          // empty chat, so the view keeps what it shows (the messages kept from the last visit).
          if (snapshot.metadata.fromCache && snapshot.empty) return;
          meterQuery(snapshot);
          next(snapshot.docs.map((message) => seen(db, message)));
        },
        fail,
      ),
    fallback: (_, cached) => cached ?? [],
  };
}

/** The most unread messages counted one by one; beyond, the badge says "20+". */
const unreadCountMax = chatPageSize;

/**
 * The messages from others after `mark`, live, up to unreadCountMax: the unread count where the chat is
 * not on screen. After the mark only, so a member who has read everything reads nothing until a
 * message comes; the chat's own page serves where it is shown.
 */
export function unreadSource(db: Firestore, uid: string, mark: Date): Source<{ count: number; atLeast: boolean }> {
  return {
    kind: "chat",
    key: `${scopeOf(db)}/unread/${uid}/${mark.getTime()}`,
    listen: (next, fail) =>
      onSnapshot(
        query(newestFirst(db, uid), where("timestamp", ">", Timestamp.fromDate(mark)), limit(unreadCountMax + 1)),
        (snapshot) => {
          meterQuery(snapshot);
          const others = snapshot.docs.filter((message) => message.get("uid") !== uid && message.get("hidden") !== true && message.get("deleted") !== true);
          next({ count: Math.min(others.length, unreadCountMax), atLeast: snapshot.size > unreadCountMax });
        },
        fail,
      ),
    fallback: (_, cached) => cached ?? { count: 0, atLeast: false },
  };
}

/** The most one older page holds: one more is read to learn whether any are left, within the rules' 50. */
export const maxOlderPage = maxChatPage - 1;

/** A page of older messages, newest first, and whether there are older ones still. */
export type OlderPage = { messages: ChatMessage[]; more: boolean };

/**
 * The `count` messages before `oldest` (at most `maxOlderPage`), newest first, and whether any are
 * left before them: one message more than the page is read, so the last page says it is the last.
 * Without a confirmed snapshot of `oldest` it pages from its time, which skips any other message
 * stamped in the same millisecond. A refused read has nothing more to show; one that fails is empty
 * but leaves `more` set, so the member can try again.
 */
export async function loadOlderMessages(db: Firestore, uid: string, oldest: ChatMessage, count = 10): Promise<OlderPage> {
  try {
    const snapshot = seenMessages.get(`${scopeOf(db)}/${oldest.id}`);
    const cursor = snapshot && !snapshot.metadata.hasPendingWrites ? snapshot : oldest.sentAt && Timestamp.fromDate(oldest.sentAt);
    const size = Math.min(Math.max(Math.floor(count), 1), maxOlderPage);
    if (!cursor) return { messages: [], more: false };
    const page = await getDocs(query(newestFirst(db, uid), startAfter(cursor), limit(size + 1)));
    meterQuery(page);
    return { messages: page.docs.slice(0, size).map((message) => seen(db, message)), more: page.docs.length > size };
  } catch (error) {
    if (isPermissionError(error)) return { messages: [], more: false };
    reportError(error, { source: "community:chat" });
    return { messages: [], more: true };
  }
}

/**
 * One message by id as the member may see it (the original a reply quotes, when it is not on screen);
 * null when it is gone or not theirs to see.
 */
export async function fetchMessage(db: Firestore, id: string): Promise<ChatMessage | null> {
  try {
    const snapshot = await getDoc(doc(db, collections.chat, id));
    meterDocument(snapshot);
    return snapshot.exists() ? fromSnapshot(snapshot) : null;
  } catch (error) {
    if (!isPermissionError(error)) reportError(error, { source: "community:chat" });
    return null;
  }
}

/** The member's session ended before their message could be sent. */
export class SignedOutError extends Error {
  constructor() {
    super("Signed out");
    this.name = "SignedOutError";
  }
}

/** The store refused a message because a member it names has another name now, or is not listed any more. */
export class MentionChangedError extends Error {
  constructor(readonly changed: { uid: string; name: string; now: string | null }[]) {
    super("A member named has another name now");
    this.name = "MentionChangedError";
  }
}

export type { Author, MessageContext } from "./message-post";

/** A planned write's values as the web SDK's sentinels. */
const sdkValues = (values: Record<string, StoreValue>) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, "increment" in value ? increment(value.increment) : serverTimestamp()]));

/** Adds planned writes to a batch, each as the web SDK writes it. */
function addWrites(db: Firestore, batch: WriteBatch, writes: readonly PlannedWrite[]): void {
  for (const write of writes) {
    const data = { ...write.fields, ...sdkValues(write.values) };
    if (write.kind === "set") batch.set(doc(db, write.path), data);
    else batch.update(doc(db, write.path), data);
  }
}

/**
 * Posts a message and counts it in the author's stats in one batch (message-post.ts says what is
 * written): the security rules accept neither write without the other, which is how the spacing
 * between messages is enforced. The members it names and the author of the message it answers each get
 * a mention record in the same batch, so a mention is never lost nor written for a message that is not.
 */
export async function postChatMessage(db: Firestore, author: Author, text: string, context: MessageContext = {}, id = newMessageId()): Promise<string> {
  const { writes, mentions } = messagePost(id, author, text, context);
  const batch = writeBatch(db);
  addWrites(db, batch, writes);
  try {
    await batch.commit();
  } catch (error) {
    // The rules take a mention only under the member's listed name: renamed since it was chosen, say so.
    const changed = isPermissionError(error) && mentions.length > 0 ? await changedMentions(db, mentions).catch(() => []) : [];
    throw changed.length > 0 ? new MentionChangedError(changed) : error;
  }
  noteActiveThisWeek(db, author.uid);
  return id;
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
  const mark = activeThisWeek(week, uid);
  setDoc(doc(db, mark.path), { ...mark.fields, ...sdkValues(mark.values) }).catch((error: unknown) => {
    if (!isPermissionError(error)) marked.delete(id);
  });
}

export { canStillEdit, editWindowMs } from "./message";

/** The author's new text for their message, marked edited with the server's time. */
export async function editChatMessage(db: Firestore, id: string, text: string): Promise<void> {
  await updateDoc(doc(db, collections.chat, id), { text: checkedText(text), editedAt: serverTimestamp() });
}

/** The author takes their message down: it stays as a "message deleted" placeholder, its text gone. */
export async function deleteChatMessage(db: Firestore, id: string): Promise<void> {
  await updateDoc(doc(db, collections.chat, id), { text: "", deleted: true, deletedAt: serverTimestamp() });
}

/** Adds or takes back the member's reaction (`reactions.<id>_<uid>`, which the rules let only them touch). */
export async function setReaction(db: Firestore, messageId: string, uid: string, reaction: ReactionId, on: boolean): Promise<void> {
  await updateDoc(doc(db, collections.chat, messageId), { [`reactions.${reaction}_${uid}`]: on ? true : deleteField() });
}
