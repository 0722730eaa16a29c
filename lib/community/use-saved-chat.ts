"use client";

import { useMemo, useSyncExternalStore } from "react";
import { readSavedUser, type SavedUser } from "@/lib/members/saved-user";
import type { ChatMessage } from "./message";
import { readSavedChat } from "./saved-chat";

const unchanging = () => () => {};

/** `read(key)` taken once per view and key: null while the page hydrates (the server has no storage). */
function useReadOnce<T>(key: string | null, read: (key: string | null) => T | null): T | null {
  const once = useMemo(() => {
    let stored: { value: T | null } | undefined;
    return () => (stored ??= { value: read(key) }).value;
  }, [key, read]);
  return useSyncExternalStore(unchanging, once, () => null);
}

const chatOf = (uid: string | null) => (uid ? readSavedChat(uid) : null);

function storedSession(): { user: SavedUser; messages: ChatMessage[] } | null {
  const user = readSavedUser();
  const messages = user ? readSavedChat(user.uid) : null;
  return user && messages ? { user, messages } : null;
}

/** `uid`'s chat as browser storage kept it (see `readSavedChat`); null when there is none. */
export function useSavedChat(uid: string | null): ChatMessage[] | null {
  return useReadOnce(uid, chatOf);
}

/**
 * The member this browser last had signed in (localStorage `user`) with their stored chat, before
 * Firebase has restored the session; null when either is missing.
 */
export function useSavedSession(): { user: SavedUser; messages: ChatMessage[] } | null {
  return useReadOnce(null, storedSession);
}
