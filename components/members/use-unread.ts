"use client";

import { unreadCount } from "@/lib/community/chat-layout";
import { chatPageSize, chatSource, readMarkSource } from "@/lib/community/live";
import { useLive } from "@/lib/community/use-live";
import { useMemberSession } from "./member-session";

/**
 * How many messages arrived since the member last read the chat, live, from the chat's newest page
 * (the same listener the chat uses, so it costs no extra reads). `atLeast` when the whole page is
 * unread: there may be more. Nothing before the member's first visit to the chat, nor before their
 * address is verified.
 */
export function useUnread(): { count: number; atLeast: boolean } {
  const { db, user, verified } = useMemberSession();
  // The chat is read by verified members only.
  const page = useLive(verified ? chatSource(db, user.uid) : null);
  const mark = useLive(readMarkSource(db, user.uid));
  if (!page || !mark) return { count: 0, atLeast: false };
  const count = unreadCount(page, user.uid, mark);
  return { count, atLeast: page.length >= chatPageSize && page.every((message) => (message.sentAt?.getTime() ?? Infinity) > mark.getTime()) };
}
