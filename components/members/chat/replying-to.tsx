import type { ChatMessage } from "@/lib/community/message";

/** Above the send box while the member writes a reply: what they answer, and a way to cancel. */
export function ReplyingTo({ message, onCancel }: { message: ChatMessage; onCancel: () => void }) {
  return (
    <div className="mb-2 flex items-start gap-3 rounded-xl border-l-2 border-accent bg-ink-900 px-3 py-2 text-sm">
      <p id="chat-replying-to" className="min-w-0 flex-1">
        <span className="font-semibold">Replying to {message.name || "Member"}</span>
        <span className="block truncate text-xs text-fg-subtle">{message.text}</span>
      </p>
      <button
        type="button"
        onClick={onCancel}
        className="grid size-8 shrink-0 place-items-center rounded-full text-fg-subtle hover:bg-ink-700 hover:text-fg"
        aria-label="Cancel the reply"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </button>
    </div>
  );
}
