"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { ReactionIcon } from "@/components/ui/reaction-icon";
import type { ChatMessage } from "@/lib/community/message";
import type { ReactionId } from "@/lib/community/message";
import { reactionSummary, useReactions } from "@/lib/community/use-reactions";
import { useChatConnection } from "./chat-connection";

// The picker is opened now and then: it loads on the first press of "Add a reaction".
const ReactionPicker = dynamic(() => import("./reaction-picker").then((module) => module.ReactionPicker));

const chip = "inline-flex min-h-7 min-w-7 items-center justify-center gap-1 rounded-full border px-2 text-xs";

/**
 * Each reaction given to `message`, counted, pressed when one is `uid`'s; a toggle when `onPick` is
 * given (a disabled one when it is null: drawn before the chat has connected).
 */
function reactionChips(message: ChatMessage, uid: string, onPick?: ((id: ReactionId) => void) | null) {
  const { shown, count, mine } = reactionSummary(message, uid);
  return shown.map((reaction) => {
    const [given, theirs] = [count(reaction.id), mine(reaction.id)];
    const label = `${reaction.label}: ${given}${theirs ? ", including you" : ""}`;
    const look = theirs ? "border-accent bg-accent/15 text-fg" : "border-ink-600 text-fg-muted";
    return onPick !== undefined ? (
      <button
        key={reaction.id}
        type="button"
        aria-pressed={theirs}
        aria-label={label}
        title={label}
        disabled={onPick === null}
        onClick={() => onPick?.(reaction.id)}
        className={`${chip} ${look} hover:border-accent/60`}
      >
        <ReactionIcon name={reaction.id} className="size-3.5" />
        <span aria-hidden="true">{given}</span>
      </button>
    ) : (
      <span key={reaction.id} role="img" aria-label={label} title={label} className={`${chip} ${look}`}>
        <ReactionIcon name={reaction.id} className="size-3.5" />
        <span aria-hidden="true">{given}</span>
      </span>
    );
  });
}

const addButton = `${chip} border-transparent text-fg-subtle hover:border-ink-600 hover:text-fg`;

/**
 * The reactions on a message, counted live: each one a toggle for the member `uid` (pressed when
 * theirs), and a picker of the six. Members who cannot react (blocked, not verified) see the counts
 * only. Before the chat has connected, the same chips and picker button, not yet usable.
 */
export function Reactions({ message, uid, canReact }: { message: ChatMessage; uid: string; canReact: boolean }) {
  const connection = useChatConnection();
  const { shown, mine, toggle, failed } = useReactions(connection?.db ?? null, uid, message);
  const [picking, setPicking] = useState(false);

  const pick = (id: ReactionId) => {
    setPicking(false);
    void toggle(id);
  };

  if (shown.length === 0 && !canReact) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5">
      {reactionChips(message, uid, canReact ? (connection ? pick : null) : undefined)}
      {canReact ? (
        <button
          type="button"
          disabled={!connection}
          aria-expanded={connection ? picking : undefined}
          aria-label="Add a reaction"
          title="Add a reaction"
          onClick={() => setPicking((open) => !open)}
          className={addButton}
        >
          <ReactionIcon name="add-reaction" className="size-4" />
        </button>
      ) : null}
      {picking ? <ReactionPicker mine={mine} onPick={pick} /> : null}
      {failed ? (
        <span role="alert" className="text-xs text-danger">
          Your reaction was not saved. Try again.
        </span>
      ) : null}
    </div>
  );
}
