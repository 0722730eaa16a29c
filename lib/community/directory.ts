/**
 * The community's directory (`members/{uid}`): its newest page live, later pages and name searches read
 * once, and the entries of the authors on screen looked up a bounded few at a time.
 */
import {
  collection,
  documentId,
  endAt,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { collections } from "@/lib/firebase/collections.mjs";
import { onLiveReset, scopeOf } from "@/lib/firebase/live-cache";
import { meterQuery } from "@/lib/firebase/read-meter";
import { storedText as text, storedTime as time } from "@/lib/firebase/stored-fields";
import type { Source } from "@/lib/firebase/subscription-cache";

export type CommunityMember = { id: string; name: string; photoURL: string; joinedAt: Date | null };

/** The directory is read a page at a time (the rules allow no more in one query). */
export const directoryPageSize = 50;

const memberRecord = z.object({ name: text, photoURL: text, joinedAt: time });
const memberFrom = (entry: QueryDocumentSnapshot): CommunityMember => ({ id: entry.id, ...memberRecord.parse(entry.data({ serverTimestamps: "estimate" })) });

/** A page of the directory and where the next one starts (null when it is the last). */
export type DirectoryPage = { members: CommunityMember[]; next: QueryDocumentSnapshot | null };

const pageOf = (docs: QueryDocumentSnapshot[]): DirectoryPage => ({
  members: docs.map(memberFrom),
  next: docs.length === directoryPageSize ? (docs.at(-1) ?? null) : null,
});

/** The directory's first page, newest members first, live: a member who joins or renames shows at once. */
export function membersSource(db: Firestore): Source<DirectoryPage> {
  return {
    kind: "members",
    key: `${scopeOf(db)}/members`,
    listen: (next, fail) =>
      onSnapshot(
        query(collection(db, collections.members), orderBy("joinedAt", "desc"), limit(directoryPageSize)),
        (snapshot) => {
          meterQuery(snapshot);
          next(pageOf(snapshot.docs));
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
  return pageOf(page.docs);
}

/**
 * Members whose name starts with `prefix` (any case), by name: the first `max` of them (a page at most,
 * as the rules allow), read once.
 */
export async function searchDirectory(db: Firestore, prefix: string, max: number = directoryPageSize): Promise<CommunityMember[]> {
  const start = prefix.trim().toLowerCase();
  if (!start) return [];
  const count = Math.min(directoryPageSize, Math.max(1, Math.floor(max) || 1));
  const page = await getDocs(query(collection(db, collections.members), orderBy("searchName"), startAt(start), endAt(`${start}\uf8ff`), limit(count)));
  meterQuery(page);
  return page.docs.map(memberFrom);
}

/** Where the names of members come from when only a few are needed: the authors on screen. */
const knownNames = new Map<string, Map<string, CommunityMember | null>>();
onLiveReset(() => knownNames.clear());

/**
 * The directory entries of `uids`, read once each per page (30 to a query, as `in` allows) and kept:
 * a bounded lookup, where the whole directory used to be read. Null for a member not listed.
 */
export async function lookUpMembers(db: Firestore, uids: readonly string[]): Promise<ReadonlyMap<string, CommunityMember | null>> {
  const known = knownNames.get(scopeOf(db)) ?? new Map<string, CommunityMember | null>();
  knownNames.set(scopeOf(db), known);
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

/**
 * Of `mentions` (as a message is about to name them), those whose member's listed name is no longer
 * the one chosen, read from the store now (the rules refuse a message naming them): the name the
 * member has now, or null when they are not listed any more.
 */
export async function changedMentions(
  db: Firestore,
  mentions: readonly { uid: string; name: string }[],
): Promise<{ uid: string; name: string; now: string | null }[]> {
  if (mentions.length === 0) return [];
  const page = await getDocs(
    query(
      collection(db, collections.members),
      where(
        documentId(),
        "in",
        mentions.map((mention) => mention.uid),
      ),
      limit(mentions.length),
    ),
  );
  meterQuery(page);
  const listed = new Map(page.docs.map((entry) => [entry.id, memberFrom(entry).name]));
  return mentions.filter((mention) => listed.get(mention.uid) !== mention.name).map((mention) => ({ ...mention, now: listed.get(mention.uid) ?? null }));
}
