"use client";

import { useMemo, useSyncExternalStore } from "react";
import { readStoredUser, type StoredUser } from "@/lib/members/stored-user";
import type { ChatMessage } from "./live";
import { readStoredChat } from "./stored-chat";

const unchanging = () => () => {};

/** `read(key)` taken once per view and key: null while the page hydrates (the server has no storage). */
function useReadOnce<T>(key: string | null, read: (key: string | null) => T | null): T | null {
  const once = useMemo(() => {
    let stored: { value: T | null } | undefined;
    return () => (stored ??= { value: read(key) }).value;
  }, [key, read]);
  return useSyncExternalStore(unchanging, once, () => null);
}

const chatOf = (uid: string | null) => (uid ? readStoredChat(uid) : null);

function storedSession(): { user: StoredUser; messages: ChatMessage[] } | null {
  const user = readStoredUser();
  const messages = user ? readStoredChat(user.uid) : null;
  return user && messages ? { user, messages } : null;
}

/** `uid`'s chat as browser storage kept it (see `readStoredChat`); null when there is none. */
export function useStoredChat(uid: string | null): ChatMessage[] | null {
  return useReadOnce(uid, chatOf);
}

/**
 * The member this browser last had signed in (localStorage `user`) with their stored chat, before
 * Firebase has restored the session; null when either is missing.
 */
export function useStoredSession(): { user: StoredUser; messages: ChatMessage[] } | null {
  return useReadOnce(null, storedSession);
}
