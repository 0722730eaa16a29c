import type { Firestore } from "firebase/firestore";
import { SubscriptionCache } from "@/lib/firebase/subscription-cache";
import { createChatTimeline, olderPageSize } from "./chat-timeline";
import { chatMessageFixture } from "@/test/chat-message-fixture";
import type { ChatMessage } from "./message";
import type { OlderPage } from "./chat";

let push: (page: ChatMessage[]) => void = () => undefined;
const loadOlderMessages = jest.fn<Promise<OlderPage>, [Firestore, string, ChatMessage, number]>();

jest.mock("./chat", () => ({
  maxOlderPage: 49,
  chatSource: () => ({
    kind: "chat",
    key: "test/chat",
    listen: (next: (page: ChatMessage[]) => void) => {
      push = next;
      return () => undefined;
    },
    fallback: (_: unknown, cached: ChatMessage[] | undefined) => cached ?? [],
  }),
  loadOlderMessages: (...args: [Firestore, string, ChatMessage, number]) => loadOlderMessages(...args),
}));

const message = (minute: number, extra: Partial<ChatMessage> = {}): ChatMessage =>
  chatMessageFixture({ id: `m${minute}`, text: `message ${minute}`, sentAt: new Date(Date.UTC(2026, 0, 1, 9, minute)), ...extra });
const ids = (timeline: ReturnType<typeof createChatTimeline>) => timeline.getSnapshot().messages?.map((item) => item.id);

function setup() {
  const timeline = createChatTimeline({} as Firestore, new SubscriptionCache(), "u");
  const stop = timeline.subscribe(() => undefined);
  return { timeline, stop };
}

beforeEach(() => loadOlderMessages.mockReset());

it("shows the live page oldest first, and null before it arrives", () => {
  const { timeline } = setup();
  expect(timeline.getSnapshot().messages).toBeNull();
  push([message(3), message(2), message(1)]);
  expect(ids(timeline)).toEqual(["m1", "m2", "m3"]);
});

it("keeps a message that drops out of the live page as newer ones arrive", () => {
  const { timeline } = setup();
  push([message(2), message(1)]);
  push([message(3), message(2)]);
  expect(ids(timeline)).toEqual(["m1", "m2", "m3"]);
});

it("drops a message that leaves the live page from within (hidden by a moderator), and keeps older pages", async () => {
  const { timeline } = setup();
  push([message(30), message(25), message(20)]);
  loadOlderMessages.mockResolvedValueOnce({ messages: [message(5)], more: false });
  await timeline.loadOlder();
  expect(ids(timeline)).toEqual(["m5", "m20", "m25", "m30"]);
  push([message(30), message(20), message(15)]);
  expect(ids(timeline)).toEqual(["m5", "m15", "m20", "m30"]);
});

it("drops a pending message the live page no longer has (a refused write), and confirms one it still has", () => {
  const { timeline } = setup();
  push([message(2, { pending: true }), message(1)]);
  push([message(1)]);
  expect(ids(timeline)).toEqual(["m1"]);
  push([message(3, { pending: true }), message(1)]);
  push([message(3), message(1)]);
  expect(timeline.getSnapshot().messages?.at(-1)).toMatchObject({ id: "m3", pending: false });
});

it("adds older pages above, each message once, from the oldest confirmed message", async () => {
  const { timeline } = setup();
  push([message(30), message(20)]);
  const older = Array.from({ length: olderPageSize }, (_, index) => message(19 - index));
  loadOlderMessages.mockResolvedValueOnce({ messages: [message(20), ...older.slice(0, -1)], more: true });
  expect(await timeline.loadOlder()).toBe(olderPageSize - 1);
  expect(loadOlderMessages).toHaveBeenCalledWith(expect.anything(), "u", expect.objectContaining({ id: "m20" }), olderPageSize);
  expect(ids(timeline)?.[0]).toBe("m11");
  expect(new Set(ids(timeline)).size).toBe(ids(timeline)?.length);
  expect(timeline.getSnapshot().exhausted).toBe(false);

  loadOlderMessages.mockResolvedValueOnce({ messages: [message(10)], more: false });
  await timeline.loadOlder();
  expect(timeline.getSnapshot()).toMatchObject({ exhausted: true, loadingOlder: false });
  expect(await timeline.loadOlder()).toBe(0);
  expect(loadOlderMessages).toHaveBeenCalledTimes(2);
});

it("knows a full page is the last when nothing is left before it, and keeps offering more after a failed read", async () => {
  const { timeline } = setup();
  push([message(59)]);
  loadOlderMessages.mockResolvedValueOnce({ messages: [], more: true });
  expect(await timeline.loadOlder()).toBe(0);
  expect(timeline.getSnapshot()).toMatchObject({ exhausted: false, loadingOlder: false });
  const full = Array.from({ length: olderPageSize }, (_, index) => message(58 - index));
  loadOlderMessages.mockResolvedValueOnce({ messages: full, more: false });
  expect(await timeline.loadOlder()).toBe(olderPageSize);
  expect(timeline.getSnapshot().exhausted).toBe(true);
  expect(await timeline.loadOlder()).toBe(0);
  expect(loadOlderMessages).toHaveBeenCalledTimes(2);
});

it("loads older pages of 49 until what is wanted is loaded, and stops at the beginning or the page limit", async () => {
  const { timeline } = setup();
  push([message(59), message(58)]);
  const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => message(from - index));
  loadOlderMessages.mockResolvedValueOnce({ messages: page(57, 49), more: true }).mockResolvedValueOnce({ messages: page(8, 8), more: true });
  await expect(timeline.loadUntil((messages) => messages.some((item) => item.id === "m5"))).resolves.toBe(true);
  expect(loadOlderMessages).toHaveBeenCalledTimes(2);
  expect(loadOlderMessages).toHaveBeenLastCalledWith(expect.anything(), "u", expect.objectContaining({ id: "m9" }), 49);
  // Already loaded: no read at all.
  await expect(timeline.loadUntil((messages) => messages.some((item) => item.id === "m30"))).resolves.toBe(true);
  expect(loadOlderMessages).toHaveBeenCalledTimes(2);
  // Not there: stops when a page says nothing is left before it (the beginning of the conversation).
  loadOlderMessages.mockResolvedValueOnce({ messages: [], more: false });
  await expect(timeline.loadUntil((messages) => messages.some((item) => item.id === "gone"))).resolves.toBe(false);
  expect(timeline.getSnapshot().exhausted).toBe(true);
});

it("gives up after the page limit", async () => {
  const { timeline } = setup();
  push([message(59)]);
  // Every page full, each older than the last: there is always more.
  let older = 0;
  loadOlderMessages.mockImplementation(async (_db, _uid, _oldest, size) => ({
    messages: Array.from({ length: size }, () => message(0, { id: `older${++older}`, sentAt: new Date(Date.UTC(2025, 0, 1) - older * 1000) })),
    more: true,
  }));
  await expect(timeline.loadUntil(() => false, { pages: 3 })).resolves.toBe(false);
  expect(loadOlderMessages).toHaveBeenCalledTimes(3);
});

it("stops its live subscription when its last reader leaves", () => {
  const cache = new SubscriptionCache();
  const timeline = createChatTimeline({} as Firestore, cache, "u");
  const stop = timeline.subscribe(() => undefined);
  expect(cache.activeListeners()).toBe(1);
  stop();
  return Promise.resolve().then(() => expect(cache.activeListeners()).toBe(0));
});
