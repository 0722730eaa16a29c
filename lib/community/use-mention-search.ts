"use client";

import type { Firestore } from "firebase/firestore";
import { useEffect, useState } from "react";
import { searchDirectory, type CommunityMember } from "./directory";
import { nameStartsWith } from "./mention-query";

/** The most members offered for a mention. */
const mentionSuggestionsMax = 8;

/** Typing pauses this long before the directory is searched. */
const mentionSearchDelayMs = 150;

/** What one search read: the members, and whether they are all the directory has for it. */
type Read = { members: CommunityMember[]; complete: boolean };

/**
 * The members offered for `typed`: `settled` once they are its own (searched, or every match of a
 * shorter start already read); before, the matches among those read for a shorter start, if any.
 */
export type MentionSuggestions = { typed: string; members: CommunityMember[]; settled: boolean } | { typed: string; failed: true };

/** What the reads so far tell of `term`: its own read, all of a shorter start's, else some of the closest one's. */
function known(reads: ReadonlyMap<string, Read>, term: string): { members: CommunityMember[]; settled: boolean } | undefined {
  const own = reads.get(term);
  if (own) return { members: own.members, settled: true };
  let closest: [string, Read] | undefined;
  for (const entry of reads) {
    if (!term.startsWith(entry[0])) continue;
    if (entry[1].complete) return { members: entry[1].members, settled: true };
    if (!closest || entry[0].length > closest[0].length) closest = entry;
  }
  return closest ? { members: closest[1].members, settled: false } : undefined;
}

/**
 * Members whose name starts with `typed` (null: nothing is being looked up), the member `uid` left out,
 * at most `mentionSuggestionsMax`: the directory's search, once typing pauses, read a few at a time and
 * kept for each start typed, so typing on and deleting back reads nothing again where it can.
 */
export function useMentionSearch(db: Firestore, uid: string, typed: string | null): MentionSuggestions | undefined {
  const [reads, setReads] = useState<ReadonlyMap<string, Read>>(() => new Map());
  const [failed, setFailed] = useState<string | null>(null);
  const term = typed?.trim().toLowerCase() ?? "";
  const settled = term ? known(reads, term)?.settled === true : true;

  useEffect(() => {
    if (settled) return;
    let active = true;
    const timer = window.setTimeout(() => {
      // One more than offered: the member themself may be among them.
      searchDirectory(db, term, mentionSuggestionsMax + 1).then(
        (members) => setReads((current) => new Map(current).set(term, { members, complete: members.length <= mentionSuggestionsMax })),
        () => {
          if (active) setFailed(term);
        },
      );
    }, mentionSearchDelayMs);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [db, term, settled]);

  if (typed === null || !term) return undefined;
  if (failed === term && !settled) return { typed, failed: true };
  const found = known(reads, term);
  if (!found) return undefined;
  const members = found.members.filter((member) => member.id !== uid && nameStartsWith(member.name, typed)).slice(0, mentionSuggestionsMax);
  return { typed, members, settled: found.settled };
}
