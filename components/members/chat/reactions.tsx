"use client";

import dynamic from "next/dynamic";
import { ReactionIcon } from "@/components/ui/reaction-icon";
import type { ChatMessage } from "@/lib/community/message";
import type { ReactionId } from "@/lib/community/message";
import { reactionSummary } from "@/lib/community/use-reactions";
import { actionLink } from "./action-link";

// The picker is opened now and then: it loads on the first press of "Add a reaction".
export const ReactionPicker = dynamic(() => import("./reaction-picker").then((module) => module.ReactionPicker));

const chip = "inline-flex min-h-7 min-w-7 items-center justify-center gap-1 rounded-full border px-2 text-xs";

/**
 * Under a message that has reactions: each one given, counted, pressed when one is `uid`'s; a toggle
 * when `onPick` is given (a disabled one when it is null: drawn before the chat has connected). Members
 * who cannot react (blocked, not verified) see the counts only. Nothing when there are none.
 */
export function ReactionChips({ message, uid, onPick }: { message: ChatMessage; uid: string; onPick?: ((id: ReactionId) => void) | null }) {
  const { shown, count, mine } = reactionSummary(message, uid);
  if (shown.length === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1.5">
      {shown.map((reaction) => {
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
      })}
    </div>
  );
}

/** In a message's toolbar: opens the picker of the six reactions; not yet usable before the chat connects. */
export function AddReactionButton({ connected, picking, onToggle }: { connected: boolean; picking: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      disabled={!connected}
      aria-expanded={connected ? picking : undefined}
      aria-label="Add a reaction"
      title="Add a reaction"
      onClick={onToggle}
      className={`${actionLink} px-2`}
    >
      <ReactionIcon name="add-reaction" className="size-4" />
    </button>
  );
}
