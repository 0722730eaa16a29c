/**
 * One visitor's requests of one kind, one at a time in this process: each waits for the one before it,
 * and past `maxWaiting` waiting the next is refused at once (null). A visitor who floods a route that
 * writes to the store then makes one transaction at a time, instead of fifty that contend for the same
 * documents until they all run out of time and take the store's breaker (and everyone else) with them.
 */
export function createOneAtATime({ maxWaiting = 3 }: { maxWaiting?: number } = {}) {
  const lines = new Map<string, { tail: Promise<unknown>; size: number }>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> | null {
      const line = lines.get(key) ?? { tail: Promise.resolve(), size: 0 };
      if (line.size > maxWaiting) return null;
      line.size += 1;
      lines.set(key, line);
      const result = line.tail.then(task);
      line.tail = result.then(
        () => undefined,
        () => undefined,
      );
      void line.tail.then(() => {
        line.size -= 1;
        if (line.size === 0 && lines.get(key) === line) lines.delete(key);
      });
      return result;
    },
    /** How many visitors have requests in progress or waiting. */
    get size(): number {
      return lines.size;
    },
  };
}
