/** A place scrolled to this long ago belongs to a chat that never handed over: it is not carried. */
const scrollKeptMs = 30_000;

/**
 * What the chat drawn before it connects (the server's first page, or the saved chat) hands the live
 * chat when it takes over: how far from the newest message the reader had scrolled, what they had
 * typed in the send box (from before the page hydrated on), whether it had focus, and whether they
 * pressed Enter. One per members' page (MembersGate makes it), so nothing carries between pages.
 */
export function createChatHandover(now: () => number = Date.now) {
  const held = { fromBottom: null as number | null, scrolledAt: 0, draft: "", focused: false, send: false };
  return {
    /** The reader scrolled the early chat: how far its view's bottom is from the newest message. */
    noteScroll(history: HTMLElement, reversed: boolean): void {
      // A column-reverse history counts scrollTop from the bottom, upwards and negative.
      held.fromBottom = Math.max(0, reversed ? -history.scrollTop : history.scrollHeight - history.clientHeight - history.scrollTop);
      held.scrolledAt = now();
    },
    /** Where the next chat drawn opens when the reader had scrolled the early one (taken once); null otherwise. */
    takeScroll(): number | null {
      const fromBottom = now() - held.scrolledAt < scrollKeptMs ? held.fromBottom : null;
      held.fromBottom = null;
      return fromBottom;
    },
    noteDraft(text: string, focused: boolean): void {
      Object.assign(held, { draft: text, focused });
    },
    /** The member pressed Enter in the early box: the live box sends what it holds as soon as it is there. */
    noteSend(): void {
      held.send = true;
    },
    /** What was typed before the live send box was there, whether the box had focus, and whether it was sent. */
    draft(): { text: string; focused: boolean; send: boolean } {
      return { text: held.draft, focused: held.focused, send: held.send };
    },
    /** The live send box has taken the draft over. */
    clearDraft(): void {
      Object.assign(held, { draft: "", focused: false, send: false });
    },
  };
}

export type ChatHandover = ReturnType<typeof createChatHandover>;
