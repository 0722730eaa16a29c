import { act, renderHook } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { SubscriptionCache, type Source } from "./subscription-cache";
import { useLive } from "./use-live";

function counterSource(key = "count") {
  const calls = { listen: 0, stop: 0 };
  const emitters = new Set<(value: number) => void>();
  const source = (): Source<number> => ({
    kind: "stats",
    key,
    listen(next) {
      calls.listen += 1;
      emitters.add(next);
      return () => {
        calls.stop += 1;
        emitters.delete(next);
      };
    },
    fallback: () => 0,
  });
  return { source, calls, emit: (value: number) => act(() => emitters.forEach((next) => next(value))) };
}

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

let cache: SubscriptionCache;
beforeEach(() => {
  cache = new SubscriptionCache();
});
afterEach(() => cache.clear());

it("follows the source's values through one listener, even in StrictMode", async () => {
  const { source, calls, emit } = counterSource();
  const { result, rerender, unmount } = renderHook(() => useLive(source(), cache), { wrapper: strict });
  expect(result.current).toBeUndefined();

  emit(1);
  expect(result.current).toBe(1);
  rerender();
  emit(2);
  expect(result.current).toBe(2);
  await act(() => Promise.resolve());
  expect(calls.listen).toBe(1);

  unmount();
  await act(() => Promise.resolve());
  expect(cache.activeListeners()).toBe(0);
});

it("starts with the cached value and subscribes to nothing for a null source", () => {
  const { source, emit } = counterSource("shared");
  renderHook(() => useLive(source(), cache));
  emit(5);
  expect(renderHook(() => useLive(source(), cache)).result.current).toBe(5);
  expect(renderHook(() => useLive<number>(null, cache)).result.current).toBeUndefined();
});
