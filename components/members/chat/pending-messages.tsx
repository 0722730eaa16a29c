"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import { noPendingMessages, onPendingMessages, pendingMessages, settlePending } from "@/lib/community/chat-sends";

/**
 * The member's messages on their way through the server, under the chat's history: "Sending…" at
 * once, "Sent" once the server has it, and gone when the chat itself shows it (`shown`: the ids it
 * holds). Drawn as the member's own messages are, on the right.
 */
export function PendingMessages({ shown }: { shown: readonly { id: string }[] }) {
  const pending = useSyncExternalStore(onPendingMessages, pendingMessages, noPendingMessages);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => settlePending(new Set(shown.map((message) => message.id))), [shown, pending]);
  const waiting = pending.filter((message) => !shown.some((held) => held.id === message.id));
  const count = waiting.length;
  // A message just sent is in view, as the member's own messages are once posted.
  useEffect(() => {
    if (count > 0) list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [count]);
  if (count === 0) return null;
  return (
    <ol ref={list} aria-label="Your messages on their way" className="mt-1 flex flex-col items-end gap-1">
      {waiting.map((message) => (
        <li key={message.id} data-pending-message={message.id} className="max-w-[85%] rounded-2xl rounded-br-md bg-accent/15 px-3 py-1.5">
          <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
          <p className="text-right text-xs text-fg-muted" role="status">
            {message.state === "sending" ? "Sending…" : "Sent"}
          </p>
        </li>
      ))}
    </ol>
  );
}
