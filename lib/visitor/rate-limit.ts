/**
 * A fixed-window counter per key, in this process's memory. It guards cheap, repeatable requests
 * (view counts) against floods; limits that must survive a restart are stored instead.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(now: number): void {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  }

  return {
    /** Counts one request; false when the key has used its allowance for the current window. */
    take(key: string, now = Date.now()): boolean {
      if (windows.size > 10_000) sweep(now);
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
    retryAfterSeconds(key: string, now = Date.now()): number {
      const current = windows.get(key);
      return current ? Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) : 1;
    },
  };
}
