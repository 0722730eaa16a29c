/** @jest-environment node */
import { dayMs, recentWeeks, weekIndex, weekMs, weekStartDate, weekStartMs } from "./weeks.mjs";

const at = (iso: string) => Date.parse(iso);

it.each([
  ["1970-01-05T00:00:00.000Z", 0, "1970-01-05"],
  ["1970-01-11T23:59:59.999Z", 0, "1970-01-05"],
  ["1970-01-12T00:00:00.000Z", 1, "1970-01-12"],
  ["1970-01-04T23:59:59.999Z", -1, "1969-12-29"],
  ["1970-01-01T00:00:00.000Z", -1, "1969-12-29"],
  ["2026-03-09T00:00:00.000Z", 2931, "2026-03-09"],
  ["2026-03-15T23:59:59.999Z", 2931, "2026-03-09"],
  ["2026-03-16T00:00:00.000Z", 2932, "2026-03-16"],
  // A leap day, and a year that starts mid-week.
  ["2028-02-29T12:00:00.000Z", 3034, "2028-02-28"],
  ["2027-01-01T08:00:00.000Z", 2973, "2026-12-28"],
])("puts %s in week %i, which starts on Monday %s", (iso, week, monday) => {
  expect(weekIndex(at(iso))).toBe(week);
  expect(weekStartDate(week)).toBe(monday);
  expect(new Date(weekStartMs(week)).getUTCDay()).toBe(1);
  expect(weekStartMs(week)).toBeLessThanOrEqual(at(iso));
  expect(at(iso)).toBeLessThan(weekStartMs(week) + weekMs);
});

it("numbers weeks as the security rules do: floor((ms - 4 days) / 7 days)", () => {
  for (let ms = -10 * weekMs; ms < 10 * weekMs; ms += 0.37 * dayMs) expect(weekIndex(ms)).toBe(Math.floor((ms - 345_600_000) / 604_800_000));
});

describe("the last twelve weeks", () => {
  it("end with the current, partial week and go back eleven whole ones, oldest first, without gaps", () => {
    const now = at("2026-03-11T15:30:00.000Z");
    const weeks = recentWeeks(now);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: 2931, start: "2026-03-09", startMs: at("2026-03-09T00:00:00Z"), endMs: at("2026-03-16T00:00:00Z") });
    expect(weeks[0]).toMatchObject({ week: 2920, start: "2025-12-22" });
    for (const [index, range] of weeks.entries()) {
      expect(range.endMs - range.startMs).toBe(weekMs);
      if (index > 0) expect(range.startMs).toBe(weeks[index - 1]?.endMs);
    }
    expect(weeks.at(-1)?.startMs).toBeLessThanOrEqual(now);
    expect(now).toBeLessThan(weeks.at(-1)?.endMs ?? 0);
  });

  it("start a new week at Monday midnight UTC, not a millisecond before", () => {
    const monday = at("2026-03-16T00:00:00.000Z");
    expect(recentWeeks(monday - 1).at(-1)?.start).toBe("2026-03-09");
    expect(recentWeeks(monday).at(-1)?.start).toBe("2026-03-16");
    expect(recentWeeks(monday, 3).map((range) => range.start)).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
  });
});
