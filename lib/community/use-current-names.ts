"use client";

import type { Firestore } from "firebase/firestore";
import { useEffect, useMemo, useState } from "react";
import { lookUpMembers, type CommunityMember } from "./directory";
import type { ChatMessage } from "./message";

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
 * Each message under its author's newest name on screen: a rename shows on their earlier messages as
 * soon as they post under it. From what the messages carry, so the chat reads no directory entry.
 */
export function useCurrentNames(messages: readonly ChatMessage[] | null): ChatMessage[] | undefined {
  return useMemo(() => {
    if (!messages) return undefined;
    const newest = new Map<string, { name: string; at: number }>();
    for (const message of messages) {
      const at = message.sentAt?.getTime() ?? Infinity;
      if ((newest.get(message.uid)?.at ?? -Infinity) < at) newest.set(message.uid, { name: message.name, at });
    }
    return messages.map((message) => {
      const name = newest.get(message.uid)?.name;
      return name && name !== message.name ? { ...message, name } : message;
    });
  }, [messages]);
}
