import type { Firestore } from "firebase/firestore";
import type { SubscriptionCache } from "@/lib/firebase/subscription-cache";
import { chatSource, loadOlderMessages, maxOlderPage } from "./chat";
import type { ChatMessage } from "./message";

export type TimelineSnapshot = {
  /** Oldest first; null until the first page has arrived. */
  messages: readonly ChatMessage[] | null;
  loadingOlder: boolean;
  /** No older messages are left to load. */
  exhausted: boolean;
};

export const olderPageSize = 10;

function byTime(a: ChatMessage, b: ChatMessage): number {
  // Pending messages carry an estimated time; one without any time yet sorts last.
  const [x, y] = [a.sentAt?.getTime() ?? Infinity, b.sentAt?.getTime() ?? Infinity];
  return x - y || a.id.localeCompare(b.id);
}

/**
 * One chat view's messages, as `uid` may see them: the live newest page from the shared cache plus
 * every older page loaded, each message once. A message that drops out of the live page as newer ones
 * arrive stays on screen; one that leaves it from within (hidden by a moderator) goes. `onLivePage`
 * hears each live page as it arrives.
 */
export function createChatTimeline(db: Firestore, cache: SubscriptionCache, uid: string, onLivePage?: (page: ChatMessage[]) => void) {
  const byId = new Map<string, ChatMessage>();
  const listeners = new Set<() => void>();
  let snapshot: TimelineSnapshot = { messages: null, loadingOlder: false, exhausted: false };
  let stopLive: (() => void) | undefined;

  const publish = (changes: Partial<TimelineSnapshot>) => {
    snapshot = { ...snapshot, ...changes };
    for (const listener of listeners) listener();
  };
  const sorted = () => [...byId.values()].sort(byTime);

  const applyLive = (page: ChatMessage[]) => {
    onLivePage?.(page);
    for (const message of page) byId.set(message.id, message);
    // A rejected write disappears from the live page, and so does a message a moderator hid: drop
    // pending messages the page no longer has, and any it should still hold by its time.
    const live = new Set(page.map((message) => message.id));
    const oldestLive = Math.min(...page.map((message) => message.sentAt?.getTime() ?? Infinity));
    for (const [id, message] of byId) {
      if (live.has(id)) continue;
      if (message.pending || (message.sentAt?.getTime() ?? Infinity) >= oldestLive) byId.delete(id);
    }
    publish({ messages: sorted() });
  };

  async function loadOlder(size = olderPageSize): Promise<number> {
    const oldest = snapshot.messages?.find((message) => !message.pending);
    if (!oldest || snapshot.loadingOlder || snapshot.exhausted) return 0;
    publish({ loadingOlder: true });
    const page = await loadOlderMessages(db, uid, oldest, size);
    let added = 0;
    for (const message of page.messages) {
      if (!byId.has(message.id)) added += 1;
      byId.set(message.id, message);
    }
    publish({ messages: sorted(), loadingOlder: false, exhausted: !page.more });
    return added;
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      stopLive ??= cache.subscribe(chatSource(db, uid), applyLive);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopLive?.();
          stopLive = undefined;
        }
      };
    },
    getSnapshot: (): TimelineSnapshot => snapshot,
    /** Loads the next older page (`size` messages, at most `maxOlderPage`); resolves to how many it added. */
    loadOlder,
    /**
     * Loads older pages of `size` (at most `pages` of them) until `enough` holds for the messages
     * loaded: the original a reply quotes, or the last message a member read. Resolves to whether it does.
     */
    async loadUntil(enough: (messages: readonly ChatMessage[]) => boolean, { size = maxOlderPage, pages = 10 } = {}): Promise<boolean> {
      for (let page = 0; !enough(snapshot.messages ?? []); page += 1) {
        if (page >= pages || snapshot.exhausted || (await loadOlder(size)) === 0) return enough(snapshot.messages ?? []);
      }
      return true;
    },
  };
}

export type ChatTimeline = ReturnType<typeof createChatTimeline>;
