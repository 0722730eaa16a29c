/**
 * A fixed-window counter per key, in this process's memory. It guards cheap, repeatable requests
 * (view counts, questions) against floods; limits that must survive a restart are stored instead.
 *
 * Memory stays bounded under a flood of new keys (a script that drops its cookie on every request):
 * past `maxKeys`, expired windows go first, then the keys used longest ago. A key in use, such as the
 * flooding address, is always among the newest, so it is never the one forgotten.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 50_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; count: number }>();

  function shrink(now: number): void {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
    const target = Math.floor(maxKeys * 0.9);
    for (const key of windows.keys()) {
      if (windows.size <= target) break;
      windows.delete(key);
    }
  }

  return {
    /** Counts one request; false when the key has used its allowance for the current window. */
    take(key: string, now = Date.now()): boolean {
      const current = windows.get(key);
      // Re-inserted on every use: the Map's order is then least recently used first.
      windows.delete(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        if (windows.size > maxKeys) shrink(now);
        return true;
      }
      current.count += 1;
      windows.set(key, current);
      return current.count <= limit;
    },
    retryAfterSeconds(key: string, now = Date.now()): number {
      const current = windows.get(key);
      return current ? Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) : 1;
    },
    /** How many keys it remembers now. */
    get size(): number {
      return windows.size;
    },
  };
}
