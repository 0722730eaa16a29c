"use client";

import { useState } from "react";
import { ReactionIcon } from "@/components/ui/reaction-icon";
import type { ChatMessage } from "@/lib/community/live";
import type { ReactionId } from "@/lib/community/reactions";
import { useReactions } from "@/lib/community/use-reactions";
import { useMemberSession } from "../member-session";
import { ReactionPicker } from "./reaction-picker";

const chip = "inline-flex min-h-7 min-w-7 items-center justify-center gap-1 rounded-full border px-2 text-xs";

/**
 * The reactions on a message, counted live: each one a toggle for the member (pressed when theirs),
 * and a picker of the six. Members who cannot react (blocked, not verified) see the counts only.
 */
export function Reactions({ message, canReact }: { message: ChatMessage; canReact: boolean }) {
  const { db, user } = useMemberSession();
  const { shown, count, mine, toggle, failed } = useReactions(db, user.uid, message);
  const [picking, setPicking] = useState(false);

  const pick = (id: ReactionId) => {
    setPicking(false);
    void toggle(id);
  };

  if (shown.length === 0 && !canReact) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5">
      {shown.map((reaction) => {
        const [given, theirs] = [count(reaction.id), mine(reaction.id)];
        const label = `${reaction.label}: ${given}${theirs ? ", including you" : ""}`;
        const look = theirs ? "border-accent bg-accent/15 text-fg" : "border-ink-600 text-fg-muted";
        return canReact ? (
          <button key={reaction.id} type="button" aria-pressed={theirs} aria-label={label} title={label} onClick={() => pick(reaction.id)} className={`${chip} ${look} hover:border-accent/60`}>
            <ReactionIcon name={reaction.id} className="size-3.5" />
            <span aria-hidden="true">{given}</span>
          </button>
        ) : (
          <span key={reaction.id} role="img" aria-label={label} title={label} className={`${chip} ${look}`}>
            <ReactionIcon name={reaction.id} className="size-3.5" />
            <span aria-hidden="true">{given}</span>
          </span>
        );
      })}
      {canReact ? (
        <button type="button" aria-expanded={picking} aria-label="Add a reaction" title="Add a reaction" onClick={() => setPicking((open) => !open)} className={`${chip} border-transparent text-fg-subtle hover:border-ink-600 hover:text-fg`}>
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
