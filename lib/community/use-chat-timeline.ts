"use client";

import type { Firestore } from "firebase/firestore";
import { useMemo, useSyncExternalStore } from "react";
import { createChatTimeline } from "./chat-timeline";
import { communityCache } from "./live";

/** This view's timeline of the chat (see `createChatTimeline`) and its messages, live. */
export function useChatTimeline(db: Firestore, uid: string) {
  const timeline = useMemo(() => createChatTimeline(db, communityCache, uid), [db, uid]);
  const snapshot = useSyncExternalStore(timeline.subscribe, timeline.getSnapshot, timeline.getSnapshot);
  return { timeline, ...snapshot };
}
