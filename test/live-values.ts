// Test support: a live source watched through the page's shared cache, every value it delivers kept.
import { liveCache } from "@/lib/firebase/live-cache";
import type { Source } from "@/lib/firebase/subscription-cache";

/** Subscribes through the shared cache and keeps every value delivered; `until` waits for one that matches. */
export function watch<T>(source: Source<T>) {
  const values: T[] = [];
  const stop = liveCache.subscribe(source, (value) => values.push(value));
  async function until(predicate: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = values.find(predicate);
      if (match !== undefined) return match;
      if (Date.now() > deadline) throw new Error(`No matching value from ${source.key} within ${timeoutMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { values, stop, until };
}
