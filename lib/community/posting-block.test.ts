import { SubscriptionCache, type Source } from "@/lib/firebase/subscription-cache";
import type { MemberBlock } from "./member-documents";
import { createPostingBlock } from "./posting-block";

const block = (reason: string): MemberBlock => ({ blocked: true, reason, at: new Date(Date.UTC(2026, 0, 1)) });
const lifted: MemberBlock = { blocked: false, reason: "", at: null };

function setup(server: MemberBlock | null = block("read from the server")) {
  let emit: (value: MemberBlock | null) => void = () => undefined;
  const source: Source<MemberBlock | null> = {
    kind: "block",
    key: "test/block",
    listen(next) {
      emit = next;
      return () => undefined;
    },
    fallback: () => null,
  };
  const cache = new SubscriptionCache();
  const readNow = jest.fn(async () => server);
  const posting = createPostingBlock(cache, source, readNow);
  const changed = jest.fn();
  const onLifted = jest.fn();
  posting.subscribe(changed);
  posting.onLifted(onLifted);
  return { posting, cache, readNow, changed, onLifted, emit: (value: MemberBlock | null) => emit(value) };
}

it("follows the live block, and tells when it is lifted", () => {
  const { posting, changed, onLifted, emit, cache } = setup();
  expect(posting.getSnapshot()).toEqual({ live: undefined, blocked: null });
  emit(null);
  expect(posting.isBlocked()).toBe(false);
  const live = block("spam");
  emit(live);
  expect(posting.getSnapshot().blocked).toBe(live);
  expect(posting.isBlocked()).toBe(true);
  expect(onLifted).not.toHaveBeenCalled();
  emit(lifted);
  expect(posting.getSnapshot().blocked).toBeNull();
  expect(onLifted).toHaveBeenCalledTimes(1);
  expect(changed).toHaveBeenCalledTimes(3);
  cache.clear();
});

it("explains a refused send by the block the server has, holding until the live block changes", async () => {
  const { posting, emit, onLifted, cache } = setup();
  emit(null);
  const seen = posting.getSnapshot().live;
  await expect(posting.explainRefusal(seen)).resolves.toBe(true);
  expect(posting.getSnapshot().blocked?.reason).toBe("read from the server");
  // The live block arriving at last takes over, and the member stays blocked throughout.
  emit(block("read from the server"));
  expect(posting.getSnapshot().blocked?.reason).toBe("read from the server");
  expect(onLifted).not.toHaveBeenCalled();
  emit(lifted);
  expect(posting.isBlocked()).toBe(false);
  expect(onLifted).toHaveBeenCalledTimes(1);
  cache.clear();
});

it("holds no block the live one moved on from, nor one the server does not have", async () => {
  const stale = setup();
  stale.emit(null);
  const seen = stale.posting.getSnapshot().live;
  stale.emit(lifted);
  await expect(stale.posting.explainRefusal(seen)).resolves.toBe(true);
  expect(stale.posting.isBlocked()).toBe(false);
  stale.cache.clear();

  const free = setup(null);
  await expect(free.posting.explainRefusal(undefined)).resolves.toBe(false);
  expect(free.posting.isBlocked()).toBe(false);
  free.cache.clear();
});
