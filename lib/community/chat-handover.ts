/**
 * What the chat drawn before it connects (the server's first page, or the last visit's from storage)
 * hands the live chat when it takes over: how far from the newest message the reader had scrolled, and
 * what they had typed in the send box (from before the page hydrated on), and whether it had focus.
 */
const early = { fromBottom: null as number | null, scrolledAt: 0, draft: "", focused: false, send: false };

/** A place scrolled to this long ago belongs to a chat that never handed over: it is not carried. */
const scrollKeptMs = 30_000;

/** The reader scrolled the early chat: how far its view's bottom is from the newest message. */
export function noteEarlyScroll(history: HTMLElement, reversed: boolean): void {
  // A column-reverse history counts scrollTop from the bottom, upwards and negative.
  early.fromBottom = Math.max(0, reversed ? -history.scrollTop : history.scrollHeight - history.clientHeight - history.scrollTop);
  early.scrolledAt = Date.now();
}

/** Where the next chat drawn opens when the reader had scrolled the early one (taken once); null otherwise. */
export function takeEarlyScroll(): number | null {
  const fromBottom = Date.now() - early.scrolledAt < scrollKeptMs ? early.fromBottom : null;
  early.fromBottom = null;
  return fromBottom;
}

export function noteEarlyDraft(text: string, focused: boolean): void {
  Object.assign(early, { draft: text, focused });
}

/** The member pressed Enter in the early box: the live box sends what it holds as soon as it is there. */
export function noteEarlySend(): void {
  early.send = true;
}

/** What was typed before the live send box was there, whether the box had focus, and whether it was sent. */
export function earlyDraft(): { text: string; focused: boolean; send: boolean } {
  return { text: early.draft, focused: early.focused, send: early.send };
}

/** The live send box has taken the draft over. */
export function clearEarlyDraft(): void {
  Object.assign(early, { draft: "", focused: false, send: false });
}
