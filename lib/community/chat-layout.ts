import type { ChatMessage } from "./live";

/** Messages by one author this close together read as one group: one name and avatar for all. */
export const groupWithinMs = 5 * 60_000;

/** A message as the chat lays it out: with the day separator and "New messages" divider before it, if any. */
export type ChatRow = { message: ChatMessage; grouped: boolean; day: string | null; unreadDivider: boolean };

const weekdayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "long" });
const dayMonthFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long" });
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** "Today", "Yesterday", else the weekday and date (with the year when it is not this year's). */
export function dayLabel(date: Date, now = new Date()): string {
  const days = Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / 86_400_000);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  const year = date.getFullYear() === now.getFullYear() ? "" : ` ${date.getFullYear()}`;
  return `${weekdayFormat.format(date)} ${dayMonthFormat.format(date)}${year}`;
}

/** Whether someone else's message arrived after the member's read mark. */
export function isUnread(message: ChatMessage, uid: string, mark: Date | null): boolean {
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
export function chatRows(messages: readonly ChatMessage[], { uid, unreadAfter, now = new Date() }: { uid: string; unreadAfter: Date | null; now?: Date }): ChatRow[] {
  let previous: ChatMessage | undefined;
  let lastDay = "";
  let dividerPlaced = false;
  return messages.map((message) => {
    const at = message.sentAt ?? now;
    const thisDay = startOfDay(at).toISOString();
    const day = thisDay === lastDay ? null : dayLabel(at, now);
    lastDay = thisDay;
    const unreadDivider = !dividerPlaced && isUnread(message, uid, unreadAfter);
    dividerPlaced ||= unreadDivider;
    const grouped = day === null && !unreadDivider && previous?.uid === message.uid && at.getTime() - (previous.sentAt ?? now).getTime() < groupWithinMs;
    previous = message;
    return { message, grouped, day, unreadDivider };
  });
}
