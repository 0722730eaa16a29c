import { chatMessageFixture } from "@/test/chat-message-fixture";
import { SubscriptionCache, type Source } from "@/lib/firebase/subscription-cache";
import { createChatOpening, unreadPages } from "./chat-opening";
import type { TimelineSnapshot } from "./chat-timeline";
import { chatPageSize, type ChatMessage } from "./message";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => chatMessageFixture({ id: `m${from + index}`, sentAt: at(from + index) }));

function fakeTimeline() {
  const listeners = new Set<() => void>();
  let snapshot: TimelineSnapshot = { messages: null, loadingOlder: false, exhausted: false };
  const loadUntil = jest.fn<Promise<boolean>, [(messages: readonly ChatMessage[]) => boolean, { pages?: number }?]>(async () => true);
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    loadUntil,
    show(messages: ChatMessage[]) {
      snapshot = { ...snapshot, messages };
      for (const listener of listeners) listener();
    },
  };
}

function fakeReadMark() {
  let emit: (mark: Date | null) => void = () => undefined;
  const source: Source<Date | null> = {
    kind: "readMark",
    key: "test/readMark",
    listen(next) {
      emit = next;
      return () => undefined;
    },
    fallback: () => null,
  };
  return { source, emit: (mark: Date | null) => emit(mark) };
}

let cache: SubscriptionCache;
beforeEach(() => {
  cache = new SubscriptionCache();
});
afterEach(() => cache.clear());

function setup() {
  const timeline = fakeTimeline();
  const readMark = fakeReadMark();
  const opening = createChatOpening(timeline, cache, readMark.source);
  const changed = jest.fn();
  const stop = opening.subscribe(changed);
  return { timeline, readMark, opening, changed, stop };
}

it("opens once both the first page and the read mark are known, and keeps that mark while it moves on", () => {
  const { timeline, readMark, opening } = setup();
  timeline.show(page(0, 5));
  expect(opening.getSnapshot()).toBeNull();
  readMark.emit(at(2));
  expect(opening.getSnapshot()).toEqual({ unreadAfter: at(2), ready: true });
  readMark.emit(at(4));
  timeline.show(page(0, 6));
  expect(opening.getSnapshot()).toEqual({ unreadAfter: at(2), ready: true });
  expect(timeline.loadUntil).not.toHaveBeenCalled();
});

it("opens without a divider on a first visit (no read mark)", () => {
  const { timeline, readMark, opening } = setup();
  readMark.emit(null);
  timeline.show(page(0, chatPageSize));
  expect(opening.getSnapshot()).toEqual({ unreadAfter: null, ready: true });
});

it("loads older pages first when every message of the first page is unread, up to the last one read", async () => {
  const { timeline, readMark, opening, changed } = setup();
  readMark.emit(at(9));
  timeline.show(page(10, chatPageSize));
  expect(opening.getSnapshot()).toEqual({ unreadAfter: at(9), ready: false });
  expect(timeline.loadUntil).toHaveBeenCalledTimes(1);
  const [reached, options] = timeline.loadUntil.mock.calls[0] ?? [];
  expect(options).toEqual({ pages: unreadPages });
  expect(reached?.(page(10, 3))).toBe(false);
  expect(reached?.(page(8, 3))).toBe(true);
  expect(reached?.([chatMessageFixture({ id: "pending", sentAt: at(1), pending: true })])).toBe(false);

  await Promise.resolve();
  await Promise.resolve();
  expect(opening.getSnapshot()).toEqual({ unreadAfter: at(9), ready: true });
  expect(changed).toHaveBeenCalledTimes(2);
});

it("takes the read mark already cached, and stops following both once unsubscribed", () => {
  const first = setup();
  first.readMark.emit(at(3));
  const timeline = fakeTimeline();
  const opening = createChatOpening(timeline, cache, first.readMark.source);
  const stop = opening.subscribe(() => undefined);
  stop();
  timeline.show(page(0, 5));
  expect(opening.getSnapshot()).toBeNull();
  opening.subscribe(() => undefined);
  expect(opening.getSnapshot()).toEqual({ unreadAfter: at(3), ready: true });
});
