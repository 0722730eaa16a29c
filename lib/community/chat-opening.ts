import type { Source, SubscriptionCache } from "@/lib/firebase/subscription-cache";
import type { ChatTimeline } from "./chat-timeline";
import { chatPageSize, type ChatMessage } from "./message";

/**
 * Where one view of the chat opens: after the message read last as the member's read mark stood then
 * (the "New messages" divider stays there while they read on); `ready` once the messages around it are in.
 */
export type ChatOpening = { unreadAfter: Date | null; ready: boolean };

/** At most this many older pages (of 49) are loaded to reach the last message read. */
export const unreadPages = 2;

const confirmedAt = (message: ChatMessage) => (message.pending ? null : message.sentAt);

/** Every confirmed message of a full first page arrived after `mark`: the last one read is further back. */
function allUnread(messages: readonly ChatMessage[], mark: Date | null): boolean {
  const confirmed = messages.filter(confirmedAt);
  return mark !== null && confirmed.length >= chatPageSize && confirmed.every((message) => (message.sentAt?.getTime() ?? 0) > mark.getTime());
}

/**
 * The opening of one view of the chat, decided once both its first page and the read mark are known.
 * When every message of the first page is unread, older pages are loaded first (a few at most) so the
 * divider sits where the member stopped reading.
 */
export function createChatOpening(
  timeline: Pick<ChatTimeline, "subscribe" | "getSnapshot" | "loadUntil">,
  cache: SubscriptionCache,
  readMark: Source<Date | null>,
) {
  const listeners = new Set<() => void>();
  let opening: ChatOpening | null = null;
  let mark = cache.peek<Date | null>(readMark.key);

  const publish = (next: ChatOpening) => {
    opening = next;
    for (const listener of listeners) listener();
  };

  const open = () => {
    const { messages } = timeline.getSnapshot();
    if (opening || messages === null || mark === undefined) return;
    const unreadAfter = mark;
    if (unreadAfter === null || !allUnread(messages, unreadAfter)) return publish({ unreadAfter, ready: true });
    publish({ unreadAfter, ready: false });
    const reached = (loaded: readonly ChatMessage[]) => loaded.some((message) => (confirmedAt(message)?.getTime() ?? Infinity) <= unreadAfter.getTime());
    void timeline.loadUntil(reached, { pages: unreadPages }).finally(() => publish({ unreadAfter, ready: true }));
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const stops = [
        timeline.subscribe(() => open()),
        cache.subscribe(readMark, (value) => {
          mark = value;
          open();
        }),
      ];
      open();
      return () => {
        listeners.delete(listener);
        for (const stop of stops) stop();
      };
    },
    /** Null until the chat has opened. */
    getSnapshot: (): ChatOpening | null => opening,
  };
}
