import {
  Timestamp,
  collection,
  doc,
  documentId,
  endAt,
  startAt,
  getDoc,
  getDocFromServer,
  getDocs,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { collections } from "@/lib/firebase/collections.mjs";
import { reportError } from "@/lib/resilience/report-error";
import { storedText, storedTime } from "@/lib/firebase/stored-fields";
import { SubscriptionCache, isPermissionError, type CacheKind, type Source } from "./cache";
import { acknowledgedMark, forgetAcknowledgedMarks, roomDocument, watchAcknowledgedMark } from "./chat";
import type { FirstChatView } from "./first-page";
import { chatMessageOf, chatPageSize, maxChatPage, staffFrom, staffListMax, staffRoles } from "./chat-shape";
import type { ReactionTally } from "./reactions";
import { meterDocument, meterQuery } from "@/lib/firebase/read-meter";
import { presenceSummaryDocument, summaryIntervalMs } from "./presence-shape";

export type UserStats = { messagesSent: number; joinedAt: Date | null; lastMessageAt: Date | null };
/** Why the server changed the member's name (a staff name when its role ended), until they dismiss it. */
export type NameNotice = { from: string; to: string; reason: "role" };
export type UserProfile = { uid: string; name: string; photoURL: string; bio: string; nameNotice: NameNotice | null };
export type CommunityMember = { id: string; name: string; photoURL: string; joinedAt: Date | null };
/** `hidden`: a moderator took the message down; only its author (and moderators) still receive it. */
/** `editedAt`: when its author last changed the text; `deleted`: its author took it down (the text is empty). */
export type ChatMessage = {
  id: string;
  text: string;
  uid: string;
  name: string;
  photoURL: string;
  sentAt: Date | null;
  pending: boolean;
  hidden: boolean;
  editedAt: Date | null;
  deleted: boolean;
  /** Who reacted how. */
  reactions: ReactionTally;
  /** The id of the message this one answers. */
  replyTo: string | null;
};

export { chatPageSize };

const text = storedText;
const time = storedTime;
const statsRecord = z.object({ messagesSent: z.number().catch(0), joinedAt: time, lastMessageAt: time });
const profileRecord = z.object({
  name: text,
  photoURL: text,
  bio: text,
  nameNotice: z
    .object({ from: z.string(), to: z.string(), reason: z.literal("role") })
    .nullable()
    .catch(null)
    .default(null),
});
const memberRecord = z.object({ name: text, photoURL: text, joinedAt: time });

/** The app and project a database belongs to, so separate apps (and so separate members) never share an entry. */
function scope(db: Firestore): string {
  return `${db.app.options.projectId ?? "no-project"}/${db.app.name}`;
}

/** A document as a live value; a missing or unreadable document is null. */
function documentSource<T>(db: Firestore, kind: CacheKind, path: string, uid: string, parse: (data: DocumentData) => T): Source<T | null> {
  return {
    kind,
    key: `${scope(db)}/${kind}/${uid}`,
    listen: (next, fail) =>
      onSnapshot(
        doc(db, path, uid),
        (snapshot) => {
          meterDocument(snapshot);
          next(snapshot.exists() ? parse(snapshot.data({ serverTimestamps: "estimate" })) : null);
        },
        fail,
      ),
    fallback: () => null,
  };
}

export function statsSource(db: Firestore, uid: string): Source<UserStats | null> {
  return documentSource(db, "stats", collections.stats, uid, (data) => statsRecord.parse(data));
}

export type MemberBlock = { blocked: boolean; reason: string; at: Date | null };
const blockRecord = z.object({ blocked: z.boolean().catch(false), reason: text, at: time });

/** Whether a moderator has blocked the member from posting, and why; null when never blocked. */
export function blockSource(db: Firestore, uid: string): Source<MemberBlock | null> {
  return documentSource(db, "block", collections.blocks, uid, (data) => blockRecord.parse(data));
}

/**
 * The member's block as the server has it now, for when a send is refused and the live block has not
 * arrived yet (a listener can lag, or miss a change while it reconnects): the refusal is then explained.
 */
export async function readBlock(db: Firestore, uid: string): Promise<MemberBlock | null> {
  const snapshot = await getDocFromServer(doc(db, collections.blocks, uid));
  return snapshot.exists() ? blockRecord.parse(snapshot.data({ serverTimestamps: "estimate" })) : null;
}

/** The room's settings, as moderators set them. */
export type RoomSettings = { slowModeSeconds: number };
const roomRecord = z.object({ slowModeSeconds: z.number().int().min(0).catch(0) });

/** The room's settings, live; a room nobody has set is null (slow mode off). */
export function roomSource(db: Firestore): Source<RoomSettings | null> {
  return documentSource(db, "room", collections.room, roomDocument, (data) => roomRecord.parse(data));
}

const readMarkRecord = z.object({ lastReadAt: time });

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

export function profileSource(db: Firestore, uid: string): Source<UserProfile | null> {
  return documentSource(db, "profile", collections.users, uid, (data) => ({ uid, ...profileRecord.parse(data) }));
}

/** The agency's staff in the community, who carry a badge: each member's role by uid. */
export type StaffRoles = ReadonlyMap<string, "admin" | "moderator">;

/** Who is staff, live from the role mirror (which the server writes with each change of role). */
export function staffSource(db: Firestore): Source<StaffRoles> {
  return {
    kind: "staff",
    key: `${scope(db)}/staff`,
    listen: (next, fail) =>
      onSnapshot(
        query(collection(db, collections.roles), where("role", "in", staffRoles), limit(staffListMax)),
        (snapshot) => {
          meterQuery(snapshot);
          next(staffFrom(snapshot.docs));
        },
        fail,
      ),
    // Without the list, nobody wears a badge: better than a stale one.
    fallback: () => new Map(),
  };
}

/** Who is online, as the server last summed it up. */
export type PresenceSummary = { count: number; online: ReadonlySet<string>; updatedAt: Date | null; intervalMs: number };

/** The room's presence summary, live: one document, rewritten at most once an interval. */
export function presenceSummarySource(db: Firestore): Source<PresenceSummary | null> {
  return {
    kind: "presence",
    key: `${scope(db)}/presence`,
    listen: (next, fail) =>
      onSnapshot(
        doc(db, presenceSummaryDocument),
        (snapshot) => {
          meterDocument(snapshot);
          if (!snapshot.exists()) return next(null);
          const data = snapshot.data({ serverTimestamps: "estimate" });
          const online = Array.isArray(data.online) ? data.online.filter((uid): uid is string => typeof uid === "string") : [];
          const updatedAt = data.updatedAt instanceof Timestamp ? data.updatedAt.toDate() : null;
          const intervalMs = typeof data.intervalMs === "number" && data.intervalMs > 0 ? data.intervalMs : summaryIntervalMs;
          next({ count: typeof data.count === "number" ? data.count : online.length, online: new Set(online), updatedAt, intervalMs });
        },
        fail,
      ),
    fallback: (_, cached) => cached ?? null,
  };
}

/** The directory is read a page at a time (the rules allow no more in one query). */
export const directoryPageSize = 50;

const memberFrom = (entry: QueryDocumentSnapshot): CommunityMember => ({ id: entry.id, ...memberRecord.parse(entry.data({ serverTimestamps: "estimate" })) });

/** A page of the directory and where the next one starts (null when it is the last). */
export type DirectoryPage = { members: CommunityMember[]; next: QueryDocumentSnapshot | null };

/** The directory's first page, newest members first, live: a member who joins or renames shows at once. */
export function membersSource(db: Firestore): Source<DirectoryPage> {
  return {
    kind: "members",
    key: `${scope(db)}/members`,
    listen: (next, fail) =>
      onSnapshot(
        query(collection(db, collections.members), orderBy("joinedAt", "desc"), limit(directoryPageSize)),
        (snapshot) => {
          meterQuery(snapshot);
          next({ members: snapshot.docs.map(memberFrom), next: snapshot.size === directoryPageSize ? (snapshot.docs.at(-1) ?? null) : null });
        },
        fail,
      ),
    fallback: (_, cached) => cached ?? { members: [], next: null },
  };
}

/** The directory's page after `after`, read once. */
export async function loadDirectoryPage(db: Firestore, after: QueryDocumentSnapshot): Promise<DirectoryPage> {
  const page = await getDocs(query(collection(db, collections.members), orderBy("joinedAt", "desc"), startAfter(after), limit(directoryPageSize)));
  meterQuery(page);
  return { members: page.docs.map(memberFrom), next: page.size === directoryPageSize ? (page.docs.at(-1) ?? null) : null };
}

/** Members whose name starts with `prefix` (any case), by name: the first page of them, read once. */
export async function searchDirectory(db: Firestore, prefix: string): Promise<CommunityMember[]> {
  const start = prefix.trim().toLowerCase();
  if (!start) return [];
  const page = await getDocs(
    query(collection(db, collections.members), orderBy("searchName"), startAt(start), endAt(`${start}\uf8ff`), limit(directoryPageSize)),
  );
  meterQuery(page);
  return page.docs.map(memberFrom);
}

/** Where the names of members come from when only a few are needed: the authors on screen. */
const knownNames = new Map<string, Map<string, CommunityMember | null>>();

/**
 * The directory entries of `uids`, read once each per page (30 to a query, as `in` allows) and kept:
 * a bounded lookup, where the whole directory used to be read. Null for a member not listed.
 */
export async function lookUpMembers(db: Firestore, uids: readonly string[]): Promise<ReadonlyMap<string, CommunityMember | null>> {
  const known = knownNames.get(scope(db)) ?? new Map<string, CommunityMember | null>();
  knownNames.set(scope(db), known);
  const missing = [...new Set(uids)].filter((uid) => !known.has(uid));
  for (let start = 0; start < missing.length; start += 30) {
    const chunk = missing.slice(start, start + 30);
    const page = await getDocs(query(collection(db, collections.members), where(documentId(), "in", chunk), limit(chunk.length)));
    meterQuery(page);
    for (const uid of chunk) known.set(uid, null);
    for (const entry of page.docs) known.set(entry.id, memberFrom(entry));
  }
  return new Map([...new Set(uids)].map((uid) => [uid, known.get(uid) ?? null]));
}

// Every chat document seen, by database and id: the cursor `loadOlderMessages` starts after.
const seenMessages = new Map<string, QueryDocumentSnapshot>();

function messageFrom(snapshot: DocumentSnapshot): ChatMessage {
  return chatMessageOf(snapshot.id, snapshot.data({ serverTimestamps: "estimate" }), snapshot.metadata.hasPendingWrites);
}

function toMessage(db: Firestore, snapshot: QueryDocumentSnapshot): ChatMessage {
  seenMessages.set(`${scope(db)}/${snapshot.id}`, snapshot);
  return messageFrom(snapshot);
}

/** What a member may list: every message not hidden, and their own (hidden ones included). */
const newestFirst = (db: Firestore, uid: string) =>
  query(collection(db, collections.chat), or(where("hidden", "==", false), where("uid", "==", uid)), orderBy("timestamp", "desc"));

/**
 * The newest messages `uid` may see, newest first. Metadata changes are included so a message shows at
 * once as pending (with an estimated time) and again, confirmed, with the server's time.
 */
export function chatSource(db: Firestore, uid: string): Source<ChatMessage[]> {
  return {
    kind: "chat",
    key: `${scope(db)}/chat/${uid}`,
    listen: (next, fail) =>
      onSnapshot(
        query(newestFirst(db, uid), limit(chatPageSize)),
        { includeMetadataChanges: true },
        (snapshot) => {
          // Offline before the store has ever answered, the memory cache holds nothing: that is not an
          // empty chat, so the view keeps what it shows (the messages kept from the last visit).
          if (snapshot.metadata.fromCache && snapshot.empty) return;
          meterQuery(snapshot);
          next(snapshot.docs.map((message) => toMessage(db, message)));
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
    key: `${scope(db)}/unread/${uid}/${mark.getTime()}`,
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
    const seen = seenMessages.get(`${scope(db)}/${oldest.id}`);
    const cursor = seen && !seen.metadata.hasPendingWrites ? seen : oldest.sentAt && Timestamp.fromDate(oldest.sentAt);
    const size = Math.min(Math.max(Math.floor(count), 1), maxOlderPage);
    if (!cursor) return { messages: [], more: false };
    const page = await getDocs(query(newestFirst(db, uid), startAfter(cursor), limit(size + 1)));
    meterQuery(page);
    return { messages: page.docs.slice(0, size).map((message) => toMessage(db, message)), more: page.docs.length > size };
  } catch (error) {
    if (isPermissionError(error)) return { messages: [], more: false };
    reportError(error, { source: "community:chat" });
    return { messages: [], more: true };
  }
}

/**
 * One message by id as `uid` may see it (the original a reply quotes, when it is not on screen); null
 * when it is gone or not theirs to see.
 */
export async function fetchMessage(db: Firestore, id: string): Promise<ChatMessage | null> {
  try {
    const snapshot = await getDoc(doc(db, collections.chat, id));
    meterDocument(snapshot);
    return snapshot.exists() ? messageFrom(snapshot) : null;
  } catch (error) {
    if (!isPermissionError(error)) reportError(error, { source: "community:chat" });
    return null;
  }
}

/** The one cache every component of the members' area shares. */
export const communityCache = new SubscriptionCache({
  onError: (error, source) => reportError(error, { source: `community:${source.kind}` }),
});

/**
 * Starts what the chat opens with (its newest page and the member's read mark) before the chat itself
 * has mounted, so the store is asked for them in the same round trip as the member's role rather than
 * after it. Returns the release; the chat's own subscribers share the same listeners.
 */
export function openChatEarly(db: Firestore, uid: string): () => void {
  const stops = [communityCache.subscribe(chatSource(db, uid), () => {}), communityCache.subscribe(readMarkSource(db, uid), () => {})];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Stops every live listener and forgets what they delivered; call it before signing out. */
export function stopCommunityListeners(): void {
  communityCache.clear();
  seenMessages.clear();
  knownNames.clear();
  forgetAcknowledgedMarks();
}

// A diagnostics handle for devtools and the browser tests: how many live listeners this page holds now.
if (typeof window !== "undefined") {
  (window as unknown as { northbeamLiveListeners?: () => number }).northbeamLiveListeners = () => communityCache.activeListeners();
}

/**
 * The server's first page, cached as the chat's sources would have delivered it, so the chat opens
 * with it at once and its listeners replace it in place.
 */
export function seedFirstPage(db: Firestore, first: FirstChatView): void {
  // The query's order: newest first.
  communityCache.seed(chatSource(db, first.uid), first.messages.toReversed());
  communityCache.seed(readMarkSource(db, first.uid), first.unreadAfter);
  communityCache.seed(staffSource(db), first.staff);
  if (!first.blocked) communityCache.seed(blockSource(db, first.uid), null);
}
