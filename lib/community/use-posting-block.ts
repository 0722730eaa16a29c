"use client";

import type { Firestore } from "firebase/firestore";
import { useMemo, useSyncExternalStore } from "react";
import { blockSource, readBlock } from "./member-documents";
import { liveCache } from "@/lib/firebase/live-cache";
import { createPostingBlock } from "./posting-block";

/**
 * Whether a moderator's block holds the member from posting in this view of the chat (see
 * `createPostingBlock`): `blocked` is the block that holds, if any.
 */
export function usePostingBlock(db: Firestore, uid: string) {
  const store = useMemo(() => createPostingBlock(liveCache, blockSource(db, uid), () => readBlock(db, uid)), [db, uid]);
  const { live, blocked } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { blocked, isBlocked: store.isBlocked, onLifted: store.onLifted, explainRefusal: () => store.explainRefusal(live) };
}

export type PostingBlockState = ReturnType<typeof usePostingBlock>;
