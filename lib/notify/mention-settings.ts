/**
 * The mention e-mails' timings, from the server's environment (documented in .env.example and
 * docs/operations.md):
 * - MENTION_EMAIL_AWAY_MINUTES (15): a member counts as away, and may be mailed, once their page has
 *   not said they are here for this long;
 * - MENTION_EMAIL_SPACING_MINUTES (60): at most one mention e-mail per member this often;
 * - MENTION_EMAIL_AUTHOR_HOURLY (20): how many members one author's mentions may e-mail in a clock
 *   hour; past it their mentions still count and list, but are not mailed;
 * - MENTION_SWEEP_SECONDS (60): how often the server looks for mentions to mail;
 * - MENTION_EMAILS: `off` stops the server's own sweep (when a scheduler runs `npm run notify`).
 */
import "server-only";

type Env = Record<string, string | undefined>;

export type MentionMailTimings = { awayMs: number; spacingMs: number };

/** A positive number of `unit` milliseconds from `value`, or the default. */
function positive(value: string | undefined, fallback: number, unit: number): number {
  const number = Number(value?.trim() || Number.NaN);
  return Number.isFinite(number) && number > 0 ? number * unit : fallback * unit;
}

export function mentionMailTimings(env: Env = process.env): MentionMailTimings {
  return { awayMs: positive(env.MENTION_EMAIL_AWAY_MINUTES, 15, 60_000), spacingMs: positive(env.MENTION_EMAIL_SPACING_MINUTES, 60, 60_000) };
}

/** How many members one author's mentions may e-mail in a clock hour. */
export function mentionEmailsPerAuthorHour(env: Env = process.env): number {
  return Math.max(1, Math.floor(positive(env.MENTION_EMAIL_AUTHOR_HOURLY, 20, 1)));
}

/** How often the server sweeps, at least once a second. */
export function mentionSweepIntervalMs(env: Env = process.env): number {
  return Math.max(1000, positive(env.MENTION_SWEEP_SECONDS, 60, 1000));
}

/** Whether the server runs the sweep itself (MENTION_EMAILS is not `off`). */
export function serverSweepsMentions(env: Env = process.env): boolean {
  return env.MENTION_EMAILS?.trim().toLowerCase() !== "off";
}
