export type SpamReason = "honeypot" | "too-fast";

/** A form sent sooner than this after it was shown was filled in by a script. */
export const minimumFillMs = 3_000;

/**
 * `website` is a field people never see, so anything in it marks a script. `startedAt` is when the
 * form was shown (ms); without it nothing is judged, and a time in the future is the sender's clock,
 * not a script, so it is not judged either.
 */
export function detectSpam({ website, startedAt }: { website?: unknown; startedAt?: unknown }, now: number): SpamReason | null {
  if (website !== undefined && website !== null && String(website).trim() !== "") return "honeypot";
  const shown = typeof startedAt === "string" && startedAt.trim() !== "" ? Number(startedAt) : startedAt;
  if (typeof shown !== "number" || !Number.isFinite(shown)) return null;
  const elapsed = now - shown;
  return elapsed >= 0 && elapsed < minimumFillMs ? "too-fast" : null;
}
