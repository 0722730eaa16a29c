import type { ChatMessage } from "./message";
import { formatIn } from "./time-formats";

/** Messages by one author this close together read as one group: one name and avatar for all. */
const groupWithinMs = 5 * 60_000;

/** A message as the chat lays it out: with the day separator and "New messages" divider before it, if any. */
export type ChatRow = { message: ChatMessage; grouped: boolean; day: string | null; unreadDivider: boolean };

/** The calendar day of `date` in `timeZone`, as "YYYY-MM-DD". */
const dayOf = (date: Date, timeZone?: string) => formatIn(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA").format(date);
/** Days from one "YYYY-MM-DD" to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * "Today", "Yesterday", else the weekday and date (with the year when it is not this year's), in
 * `timeZone` (the browser's own when undefined; the server writes the first page in the browser's).
 */
export function dayLabel(date: Date, now = new Date(), timeZone?: string): string {
  const [day, today] = [dayOf(date, timeZone), dayOf(now, timeZone)];
  const days = daysBetween(day, today);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  const year = day.slice(0, 4) === today.slice(0, 4) ? "" : ` ${day.slice(0, 4)}`;
  return `${formatIn(timeZone, { weekday: "long" }).format(date)} ${formatIn(timeZone, { day: "numeric", month: "long" }).format(date)}${year}`;
}

/** Whether someone else's message arrived after the member's read mark. */
function isUnread(message: ChatMessage, uid: string, mark: Date | null): boolean {
  return mark !== null && message.uid !== uid && !message.pending && !message.deleted && message.sentAt !== null && message.sentAt.getTime() > mark.getTime();
}

/** How many of `messages` arrived since the member last read. */
export function unreadCount(messages: readonly ChatMessage[], uid: string, mark: Date | null): number {
  return messages.filter((message) => isUnread(message, uid, mark)).length;
}

/**
 * The chat as rows: a day separator where the day changes, the "New messages" divider before the first
 * message that arrived after `unreadAfter`, and each message marked `grouped` when it continues the
 * previous one's group (same author, same day, within five minutes, no divider between).
 */
export function chatRows(
  messages: readonly ChatMessage[],
  { uid, unreadAfter, now = new Date(), timeZone }: { uid: string; unreadAfter: Date | null; now?: Date; timeZone?: string },
): ChatRow[] {
  let previous: ChatMessage | undefined;
  let lastDay = "";
  let dividerPlaced = false;
  return messages.map((message) => {
    const at = message.sentAt ?? now;
    const thisDay = dayOf(at, timeZone);
    const day = thisDay === lastDay ? null : dayLabel(at, now, timeZone);
    lastDay = thisDay;
    const unreadDivider = !dividerPlaced && isUnread(message, uid, unreadAfter);
    dividerPlaced ||= unreadDivider;
    const grouped = day === null && !unreadDivider && previous?.uid === message.uid && at.getTime() - (previous.sentAt ?? now).getTime() < groupWithinMs;
    previous = message;
    return { message, grouped, day, unreadDivider };
  });
}
