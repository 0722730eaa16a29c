import { ReactionIcon } from "@/components/ui/reaction-icon";
import { reactions, type ReactionId } from "@/lib/community/message";

type ReactionPickerProps = {
  /** Whether the member has given this reaction already. */
  mine: (id: ReactionId) => boolean;
  onPick: (id: ReactionId) => void;
};

/** The six reactions to choose from, each pressed when the member has given it. */
export function ReactionPicker({ mine, onPick }: ReactionPickerProps) {
  return (
    <div role="group" aria-label="Reactions" className="flex flex-wrap gap-1 rounded-full border border-ink-600 bg-ink-900 p-1">
      {reactions.map((reaction) => (
        <button
          key={reaction.id}
          type="button"
          aria-pressed={mine(reaction.id)}
          aria-label={reaction.label}
          title={reaction.label}
          onClick={() => onPick(reaction.id)}
          className={`grid size-8 place-items-center rounded-full ${mine(reaction.id) ? "bg-accent/15 text-fg" : "text-fg-muted hover:bg-ink-700 hover:text-fg"}`}
        >
          <ReactionIcon name={reaction.id} className="size-4" />
        </button>
      ))}
    </div>
  );
}
