import type { Source, SubscriptionCache } from "@/lib/firebase/subscription-cache";
import type { MemberBlock } from "./member-documents";

/** `live`: the block as the listener has it (undefined until it answers); `blocked`: the block that holds, if any. */
export type PostingBlockSnapshot = { live: MemberBlock | null | undefined; blocked: MemberBlock | null };

/**
 * Whether a moderator's block holds the member from posting, for one view of the chat: the live block,
 * or else a block read from the server after a refused send, which holds until the live block next
 * changes (a listener can lag, or miss a change while it reconnects). `onLifted` listeners hear when
 * a block that held no longer does.
 */
export function createPostingBlock(cache: SubscriptionCache, source: Source<MemberBlock | null>, readNow: () => Promise<MemberBlock | null>) {
  const listeners = new Set<() => void>();
  const liftedListeners = new Set<() => void>();
  let live = cache.peek<MemberBlock | null>(source.key);
  let refusedBy: { block: MemberBlock; live: MemberBlock | null | undefined } | null = null;
  const holding = () => (live?.blocked ? live : refusedBy && refusedBy.live === live ? refusedBy.block : null);
  let snapshot: PostingBlockSnapshot = { live, blocked: holding() };

  const update = () => {
    const [before, blocked] = [snapshot.blocked, holding()];
    if (live === snapshot.live && blocked === before) return;
    snapshot = { live, blocked };
    if (before && !blocked) for (const listener of liftedListeners) listener();
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const stop = cache.subscribe(source, (value) => {
        live = value;
        update();
      });
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    getSnapshot: (): PostingBlockSnapshot => snapshot,
    /** Whether a block holds now, including one that has not reached a render yet. */
    isBlocked: (): boolean => holding() !== null,
    /**
     * Whether a block explains a send the store refused, as the server has it now. It then holds until
     * the live block changes from `seen`, the live block when the send was made.
     */
    async explainRefusal(seen: MemberBlock | null | undefined): Promise<boolean> {
      const current = await readNow().catch(() => null);
      if (!current?.blocked) return false;
      refusedBy = { block: current, live: seen };
      update();
      return true;
    },
    onLifted(listener: () => void): () => void {
      liftedListeners.add(listener);
      return () => liftedListeners.delete(listener);
    },
  };
}
