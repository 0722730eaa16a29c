/**
 * Presence, as the client and the server share it. Each member's page writes its own
 * `presence/{uid}` (`online`, `lastSeen`, and `expiresAt`: when to stop counting them without a word
 * from the page) when it opens, becomes visible or hidden, and every heartbeatMs while visible; no
 * other client reads it. The server sums them up in `presence_summary/room` (how many are online and
 * who, up to summaryListMax) at most once every summary interval, and that one document is what every
 * open chat and directory reads.
 */
export const presenceSummaryDocument = "presence_summary/room";
export const presenceRoute = "/api/community/presence";

/** A member's page says it is here this often while visible, and counts as here for onlineMs after. */
export const presenceTiming = { heartbeatMs: 60_000, onlineMs: 120_000 };

/** The summary is rewritten at most this often (PRESENCE_SUMMARY_SECONDS, 1 to 60, may change it). */
export const summaryIntervalMs = 15_000;

/** Who is online, as the server last summed it up. */
export type PresenceSummary = { count: number; online: ReadonlySet<string>; updatedAt: Date | null; intervalMs: number };

/** The most members the summary names (it counts them all). */
export const summaryListMax = 500;

/** The interval the server keeps between summaries, from its environment. */
export function summaryInterval(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.PRESENCE_SUMMARY_SECONDS);
  return Number.isFinite(seconds) && seconds >= 1 && seconds <= 60 ? seconds * 1000 : summaryIntervalMs;
}
