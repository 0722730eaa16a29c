import { mentionsToMark, seenBatchMax, seenMentionsMarker, seenPaceMs, seenSettleMs, shownEnough, type SeenMentionsStore } from "./seen-mentions";

const mention = (id: string) => ({ id, mentionsMe: true });
const plain = (id: string) => ({ id, mentionsMe: false });

describe("shownEnough", () => {
  it.each([
    ["half of it on screen", { ratio: 0.5, height: 40, historyHeight: 600 }, true],
    ["all of it", { ratio: 1, height: 80, historyHeight: 600 }, true],
    ["less than half", { ratio: 0.45, height: 36, historyHeight: 600 }, false],
    ["a glimpse of a tall one", { ratio: 0.2, height: 200, historyHeight: 600 }, false],
    ["a tall one filling half the history", { ratio: 0.25, height: 300, historyHeight: 600 }, true],
    ["nothing, in a history not laid out", { ratio: 0, height: 0, historyHeight: 0 }, false],
  ])("%s: %s", (_, part, expected) => {
    expect(shownEnough(part)).toBe(expected);
  });
});

describe("mentionsToMark", () => {
  const complete = { ids: ["a", "b"], atLeast: false };

  it("writes the seen messages whose records the count knows unread, and nothing before it knows", () => {
    expect(mentionsToMark([plain("a"), mention("b"), mention("c"), plain("d")], complete, new Set())).toEqual({ write: ["a", "b"], check: [] });
    expect(mentionsToMark([mention("a")], undefined, new Set())).toEqual({ write: [], check: [] });
  });

  it("writes none marked already, and none read already (not among the unread the count holds)", () => {
    expect(mentionsToMark([mention("a"), mention("b")], complete, new Set(["a"]))).toEqual({ write: ["b"], check: [] });
    expect(mentionsToMark([mention("z")], complete, new Set())).toEqual({ write: [], check: [] });
  });

  it("looks up a seen mention of the member the count may have left out, once, and never a message that does not mention them", () => {
    const partial = { ids: ["a"], atLeast: true };
    expect(mentionsToMark([mention("a"), mention("b"), plain("c")], partial, new Set())).toEqual({ write: ["a"], check: ["b"] });
    expect(mentionsToMark([mention("b")], partial, new Set(["b"]))).toEqual({ write: [], check: [] });
  });

  it(`takes at most ${seenBatchMax} at once`, () => {
    const ids = Array.from({ length: seenBatchMax + 5 }, (_, index) => `m${index}`);
    const { write, check } = mentionsToMark(ids.map(mention), { ids: ids.slice(0, 30), atLeast: true }, new Set());
    expect(write).toHaveLength(30);
    expect(check).toHaveLength(seenBatchMax - 30);
  });
});

