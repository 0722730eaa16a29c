"use client";

import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { chatRows } from "@/lib/community/chat-layout";
import type { FirstChatView } from "@/lib/community/first-page";
import type { ChatMessage, StaffRoles } from "@/lib/community/message";
import { useSavedChat } from "@/lib/community/use-saved-chat";
import { useChatHandover } from "./chat-handover-context";
import { ChatList } from "./chat-list";
import { messageBoxHint, messageBoxLook } from "./send-box";

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

/**
 * Before the page's scripts run, Enter in the early box asks for the message to be sent once the chat
 * connects (a mark on the form), rather than starting a new line: the only script the page needs for
 * it, inline, under the page's nonce.
 */
const sendOnConnectScript = `(function(){var b=document.getElementById("chat-message");if(!b||!b.form)return;b.addEventListener("keydown",function(e){if(e.key==="Enter"&&!e.shiftKey&&!e.isComposing&&b.value.trim()){e.preventDefault();b.form.setAttribute("data-send-on-connect","")}})})();`;

/**
 * The send box before the chat has connected: the same box, typed into from the first paint (what is
 * typed, before the page hydrates too, goes to the live box when it takes over). Enter asks for the
 * message to go as soon as the chat connects; the live box then sends it.
 */
export function EarlySendBox({ nonce }: { nonce?: string }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const handover = useChatHandover();
  const [queued, setQueued] = useState(false);
  const note = () => {
    if (box.current) handover.noteDraft(box.current.value, document.activeElement === box.current);
  };
  const queue = () => {
    handover.noteSend();
    setQueued(true);
  };
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Typed before the page hydrated, the browser kept it in the box. A box drawn again on the way to
    // the live chat (the page's gate moving on) takes over what the one before it held, focus and all.
    const kept = handover.draft();
    if (element.value === "" && kept.text !== "") element.value = kept.text;
    if (kept.focused && document.activeElement !== element) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
    handover.noteDraft(element.value, document.activeElement === element);
    // Enter pressed before the page hydrated.
    if (kept.send || form.current?.hasAttribute("data-send-on-connect")) {
      handover.noteSend();
      setQueued(true);
    }
  }, [handover]);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (event.currentTarget.value.trim()) queue();
  };
  return (
    <form ref={form} className="mt-4" aria-label="Send a message">
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2 sm:gap-3">
        <textarea
          ref={box}
          id="chat-message"
          name="message"
          rows={2}
          placeholder={messageBoxHint}
          onInput={note}
          onFocus={note}
          onBlur={note}
          onKeyDown={onKeyDown}
          aria-describedby="chat-message-help"
          className={messageBoxLook}
        />
        {nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: sendOnConnectScript }} /> : null}
        <Button type="submit" disabled>
          Send
        </Button>
      </div>
      <div id="chat-message-help" className="mt-2 flex min-h-5 flex-wrap justify-between gap-2 text-xs">
        <p role="status" className="text-fg-muted">
          {queued ? "Your message goes as soon as the chat connects…" : "Connecting to the chat…"}
        </p>
      </div>
    </form>
  );
}
