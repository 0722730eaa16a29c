"use client";

import { useMemo, useSyncExternalStore } from "react";
import { readStoredUser, type StoredUser } from "@/lib/members/stored-user";
import type { ChatMessage } from "./live";
import { readStoredChat } from "./stored-chat";

const unchanging = () => () => {};

/** `read()` taken once per view: null while the page hydrates (the server has no storage), then its value. */
function useReadOnce<T>(read: () => T | null, key: string | null): T | null {
  const once = useMemo(() => {
    let stored: { value: T | null } | undefined;
    return () => (stored ??= { value: read() }).value;
    // `read` is recreated each render; `key` is what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useSyncExternalStore(unchanging, once, () => null);
}

/** `uid`'s chat as browser storage kept it (see `readStoredChat`); null when there is none. */
export function useStoredChat(uid: string | null): ChatMessage[] | null {
  return useReadOnce(() => (uid ? readStoredChat(uid) : null), uid);
}

/**
 * The member this browser last had signed in (localStorage `user`) with their stored chat, before
 * Firebase has restored the session; null when either is missing.
 */
export function useStoredSession(): { user: StoredUser; messages: ChatMessage[] } | null {
  return useReadOnce(() => {
    const user = readStoredUser();
    const messages = user ? readStoredChat(user.uid) : null;
    return user && messages ? { user, messages } : null;
  }, "session");
}
