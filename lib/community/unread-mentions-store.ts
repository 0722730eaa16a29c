/**
 * The signed-in member's unread mention count as this page last heard it, for the parts of the page
 * outside the members' area that show it (the members' navigation): the area publishes it, they subscribe.
 */
import type { UnreadMentions } from "./mentions";

let current: UnreadMentions | null = null;
const listeners = new Set<() => void>();

/** The area heard a new count (null: nobody is signed in, or the count is not known). */
export function publishUnreadMentions(next: UnreadMentions | null): void {
  if (current?.count === next?.count && current?.atLeast === next?.atLeast) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeUnreadMentions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const unreadMentionsNow = (): UnreadMentions | null => current;
