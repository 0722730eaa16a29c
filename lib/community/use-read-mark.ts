"use client";

import type { Firestore } from "firebase/firestore";
import { useMemo, useRef, useSyncExternalStore } from "react";
import { markRead } from "./chat";
import { createChatOpening } from "./chat-opening";
import type { ChatTimeline } from "./chat-timeline";
import { communityCache, readMarkSource, type ChatMessage } from "./live";
import { useLive } from "./use-live";

/**
 * The member's read mark in this view of the chat: where the view opened (`unreadAfter`, where the
 * "New messages" divider stays; `ready` once the messages around it are in), and `markNewest`, which
 * records that they have read up to the newest message once they see it.
 */
export function useReadMark(db: Firestore, uid: string, timeline: ChatTimeline) {
  const opening = useMemo(() => createChatOpening(timeline, communityCache, readMarkSource(db, uid)), [timeline, db, uid]);
  const opened = useSyncExternalStore(opening.subscribe, opening.getSnapshot, opening.getSnapshot);
  const readMark = useLive(readMarkSource(db, uid));
  const markedUpTo = useRef(0);

  function markNewest(messages: readonly ChatMessage[]) {
    const newest = messages.findLast((message) => !message.pending && message.sentAt)?.sentAt;
    if (!newest || newest.getTime() <= Math.max(markedUpTo.current, readMark?.getTime() ?? 0)) return;
    markedUpTo.current = newest.getTime();
    markRead(db, uid, newest).catch(() => {
      markedUpTo.current = 0;
    });
  }

  return { unreadAfter: opened?.unreadAfter ?? null, ready: opened?.ready === true, markNewest };
}
