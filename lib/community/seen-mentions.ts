/**
 * A mention seen in the open chat is read, as Slack and Discord treat it: which messages count as
 * seen, which of them have a mention record to mark read, and the pace those marks are stored at.
 */

/** What the page knows of the member's unread mention records: the ids its live count read, every one unless `atLeast`. */
type KnownUnread = { ids: readonly string[]; atLeast: boolean };

/** A message the member saw, and whether the chat draws it as mentioning them (named, or answering one of theirs). */
export type SeenMessage = { id: string; mentionsMe: boolean };

/** The part of a message on screen: of its own area (`ratio`), its height, and the chat history's height. */
type ShownPart = { ratio: number; height: number; historyHeight: number };

/** A message is seen when at least half of it is on screen, or, taller than that allows, it fills half the history. */
export const shownEnough = ({ ratio, height, historyHeight }: ShownPart) => ratio >= 0.5 || (historyHeight > 0 && height >= historyHeight / 2);

/** The most records one mark takes, as "Mark all as read" does. */
export const seenBatchMax = 50;

/**
 * Of the messages seen, the records to mark read (`write`: known to be unread) and those to look up
 * first (`check`: a message that mentions the member, beyond the unread records the count read), at
 * most seenBatchMax in all. None already marked or looked up (`done`), none before the unread records
 * are known; a seen message whose record the count has not heard of yet waits for it.
 */
export function mentionsToMark(seen: Iterable<SeenMessage>, unread: KnownUnread | undefined, done: ReadonlySet<string>): { write: string[]; check: string[] } {
  const write: string[] = [];
  const check: string[] = [];
  if (!unread) return { write, check };
  const known = new Set(unread.ids);
  for (const { id, mentionsMe } of seen) {
    if (write.length + check.length >= seenBatchMax) break;
    if (done.has(id)) continue;
    if (known.has(id)) write.push(id);
    else if (unread.atLeast && mentionsMe) check.push(id);
  }
  return { write, check };
}

/** Mentions seen together are stored together: the first mark waits this long for the others. */
export const seenSettleMs = 1_000;
/** While the member reads, marks are stored at most this often (and at once when the chat is left or hidden). */
export const seenPaceMs = 10_000;

/** Where the marks go: `markRead` stores one mark of records, `unreadAmong` says which records are unread. */
export type SeenMentionsStore = {
  markRead(ids: readonly string[]): Promise<boolean>;
  unreadAmong(ids: readonly string[]): Promise<string[]>;
};

/**
 * Marks read the mention records of the messages `see` is given, once each and only unread ones (as
 * `know` last said), in one write per seenSettleMs at first and then per seenPaceMs at most; `flush`
 * stores what waits at once. A refused mark is tried again with the next message seen or count heard.
 */
export function seenMentionsMarker(store: SeenMentionsStore) {
  const seen = new Map<string, SeenMessage>();
  const done = new Set<string>();
  let unread: KnownUnread | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  // A flush asked for while a mark was on its way: what waits goes as soon as that one is stored.
  let hurry = false;
  let lastMark = -Infinity;

  const due = () => mentionsToMark(seen.values(), unread, done);
  const waiting = () => {
    const { write, check } = due();
    return write.length + check.length > 0;
  };

  function schedule() {
    if (busy || timer !== undefined || !waiting()) return;
    timer = setTimeout(flush, Math.max(seenSettleMs, lastMark + seenPaceMs - Date.now()));
  }

  async function mark(write: string[], check: string[]) {
    busy = true;
    lastMark = Date.now();
    for (const id of [...write, ...check]) done.add(id);
    let stored = false;
    try {
      const found = check.length > 0 ? await store.unreadAmong(check) : [];
      const ids = [...write, ...found];
      stored = ids.length === 0 || (await store.markRead(ids));
    } catch {
      stored = false;
    }
    busy = false;
    if (!stored) {
      for (const id of [...write, ...check]) done.delete(id);
      hurry = false;
      return;
    }
    if (hurry) flush();
    else schedule();
  }

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    hurry = busy;
    if (busy) return;
    const { write, check } = due();
    if (write.length + check.length > 0) void mark(write, check);
  }

  return {
    /** Messages the member saw now. */
    see(messages: Iterable<SeenMessage>) {
      for (const message of messages) {
        const before = seen.get(message.id);
        if (!before || (message.mentionsMe && !before.mentionsMe)) seen.set(message.id, message);
      }
      schedule();
    },
    /** The unread records as the count last heard them (undefined until it has). */
    know(next: KnownUnread | undefined) {
      unread = next;
      schedule();
    },
    flush,
  };
}
