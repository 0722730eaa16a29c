import { leadClock, overdueBefore, replyDue, spanLabel, type ReplyPromise } from "./reply-promise";

const oneWorkingDay: ReplyPromise = { amount: 1, unit: "working day", text: "one working day", timeZone: "Europe/London" };
const at = (iso: string) => Date.parse(iso);

describe("replyDue", () => {
  it("gives a message on a weekday until the same time the next working day", () => {
    // Tuesday 10:00 in London (BST, UTC+1) → Wednesday 10:00.
    expect(replyDue(at("2026-06-02T09:00:00Z"), oneWorkingDay)).toBe(at("2026-06-03T09:00:00Z"));
    // Friday 15:30 (GMT) → Monday 15:30.
    expect(replyDue(at("2026-11-27T15:30:00Z"), oneWorkingDay)).toBe(at("2026-11-30T15:30:00Z"));
  });

  it("starts a weekend message's clock on Monday at midnight in the studio's zone", () => {
    // Saturday 10:00 GMT → Monday 00:00 → Tuesday 00:00.
    expect(replyDue(at("2026-11-28T10:00:00Z"), oneWorkingDay)).toBe(at("2026-12-01T00:00:00Z"));
    // Sunday 23:30 UTC is Monday 00:30 in London in summer: a working day already.
    expect(replyDue(at("2026-06-07T23:30:00Z"), oneWorkingDay)).toBe(at("2026-06-08T23:30:00Z"));
  });

  it("counts other units as plain time", () => {
    expect(replyDue(at("2026-11-28T10:00:00Z"), { ...oneWorkingDay, amount: 4, unit: "hour" })).toBe(at("2026-11-28T14:00:00Z"));
    expect(replyDue(at("2026-11-28T10:00:00Z"), { ...oneWorkingDay, amount: 2, unit: "working day" })).toBe(at("2026-12-02T00:00:00Z"));
  });
});

describe("overdueBefore", () => {
  it("is the last receipt time whose reply is due by now, to the minute", () => {
    // Monday 09:00: what came before Friday 09:00 is overdue; the weekend's messages are not.
    const monday = at("2026-11-30T09:00:00Z");
    const bound = overdueBefore(monday, oneWorkingDay);
    expect(bound).toBe(at("2026-11-27T09:00:00Z"));
    expect(replyDue(bound, oneWorkingDay)).toBeLessThanOrEqual(monday);
    expect(replyDue(bound + 60_000, oneWorkingDay)).toBeGreaterThan(monday);
  });

  it("leaves the weekend's messages waiting until Tuesday, when they fall due with Monday's first minute", () => {
    expect(overdueBefore(at("2026-11-30T23:59:00Z"), oneWorkingDay)).toBe(at("2026-11-27T23:59:00Z"));
    expect(overdueBefore(at("2026-12-01T00:00:00Z"), oneWorkingDay)).toBe(at("2026-11-30T00:00:00Z"));
  });
});

describe("labels", () => {
  it("says how far off the reply is", () => {
    expect(spanLabel(12 * 60_000)).toBe("12 min");
    expect(spanLabel(5 * 3_600_000)).toBe("5 h");
    expect(spanLabel(50 * 3_600_000)).toBe("2 d 2 h");
    const received = at("2026-11-24T10:00:00Z");
    expect(leadClock(received, at("2026-11-24T15:00:00Z"), oneWorkingDay)).toMatchObject({ overdue: false, label: "Due in 19 h" });
    expect(leadClock(received, at("2026-11-26T12:00:00Z"), oneWorkingDay)).toMatchObject({ overdue: true, label: "Overdue by 1 d 2 h" });
  });
});
