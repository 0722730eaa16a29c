/**
 * How many messages a visitor may send: 3 in any rolling 24 hours. The allowance is counted
 * separately for the visitor cookie and for the network address, and the stricter count applies, so
 * clearing cookies or changing networks alone does not reset it. Spam that is stored flagged counts.
 */
export const contactLimit = { messages: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

export type LimitStatus = { remaining: number; resetsAt: Date | null };

/** The send times (ms) still inside the window at `now`, oldest first; only the newest few matter. */
export function recentSends(sentAt: readonly number[], now: number): number[] {
  return sentAt
    .filter((at) => at > now - contactLimit.windowMs)
    .sort((a, b) => a - b)
    .slice(-contactLimit.messages);
}

/**
 * What is left for a visitor whose keys sent at these times. `resetsAt` is when the allowance next
 * grows by one (the oldest counted message of every binding key leaves the window), null when full.
 */
export function limitStatus(sendsPerKey: readonly (readonly number[])[], now: number): LimitStatus {
  const recent = sendsPerKey.map((sentAt) => recentSends(sentAt, now));
  const used = Math.max(0, ...recent.map((sends) => sends.length));
  if (used === 0) return { remaining: contactLimit.messages, resetsAt: null };
  const oldestOfBinding = recent.filter((sends) => sends.length === used).map((sends) => sends[0] ?? now);
  return { remaining: Math.max(0, contactLimit.messages - used), resetsAt: new Date(Math.max(...oldestOfBinding) + contactLimit.windowMs) };
}
