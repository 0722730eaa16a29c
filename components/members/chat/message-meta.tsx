import type { ChatMessage } from "@/lib/community/live";

const formats = new Map<string, { time: Intl.DateTimeFormat; full: Intl.DateTimeFormat }>();

/** The formats of one time zone (undefined: the browser's own), made once. */
function formatsIn(timeZone: string | undefined) {
  const key = timeZone ?? "";
  let found = formats.get(key);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }),
      full: new Intl.DateTimeFormat("en-GB", {
        timeZone,
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      }),
    };
    formats.set(key, found);
  }
  return found;
}

/**
 * When a message was sent, whether it was edited, and whether it is still on its way; in `timeZone`
 * (the browser's own when undefined: the server writes the first page in the browser's).
 */
export function MessageMeta({ message, timeZone }: { message: ChatMessage; timeZone?: string }) {
  const { time, full } = formatsIn(timeZone);
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
