"use client";

import { useMemo, useState } from "react";
import type { ChatTimeline } from "./chat-timeline";
import type { ChatMessage } from "./message";

/** At most this many older pages (of 49) are loaded to reach a message a reply quotes. */
const quotePages = 10;

/**
 * Replies in this view of the chat: the message the member is answering, and the originals replies
 * quote, on screen (`loaded`) or found by loading older pages (`findOriginal`; `missing` when the last
 * one looked for is no longer in the chat).
 */
export function useReplies(timeline: ChatTimeline, messages: readonly ChatMessage[] | undefined) {
  const [replyingTo, setReplyingTo] = useState<ChatMessage | null>(null);
  const [missing, setMissing] = useState(false);
  const byId = useMemo(() => new Map((messages ?? []).map((message) => [message.id, message])), [messages]);

  async function findOriginal(id: string): Promise<boolean> {
    setMissing(false);
    const found = await timeline.loadUntil((loaded) => loaded.some((message) => message.id === id), { pages: quotePages });
    if (!found) setMissing(true);
    return found;
  }

  return {
    replyingTo,
    startReply: setReplyingTo,
    cancelReply: () => setReplyingTo(null),
    loaded: (id: string) => byId.get(id),
    findOriginal,
    missing,
  };
}
