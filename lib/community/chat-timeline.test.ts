import type { Firestore } from "firebase/firestore";
import { SubscriptionCache } from "./cache";
import { createChatTimeline, olderPageSize } from "./chat-timeline";
import type { ChatMessage } from "./live";

let push: (page: ChatMessage[]) => void = () => undefined;
const loadOlderMessages = jest.fn<Promise<ChatMessage[]>, [Firestore, string, ChatMessage, number]>();

jest.mock("./live", () => ({
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

const message = (minute: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${minute}`,
  text: `message ${minute}`,
  uid: "u",
  name: "Member",
  photoURL: "",
  sentAt: new Date(Date.UTC(2026, 0, 1, 9, minute)),
  pending: false,
  hidden: false,
  editedAt: null,
  deleted: false,
  reactions: {},
  ...extra,
});
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
  loadOlderMessages.mockResolvedValueOnce([message(5)]);
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
  loadOlderMessages.mockResolvedValueOnce([message(20), ...older.slice(0, -1)]);
  expect(await timeline.loadOlder()).toBe(olderPageSize - 1);
  expect(loadOlderMessages).toHaveBeenCalledWith(expect.anything(), "u", expect.objectContaining({ id: "m20" }), olderPageSize);
  expect(ids(timeline)?.[0]).toBe("m11");
  expect(new Set(ids(timeline)).size).toBe(ids(timeline)?.length);
  expect(timeline.getSnapshot().exhausted).toBe(false);

  loadOlderMessages.mockResolvedValueOnce([message(10)]);
  await timeline.loadOlder();
  expect(timeline.getSnapshot()).toMatchObject({ exhausted: true, loadingOlder: false });
  expect(await timeline.loadOlder()).toBe(0);
  expect(loadOlderMessages).toHaveBeenCalledTimes(2);
});

it("stops its live subscription when its last reader leaves", () => {
  const cache = new SubscriptionCache();
  const timeline = createChatTimeline({} as Firestore, cache, "u");
  const stop = timeline.subscribe(() => undefined);
  expect(cache.activeListeners()).toBe(1);
  stop();
  return Promise.resolve().then(() => expect(cache.activeListeners()).toBe(0));
});
