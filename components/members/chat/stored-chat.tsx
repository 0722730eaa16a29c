"use client";

import { useLayoutEffect, useMemo, useRef } from "react";
import { chatRows } from "@/lib/community/chat-layout";
import type { ChatMessage } from "@/lib/community/live";
import { useStoredChat } from "@/lib/community/use-stored-chat";
import { ChatItem } from "./chat-item";

const ignore = () => {};

/**
 * The messages `uid` last saw, from browser storage, marked as updating: shown at once on a return
 * visit and replaced by the live ones when the store answers. Nothing in them can be pressed.
 */
export function StoredChatList({ uid, messages }: { uid: string; messages: readonly ChatMessage[] }) {
  const list = useRef<HTMLOListElement>(null);
  const rows = useMemo(() => chatRows(messages, { uid, unreadAfter: null }), [messages, uid]);
  const byId = useMemo(() => new Map(messages.map((message) => [message.id, message])), [messages]);
  // Opens at the newest message, as the live chat does.
  useLayoutEffect(() => {
    const history = list.current?.parentElement;
    if (history) history.scrollTop = history.scrollHeight;
  }, []);
  return (
    <>
      <p role="status" className="sticky top-0 z-10 mx-auto mb-3 w-fit rounded-full border border-ink-600 bg-ink-850 px-3 py-1 text-xs text-fg-muted">
        Updating… these are the messages from your last visit.
      </p>
      <ol ref={list} aria-label="Chat messages" aria-busy="true">
        {rows.map(({ message, grouped, day }) => (
          <ChatItem
            key={message.id}
            message={message}
            mine={message.uid === uid}
            grouped={grouped}
            day={day}
            unreadDivider={false}
            highlighted={false}
            canReport={false}
            canReact={false}
            onReply={ignore}
            loaded={(id) => byId.get(id)}
            onJump={ignore}
            stored={{ uid }}
          />
        ))}
      </ol>
    </>
  );
}

/** The chat's place while its first page is on the way: the stored messages when there are any. */
export function StoredChat({ uid }: { uid: string }) {
  const messages = useStoredChat(uid);
  if (!messages) {
    return (
      <p role="status" className="text-fg-muted">
        Loading...
      </p>
    );
  }
  return <StoredChatList uid={uid} messages={messages} />;
}
