"use client";

import type { Firestore } from "firebase/firestore";
import { useEffect, useMemo, useState } from "react";
import { lookUpMembers, type ChatMessage, type CommunityMember } from "./live";

/**
 * Entries of the members named by `uids`, looked up once each (a bounded read of the ones on screen,
 * not the whole directory); undefined until they are in.
 */
export function useMembersByUid(db: Firestore, uids: readonly string[]): ReadonlyMap<string, CommunityMember | null> | undefined {
  const wanted = useMemo(() => [...new Set(uids)].sort().join(","), [uids]);
  const [found, setFound] = useState<{ key: string; members: ReadonlyMap<string, CommunityMember | null> }>();
  useEffect(() => {
    let active = true;
    const list = wanted ? wanted.split(",") : [];
    lookUpMembers(db, list).then(
      (members) => active && setFound({ key: wanted, members }),
      () => active && setFound({ key: wanted, members: new Map() }),
    );
    return () => {
      active = false;
    };
  }, [db, wanted]);
  return found?.members;
}

/**
 * Each message under its author's current name: a rename shows on their earlier messages too. The
 * authors on screen are looked up once each; a newer message's own name wins over an older lookup.
 */
export function useCurrentNames(db: Firestore, messages: readonly ChatMessage[] | null): ChatMessage[] | undefined {
  const authors = useMemo(() => (messages ?? []).map((message) => message.uid), [messages]);
  const entries = useMembersByUid(db, authors);
  const [openedAt] = useState(() => Date.now());
  return useMemo(() => {
    if (!messages) return undefined;
    const newest = new Map<string, { name: string; at: number }>();
    for (const message of messages) {
      const at = message.sentAt?.getTime() ?? Infinity;
      if ((newest.get(message.uid)?.at ?? -Infinity) < at) newest.set(message.uid, { name: message.name, at });
    }
    return messages.map((message) => {
      // A message posted since the chat opened carries a name newer than the lookup's.
      const latest = newest.get(message.uid);
      const name = latest && latest.at > openedAt && latest.at !== Infinity ? latest.name : (entries?.get(message.uid)?.name ?? latest?.name);
      return name && name !== message.name ? { ...message, name } : message;
    });
  }, [messages, entries, openedAt]);
}