describe("seenMentionsMarker", () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 1, 9) }));
  afterEach(() => jest.useRealTimers());

  function fakeStore(unreadOnServer: string[] = []) {
    const marks: string[][] = [];
    const lookups: string[][] = [];
    let refuse = false;
    const store: SeenMentionsStore = {
      markRead: async (ids) => {
        marks.push([...ids]);
        return !refuse;
      },
      unreadAmong: async (ids) => {
        lookups.push([...ids]);
        return ids.filter((id) => unreadOnServer.includes(id));
      },
    };
    return { store, marks, lookups, refuse: (value: boolean) => (refuse = value) };
  }
  const settle = (ms: number) => jest.advanceTimersByTimeAsync(ms);

  it("stores the mentions seen together in one write, once the first has settled", async () => {
    const { store, marks } = fakeStore();
    const marker = seenMentionsMarker(store);
    marker.know({ ids: ["a", "b", "c"], atLeast: false });
    marker.see([mention("a")]);
    await settle(seenSettleMs / 2);
    marker.see([mention("a"), plain("b"), plain("x")]);
    expect(marks).toEqual([]);
    await settle(seenSettleMs / 2);
    expect(marks).toEqual([["a", "b"]]);
    // The count hears the write and lists them no more: nothing is written again.
    marker.know({ ids: ["c"], atLeast: false });
    marker.see([mention("a"), plain("b")]);
    await settle(seenPaceMs * 2);
    expect(marks).toEqual([["a", "b"]]);
  });

  it("waits for the count to know a seen message's record, then marks it", async () => {
    const { store, marks } = fakeStore();
    const marker = seenMentionsMarker(store);
    marker.see([mention("a")]);
    await settle(seenPaceMs);
    expect(marks).toEqual([]);
    marker.know({ ids: [], atLeast: false });
    await settle(seenPaceMs);
    expect(marks).toEqual([]);
    marker.know({ ids: ["a"], atLeast: false });
    await settle(seenSettleMs);
    expect(marks).toEqual([["a"]]);
  });

  it("writes at most once per pace while the member reads, and at once when flushed", async () => {
    const { store, marks } = fakeStore();
    const marker = seenMentionsMarker(store);
    marker.know({ ids: ["a", "b", "c"], atLeast: false });
    marker.see([mention("a")]);
    await settle(seenSettleMs);
    marker.see([mention("b")]);
    await settle(seenPaceMs - 1);
    expect(marks).toEqual([["a"]]);
    await settle(1);
    expect(marks).toEqual([["a"], ["b"]]);
    marker.see([mention("c")]);
    marker.flush();
    await settle(0);
    expect(marks).toEqual([["a"], ["b"], ["c"]]);
  });

  it("flushed while a write is on its way, stores what waits as soon as that one is stored", async () => {
    let stored: (value: boolean) => void = () => undefined;
    const marks: string[][] = [];
    const marker = seenMentionsMarker({
      markRead: (ids) => {
        marks.push([...ids]);
        return new Promise((resolve) => (stored = resolve));
      },
      unreadAmong: async () => [],
    });
    marker.know({ ids: ["a", "b"], atLeast: false });
    marker.see([mention("a")]);
    await settle(seenSettleMs);
    marker.see([mention("b")]);
    marker.flush();
    expect(marks).toEqual([["a"]]);
    stored(true);
    await settle(0);
    expect(marks).toEqual([["a"], ["b"]]);
  });

  it("looks up a seen mention beyond the counted ones once, and marks it only when it is unread", async () => {
    const { store, marks, lookups } = fakeStore(["late"]);
    const marker = seenMentionsMarker(store);
    marker.know({ ids: ["a"], atLeast: true });
    marker.see([mention("a"), mention("late"), mention("old"), plain("chat")]);
    await settle(seenSettleMs);
    expect(lookups).toEqual([["late", "old"]]);
    expect(marks).toEqual([["a", "late"]]);
    marker.see([mention("old")]);
    await settle(seenPaceMs * 2);
    expect(lookups).toHaveLength(1);
    expect(marks).toHaveLength(1);
  });

  it("writes nothing when the looked-up mentions were read already", async () => {
    const { store, marks, lookups } = fakeStore();
    const marker = seenMentionsMarker(store);
    marker.know({ ids: ["x"], atLeast: true });
    marker.see([mention("old")]);
    await settle(seenSettleMs);
    expect(lookups).toEqual([["old"]]);
    expect(marks).toEqual([]);
  });

  it("tries a refused write again with the next thing seen, at the pace", async () => {
    const { store, marks, refuse } = fakeStore();
    const marker = seenMentionsMarker(store);
    refuse(true);
    marker.know({ ids: ["a"], atLeast: false });
    marker.see([mention("a")]);
    await settle(seenSettleMs);
    expect(marks).toEqual([["a"]]);
    refuse(false);
    marker.see([mention("a")]);
    await settle(seenPaceMs - 1);
    expect(marks).toEqual([["a"]]);
    await settle(1);
    expect(marks).toEqual([["a"], ["a"]]);
    // Not again on its own, nor once stored.
    await settle(seenPaceMs * 3);
    marker.see([mention("a")]);
    await settle(seenPaceMs * 2);
    expect(marks).toEqual([["a"], ["a"]]);
  });
});
