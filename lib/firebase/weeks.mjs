// Weeks as the stored counters keep them: Monday 00:00 UTC to the next Monday, numbered from the week of
// 1970-01-05 (the first Monday after the epoch). The security rules compute the same number from
// `request.time` (firestore.rules, weekly_active), and the server, the browser and the local seed all
// use this module, so a week is one number everywhere.

export const dayMs = 86_400_000;
export const weekMs = 7 * dayMs;
/** 1970-01-01 was a Thursday: the first Monday is four days later. */
const firstMondayMs = 4 * dayMs;

/** The number of the week holding `ms` (milliseconds since the epoch). @param {number} ms @returns {number} */
export const weekIndex = (ms) => Math.floor((ms - firstMondayMs) / weekMs);

/** When week `week` starts: its Monday, 00:00 UTC, in milliseconds. @param {number} week @returns {number} */
export const weekStartMs = (week) => week * weekMs + firstMondayMs;

/** Week `week`'s Monday as "YYYY-MM-DD". @param {number} week @returns {string} */
export const weekStartDate = (week) => new Date(weekStartMs(week)).toISOString().slice(0, 10);

/** @typedef {{ week: number, start: string, startMs: number, endMs: number }} WeekRange */

/**
 * The last `count` weeks up to `now`, oldest first: the last is the current week, still under way.
 * Each covers [startMs, endMs).
 * @param {number} now
 * @param {number} [count]
 * @returns {WeekRange[]}
 */
export function recentWeeks(now, count = 12) {
  const current = weekIndex(now);
  return Array.from({ length: count }, (_, index) => {
    const week = current - count + 1 + index;
    return { week, start: weekStartDate(week), startMs: weekStartMs(week), endMs: weekStartMs(week + 1) };
  });
}
