import type { ChatMessage } from "@/lib/community/message";
import { formatIn } from "@/lib/community/time-formats";

/**
 * When a message was sent, whether it was edited, and whether it is still on its way; in `timeZone`
 * (the browser's own when undefined: the server writes the first page in the browser's).
 */
export function MessageMeta({ message, timeZone }: { message: ChatMessage; timeZone?: string }) {
  const time = formatIn(timeZone, { hour: "2-digit", minute: "2-digit" });
  const full = formatIn(timeZone, { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
  return (
    <>
      {message.sentAt ? (
        <time dateTime={message.sentAt.toISOString()} title={full.format(message.sentAt)} className="text-xs text-fg-subtle">
          {time.format(message.sentAt)}
        </time>
      ) : null}
      {message.editedAt && !message.deleted ? (
        <span className="text-xs text-fg-subtle" title={`Edited ${full.format(message.editedAt)}`}>
          (edited)
        </span>
      ) : null}
      {message.pending ? <span className="text-xs text-fg-subtle">Sending…</span> : null}
    </>
  );
}
