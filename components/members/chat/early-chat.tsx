"use client";

import { createContext, useContext, useLayoutEffect, useMemo, useRef } from "react";
import { chatRows } from "@/lib/community/chat-layout";
import type { FirstChatView } from "@/lib/community/first-page";
import type { ChatMessage, StaffRoles } from "@/lib/community/message";
import { useSavedChat } from "@/lib/community/use-saved-chat";
import { useChatHandover } from "./chat-handover-context";
import { ChatList } from "./chat-list";
import { PendingMessages } from "./pending-messages";

/** The server's first page of the chat for this member, when the page came with one. */
export const FirstChatContext = createContext<FirstChatView | null>(null);
export const useFirstChat = () => useContext(FirstChatContext);

/** A chat drawn before it connects: the server's first page (fresh), or the last visit's from storage (`stale`). */
export type EarlyChat = {
  uid: string;
  messages: readonly ChatMessage[];
  unreadAfter: Date | null;
  staff?: StaffRoles;
  quotes?: ReadonlyMap<string, ChatMessage | null>;
  timeZone?: string;
  now?: Date;
  /** Reacting, replying and reporting will be open to them (not blocked). */
  canAct: boolean;
  stale: boolean;
};

export const earlyChatOf = (first: FirstChatView): EarlyChat => ({ ...first, canAct: !first.blocked, stale: false });

/**
 * The messages of an early chat, laid out exactly as the live chat lays them out (names, badges,
 * quotes, the "New messages" divider, the controls there but not yet usable), in a history that opens
 * at the newest message without JavaScript (a column-reverse box, see ChatFrame's `reversed`) and, once
 * hydrated, at the divider as the live chat does. Where the reader scrolls it to is handed to the live chat.
 */
export function EarlyChatList({ chat }: { chat: EarlyChat }) {
  const list = useRef<HTMLOListElement>(null);
  const handover = useChatHandover();
  const { uid, messages, unreadAfter, timeZone, now } = chat;
  const rows = useMemo(() => chatRows(messages, { uid, unreadAfter, now, timeZone }), [messages, uid, unreadAfter, now, timeZone]);
  const byId = useMemo(() => new Map(messages.map((message) => [message.id, message])), [messages]);
  const loaded = (id: string) => byId.get(id) ?? chat.quotes?.get(id);
  const drawnAt = useMemo(() => ({ timeZone, now }), [timeZone, now]);
  useLayoutEffect(() => {
    const history = list.current?.closest<HTMLElement>("[data-chat-history]");
    if (!history) return;
    const onScroll = () => handover.noteScroll(history, true);
    // Where an early chat before this one was left (this one is a step of the same hand-over), else
    // where the reader scrolled before the page hydrated, else at the "New messages" divider, as the
    // live chat opens.
    const held = handover.takeScroll();
    const divider = history.querySelector<HTMLElement>("[data-unread-divider]");
    if (held !== null) history.scrollTop = -held;
    else if (divider && history.scrollTop === 0) history.scrollTop += divider.getBoundingClientRect().top - history.getBoundingClientRect().top - 8;
    if (history.scrollTop !== 0) onScroll();
    history.addEventListener("scroll", onScroll, { passive: true });
    return () => history.removeEventListener("scroll", onScroll);
  }, [handover]);
  return (
    <>
      {chat.stale ? (
        <p role="status" className="sticky top-0 z-10 mx-auto mb-3 w-fit rounded-full border border-ink-600 bg-ink-850 px-3 py-1 text-xs text-fg-muted">
          Updating… these are the messages from your last visit.
        </p>
      ) : null}
      <ChatList rows={rows} uid={uid} staff={chat.staff} canAct={chat.canAct} loaded={loaded} drawnAt={drawnAt} busy={chat.stale} listRef={list} />
      <PendingMessages shown={messages} />
    </>
  );
}

/** The chat's place while its first page is on the way: the server's, else the stored messages when there are any. */
export function EarlyChatOrLoading({ uid }: { uid: string }) {
  const first = useFirstChat();
  const stored = useSavedChat(first?.uid === uid ? null : uid);
  if (first?.uid === uid) return <EarlyChatList chat={earlyChatOf(first)} />;
  if (!stored) {
    return (
      <p role="status" className="text-fg-muted">
        Loading...
      </p>
    );
  }
  return <EarlyChatList chat={{ uid, messages: stored, unreadAfter: null, canAct: true, stale: true }} />;
}
