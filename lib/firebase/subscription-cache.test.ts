import { cacheTtlMs, isPermissionError, SubscriptionCache, expiryIntervalMs, type CacheKind, type Source } from "./subscription-cache";

/** A source whose listener the test drives by hand. */
function fakeSource<T>(kind: CacheKind, key: string, fallback: Source<T>["fallback"]) {
  const calls = { listen: 0, stop: 0 };
  let emit: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const source: Source<T> = {
    kind,
    key,
    listen(next, error) {
      calls.listen += 1;
      emit = next;
      fail = error;
      return () => {
        calls.stop += 1;
      };
    },
    fallback,
  };
  return { source, calls, emit: (value: T) => emit(value), fail: (error: unknown) => fail(error) };
}

const toNull = () => null;
const microtask = () => Promise.resolve();

let onError: jest.Mock;
let cache: SubscriptionCache;

beforeEach(() => {
  jest.useFakeTimers();
  onError = jest.fn();
  cache = new SubscriptionCache({ onError });
});

afterEach(() => {
  cache.clear();
  jest.useRealTimers();
});

describe("time to live", () => {
  it.each(Object.entries(cacheTtlMs) as [CacheKind, number][])("keeps a %s value for %i ms", async (kind, ttl) => {
    const { source, calls, emit } = fakeSource<string | null>(kind, `k-${kind}`, toNull);
    const leave = cache.subscribe(source, jest.fn());
    emit("v1");
    leave();
    await microtask();

    jest.advanceTimersByTime(ttl - 1);
    expect(cache.peek(source.key)).toBe("v1");
    jest.advanceTimersByTime(1);
    cache.expire();
    expect(cache.peek(source.key)).toBeUndefined();

    const late = jest.fn();
    cache.subscribe(source, late);
    expect(late).not.toHaveBeenCalled();
    expect(calls.listen).toBe(2);
  });

  it("hands a new subscriber the cached value at once while it is fresh", async () => {
    const { source, calls, emit } = fakeSource<string | null>("stats", "stats-a", toNull);
    const leave = cache.subscribe(source, jest.fn());
    emit("v1");
    leave();
    await microtask();
    jest.advanceTimersByTime(cacheTtlMs.stats - 1000);

    const late = jest.fn();
    cache.subscribe(source, late);
    expect(late).toHaveBeenCalledWith("v1");
    expect(calls.listen).toBe(2);
  });
});

describe("shared listeners", () => {
  it("starts one listener for every subscriber of a key and stops it a microtask after the last leaves", async () => {
    const { source, calls, emit } = fakeSource<number | null>("members", "members", toNull);
    const first = jest.fn();
    const second = jest.fn();
    const leaveFirst = cache.subscribe(source, first);
    const leaveSecond = cache.subscribe(source, second);
    expect(calls.listen).toBe(1);

    emit(3);
    expect(first).toHaveBeenCalledWith(3);
    expect(second).toHaveBeenCalledWith(3);

    leaveFirst();
    await microtask();
    expect(cache.activeListeners()).toBe(1);

    leaveSecond();
    expect(cache.activeListeners()).toBe(1);
    await microtask();
    expect(cache.activeListeners()).toBe(0);
    expect(calls.stop).toBe(1);
  });

  it("keeps the listener through a StrictMode unmount and remount in the same tick", async () => {
    const { source, calls, emit } = fakeSource<number | null>("profile", "profile-a", toNull);
    const leave = cache.subscribe(source, jest.fn());
    emit(7);
    leave();
    const again = jest.fn();
    cache.subscribe(source, again);
    await microtask();

    expect(again).toHaveBeenCalledWith(7);
    expect(calls).toEqual({ listen: 1, stop: 0 });
    expect(cache.activeListeners()).toBe(1);
  });

  it("treats a second unsubscribe as a no-op", async () => {
    const { source, calls } = fakeSource<number | null>("stats", "stats-b", toNull);
    const leave = cache.subscribe(source, jest.fn());
    cache.subscribe(source, jest.fn());
    leave();
    leave();
    await microtask();
    expect(cache.activeListeners()).toBe(1);
    expect(calls.stop).toBe(0);
  });

  it("keeps delivering to the others when one subscriber throws", () => {
    const { source, emit } = fakeSource<number | null>("stats", "stats-c", toNull);
    const boom = new Error("render failed");
    cache.subscribe(source, () => {
      throw boom;
    });
    const fine = jest.fn();
    cache.subscribe(source, fine);
    emit(1);
    expect(fine).toHaveBeenCalledWith(1);
    expect(onError).toHaveBeenCalledWith(boom, { kind: "stats", key: "stats-c" });
  });
});

