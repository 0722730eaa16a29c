/** A place scrolled to this long ago belongs to a chat that never handed over: it is not carried. */
const scrollKeptMs = 30_000;

/**
 * What the chat drawn before it connects (the server's first page, or the saved chat) hands the live
 * chat when it takes over: how far from the newest message the reader had scrolled, what they had
 * typed in the send box (from before the page hydrated on), and whether it had focus (a message sent
 * goes at once, through the server: chat-sends.ts). One per members' page (MembersGate makes it), so nothing carries between pages.
 */
export function createChatHandover(now: () => number = Date.now) {
  const held = { fromBottom: null as number | null, scrolledAt: 0, draft: "", focused: false };
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
    /** What was typed before the live send box was there, and whether the box had focus. */
    draft(): { text: string; focused: boolean } {
      return { text: held.draft, focused: held.focused };
    },
    /** The live send box has taken the draft over. */
    clearDraft(): void {
      Object.assign(held, { draft: "", focused: false });
    },
  };
}

export type ChatHandover = ReturnType<typeof createChatHandover>;
