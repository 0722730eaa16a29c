"use client";

import type { Firestore } from "firebase/firestore";
import { useMemo, useSyncExternalStore } from "react";
import { createChatTimeline } from "./chat-timeline";
import { liveCache } from "@/lib/firebase/live-cache";
import { saveChat } from "./saved-chat";

/**
 * This view's timeline of the chat (see `createChatTimeline`) and its messages, live. Each live page is
 * kept in browser storage, for the next visit to show at once.
 */
export function useChatTimeline(db: Firestore, uid: string) {
  const timeline = useMemo(() => createChatTimeline(db, liveCache, uid, (page) => saveChat(uid, page)), [db, uid]);
  const snapshot = useSyncExternalStore(timeline.subscribe, timeline.getSnapshot, timeline.getSnapshot);
  return { timeline, ...snapshot };
}
