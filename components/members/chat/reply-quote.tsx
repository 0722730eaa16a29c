"use client";

import { useEffect, useState } from "react";
import type { ChatMessage } from "@/lib/community/message";
import { quotedMessage } from "@/lib/community/quoted-messages";
import { useChatConnection } from "./chat-connection";

type ReplyQuoteProps = {
  /** The message the reply answers. */
  id: string;
  /** The original when the chat holds it (null: known to be gone or not the member's to read). */
  loaded: (id: string) => ChatMessage | null | undefined;
  onJump: (id: string) => void;
};

/**
 * The message a reply answers, quoted short: its author and the start of its text; a press goes to it.
 * An original not on screen is read once the chat has connected; before, the quote is text only.
 */
export function ReplyQuote({ id, loaded, onJump }: ReplyQuoteProps) {
  const db = useChatConnection()?.db;
  const onScreen = loaded(id);
  const [fetched, setFetched] = useState<{ id: string; message: ChatMessage | null }>();
  useEffect(() => {
    if (onScreen !== undefined || !db) return;
    let current = true;
    void quotedMessage(db, id).then((message) => {
      if (current) setFetched({ id, message });
    });
    return () => {
      current = false;
    };
  }, [db, id, onScreen]);
  return <QuoteView id={id} original={onScreen !== undefined ? onScreen : fetched?.id === id ? fetched.message : undefined} onJump={db ? onJump : undefined} />;
}

/**
 * The quote itself: the original when known (a press goes to it), gone (null), or not yet read
 * (undefined). Without `onJump` it is text only.
 */
function QuoteView({ id, original, onJump }: { id: string; original: ChatMessage | null | undefined; onJump?: (id: string) => void }) {
  const box = "mt-1 mb-1.5 block w-full rounded-lg border-l-2 px-2 py-1 text-left text-xs";
  if (original === undefined) return <span className={`${box} border-ink-600 text-fg-subtle`}>Replying to an earlier message</span>;
  if (original === null) return <span className={`${box} border-ink-600 italic text-fg-subtle`}>Replying to a message that is no longer available</span>;
  const name = original.name || "Member";
  const excerpt = original.deleted ? "Message deleted" : original.text;
  const quoted = `Replying to ${name}: “${excerpt.length > 80 ? `${excerpt.slice(0, 80)}…` : excerpt}”`;
  const content = (
    <>
      <span className="block font-semibold text-fg-muted">{name}</span>
      <span className={`line-clamp-2 break-words text-fg-subtle ${original.deleted ? "italic" : ""}`}>{excerpt}</span>
    </>
  );
  if (!onJump) {
    return (
      <span role="note" aria-label={`${quoted}.`} className={`${box} border-accent/70 bg-ink-900/60`}>
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onJump(id)}
      className={`${box} border-accent/70 bg-ink-900/60 hover:bg-ink-900`}
      aria-label={`${quoted}. Go to that message.`}
    >
      {content}
    </button>
  );
}
