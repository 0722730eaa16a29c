"use client";

import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { useChatHandover } from "./chat-handover-context";
import type { ChatTimeline } from "@/lib/community/chat-timeline";
import type { ChatMessage } from "@/lib/community/message";

const nearBottomPx = 80;

/** A message as shown, without the day separator or divider above it (which come and go as pages load). */
function messageBody(list: HTMLElement, id: string): HTMLElement | null {
  return list.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"] [data-message-body]`);
}

type ChatScrollOptions = {
  timeline: ChatTimeline;
  messages: readonly ChatMessage[] | null;
  uid: string;
  /** The chat has opened: its messages are shown. */
  ready: boolean;
  /** Called whenever the member can see the newest message. */
  onNewestSeen: (messages: readonly ChatMessage[]) => void;
};

/**
 * The chat history's scrolling: it opens at the "New messages" divider (else at the newest message),
 * follows a new message when the reader is at the bottom or wrote it (else counts it `unseen`), and
 * keeps the reader's place while older messages load in above.
 */
export function useChatScroll({ timeline, messages, uid, ready, onNewestSeen }: ChatScrollOptions) {
  const list = useRef<HTMLDivElement>(null);
  const handover = useChatHandover();
  // Older messages go in above what the reader is looking at: this message stays exactly where it was.
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const shown = useRef<{ first?: string; last?: string }>({});
  const [unseen, setUnseen] = useState(0);

  function markIfRead() {
    const element = list.current;
    if (!element || !ready || !messages || document.visibilityState !== "visible") return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight >= nearBottomPx) return;
    onNewestSeen(messages);
  }
  const markSeen = useEffectEvent(markIfRead);
  useEffect(() => {
    document.addEventListener("visibilitychange", markSeen);
    return () => document.removeEventListener("visibilitychange", markSeen);
  }, []);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !messages || !ready) return;
    const [first, last] = [messages[0]?.id, messages.at(-1)?.id];
    const previous = shown.current;
    shown.current = { first, last };
    const held = anchor.current;
    if (held && first !== held.id) {
      const body = messageBody(element, held.id);
      if (body) element.scrollTop += body.getBoundingClientRect().top - element.getBoundingClientRect().top - held.offset;
      anchor.current = null;
    }
    if (previous.last === undefined) {
      // Opening: where the reader left the chat drawn before it connected, else at the "New messages"
      // divider when there is one, else at the newest message.
      const early = handover.takeScroll();
      const divider = element.querySelector<HTMLElement>("[data-unread-divider]")?.closest("li");
      if (early !== null) element.scrollTop = element.scrollHeight - element.clientHeight - early;
      else element.scrollTop = divider ? divider.offsetTop - 8 : element.scrollHeight;
    } else if (last !== previous.last) {
      // A new message at the bottom: follow it if the reader is at the bottom or wrote it.
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      const mine = messages.at(-1)?.uid === uid;
      if (mine || distance < nearBottomPx + 240) element.scrollTop = element.scrollHeight;
      else setUnseen((count) => count + 1);
    }
    markSeen();
  }, [messages, uid, ready, handover]);

  async function loadOlder() {
    const element = list.current;
    const first = messages?.[0];
    const body = element && first && messageBody(element, first.id);
    if (element && first && body) anchor.current = { id: first.id, offset: body.getBoundingClientRect().top - element.getBoundingClientRect().top };
    await timeline.loadOlder();
  }

  const onScroll = () => {
    const element = list.current;
    if (element && element.scrollHeight - element.scrollTop - element.clientHeight < nearBottomPx) setUnseen(0);
    markIfRead();
  };

  const toNewest = () => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
    setUnseen(0);
  };

  return { list, unseen, loadOlder, onScroll, toNewest };
}
