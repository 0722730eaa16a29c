"use client";

import { unreadCount } from "@/lib/community/chat-layout";
import { chatPageSize } from "@/lib/community/message";
import { chatSource, unreadSource } from "@/lib/community/chat";
import { readMarkSource } from "@/lib/community/read-marks";
import { useLive } from "@/lib/firebase/use-live";
import { useMemberSession } from "./member-session";

/**
 * How many messages arrived since the member last read the chat, live. Where the chat is on screen,
 * from its newest page (the listener the chat uses, so no extra reads); elsewhere from the messages
 * after the read mark alone (none to read while nothing is new). `atLeast` when there may be more.
 * Nothing before the member's first visit to the chat, nor before their address is verified.
 */
export function useUnread(chatShown: boolean): { count: number; atLeast: boolean } {
  const { db, user, verified } = useMemberSession();
  const mark = useLive(readMarkSource(db, user.uid));
  // The chat is read by verified members only.
  const page = useLive(verified && chatShown ? chatSource(db, user.uid) : null);
  const away = useLive(verified && !chatShown && mark ? unreadSource(db, user.uid, mark) : null);
  if (!mark) return { count: 0, atLeast: false };
  if (!chatShown) return away ?? { count: 0, atLeast: false };
  if (!page) return { count: 0, atLeast: false };
  const count = unreadCount(page, user.uid, mark);
  return { count, atLeast: page.length >= chatPageSize && page.every((message) => (message.sentAt?.getTime() ?? Infinity) > mark.getTime()) };
}
