import type { ChatMessage } from "@/lib/community/live";

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const fullTimeFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** When a message was sent, whether it was edited, and whether it is still on its way. */
export function MessageMeta({ message }: { message: ChatMessage }) {
  return (
    <>
      {message.sentAt ? (
        <time dateTime={message.sentAt.toISOString()} title={fullTimeFormat.format(message.sentAt)} className="text-xs text-fg-subtle">
          {timeFormat.format(message.sentAt)}
        </time>
      ) : null}
      {message.editedAt && !message.deleted ? (
        <span className="text-xs text-fg-subtle" title={`Edited ${fullTimeFormat.format(message.editedAt)}`}>
          (edited)
        </span>
      ) : null}
      {message.pending ? <span className="text-xs text-fg-subtle">Sending…</span> : null}
    </>
  );
}