describe("the expiry round", () => {
  it("never restarts a current listener that still has subscribers, however quiet it has been", () => {
    const { source, calls, emit } = fakeSource<string[]>("chat", "chat", (_, cached) => cached ?? []);
    const listener = jest.fn();
    cache.subscribe(source, listener);
    emit(["a"]);

    jest.advanceTimersByTime(10 * expiryIntervalMs);
    expect(calls).toEqual({ listen: 1, stop: 0 });
    expect(cache.activeListeners()).toBe(1);

    emit(["b", "a"]);
    expect(listener).toHaveBeenLastCalledWith(["b", "a"]);
  });

  it("restarts a failed listener that still has subscribers once it expires, and keeps them", () => {
    const { source, calls, emit, fail } = fakeSource<number | null>("stats", "stats-d", toNull);
    const listener = jest.fn();
    cache.subscribe(source, listener);
    emit(1);
    fail(new Error("unavailable"));
    jest.advanceTimersByTime(2 * expiryIntervalMs);
    expect(calls.listen).toBe(1);
    jest.advanceTimersByTime(expiryIntervalMs);
    expect(calls).toEqual({ listen: 2, stop: 1 });
    emit(2);
    expect(listener).toHaveBeenLastCalledWith(2);
  });

  it("stops the listener of an expired idle entry and removes it", () => {
    const { source, calls, emit } = fakeSource<string[]>("chat", "chat-idle", (_, cached) => cached ?? []);
    const leave = cache.subscribe(source, jest.fn());
    emit(["a"]);
    leave();
    // The expiry round comes before the deferred stop: it stops the listener itself.
    jest.advanceTimersByTime(cacheTtlMs.chat);
    cache.expire();
    expect(calls.stop).toBe(1);
    expect(cache.activeListeners()).toBe(0);
    expect(cache.peek(source.key)).toBeUndefined();
  });

  it("removes expired idle entries on the interval and stops the interval once the cache is empty", async () => {
    const { source, emit } = fakeSource<number | null>("stats", "stats-e", toNull);
    const leave = cache.subscribe(source, jest.fn());
    emit(1);
    expect(jest.getTimerCount()).toBe(1);
    leave();
    await microtask();
    expect(jest.getTimerCount()).toBe(1);

    jest.advanceTimersByTime(3 * expiryIntervalMs);
    expect(cache.peek(source.key)).toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("does not keep an entry that never received a value once its last subscriber leaves", async () => {
    const { source } = fakeSource<number | null>("stats", "stats-f", toNull);
    cache.subscribe(source, jest.fn())();
    await microtask();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("errors", () => {
  const denied = Object.assign(new Error("Missing or insufficient permissions."), { code: "permission-denied" });

  it.each([
    ["stats", toNull, undefined, null],
    ["members", () => [], undefined, []],
    ["chat", (_: unknown, cached: string[] | undefined) => cached ?? [], ["hello"], ["hello"]],
    ["chat", (_: unknown, cached: string[] | undefined) => cached ?? [], undefined, []],
  ] as const)("a failing %s source delivers its fallback", (kind, fallback, before, expected) => {
    const { source, emit, fail } = fakeSource<unknown>(kind, `failing-${kind}-${String(before)}`, fallback as Source<unknown>["fallback"]);
    const listener = jest.fn();
    cache.subscribe(source, listener);
    if (before) emit(before);
    fail(new Error("unavailable"));
    expect(listener).toHaveBeenLastCalledWith(expected);
    expect(cache.peek(source.key)).toEqual(expected);
    expect(cache.activeListeners()).toBe(0);
  });

  it("reports other errors but never permission refusals", () => {
    const refused = fakeSource<number | null>("stats", "someone-else", toNull);
    const broken = fakeSource<number | null>("stats", "mine", toNull);
    cache.subscribe(refused.source, jest.fn());
    cache.subscribe(broken.source, jest.fn());
    refused.fail(denied);
    broken.fail(new Error("unavailable"));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(new Error("unavailable"), { kind: "stats", key: "mine" });
  });

  it.each([
    [{ code: "permission-denied" }, true],
    [new Error("FirebaseError: Missing or insufficient permissions."), true],
    [{ code: "unavailable", message: "offline" }, false],
    ["permission-denied", false],
    [null, false],
  ])("isPermissionError(%p) is %p", (error, expected) => {
    expect(isPermissionError(error)).toBe(expected);
  });

  it("waits for the entry to expire before trying a failed source again", () => {
    const { source, calls, fail } = fakeSource<number | null>("stats", "retry", toNull);
    cache.subscribe(source, jest.fn());
    fail(denied);
    const late = jest.fn();
    cache.subscribe(source, late);
    expect(late).toHaveBeenCalledWith(null);
    expect(calls.listen).toBe(1);

    jest.advanceTimersByTime(cacheTtlMs.stats + expiryIntervalMs);
    expect(calls.listen).toBe(2);
  });

  it("treats a listen that throws as a failure", () => {
    const source: Source<string[]> = {
      kind: "members",
      key: "throws",
      listen() {
        throw new Error("bad query");
      },
      fallback: () => [],
    };
    const listener = jest.fn();
    cache.subscribe(source, listener);
    expect(listener).toHaveBeenCalledWith([]);
    expect(onError).toHaveBeenCalledWith(new Error("bad query"), { kind: "members", key: "throws" });
  });
});

it("clear() stops every listener, forgets every value and leaves no timer", () => {
  const stats = fakeSource<number | null>("stats", "s", toNull);
  const chat = fakeSource<string[]>("chat", "c", () => []);
  const leave = cache.subscribe(stats.source, jest.fn());
  cache.subscribe(chat.source, jest.fn());
  stats.emit(1);

  cache.clear();
  expect(cache.activeListeners()).toBe(0);
  expect(stats.calls.stop + chat.calls.stop).toBe(2);
  expect(cache.peek("s")).toBeUndefined();
  expect(jest.getTimerCount()).toBe(0);

  leave();
  expect(cache.activeListeners()).toBe(0);
});

describe("seeding from the server's first page", () => {
  it("delivers the seed at once, starts the listener, and lets its first value replace the seed", () => {
    const { source, calls, emit } = fakeSource<string[]>("chat", "k-seed", () => []);
    cache.seed(source, ["from the server"]);
    expect(cache.peek(source.key)).toEqual(["from the server"]);
    const seen: string[][] = [];
    const leave = cache.subscribe(source, (value) => seen.push(value));
    expect(calls.listen).toBe(1);
    emit(["live"]);
    expect(seen).toEqual([["from the server"], ["live"]]);
    leave();
  });

  it("never replaces a value already cached, and ages like one read now", () => {
    const { source, emit } = fakeSource<string[]>("chat", "k-seed-late", () => []);
    const leave = cache.subscribe(source, jest.fn());
    emit(["live"]);
    cache.seed(source, ["from the server"]);
    expect(cache.peek(source.key)).toEqual(["live"]);
    leave();

    const other = fakeSource<string[]>("chat", "k-seed-ages", () => []);
    cache.seed(other.source, ["from the server"]);
    jest.advanceTimersByTime(cacheTtlMs.chat);
    expect(cache.peek(other.source.key)).toBeUndefined();
  });
});
