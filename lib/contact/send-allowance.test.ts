import { contactLimit, limitStatus, recentSends } from "./send-allowance";

const day = contactLimit.windowMs;
const now = Date.UTC(2030, 0, 2);

describe("recentSends", () => {
  it.each([
    { sentAt: [], expected: [] },
    { sentAt: [now - day, now - day + 1], expected: [now - day + 1] },
    { sentAt: [now - 1, now - 3, now - 2, now - 4], expected: [now - 3, now - 2, now - 1] },
  ])("keeps the newest sends inside the window: $sentAt", ({ sentAt, expected }) => {
    expect(recentSends(sentAt, now)).toEqual(expected);
  });
});

describe("limitStatus", () => {
  it.each([
    { name: "no sends", keys: [[], []], remaining: 3, resetsAt: null },
    { name: "one send", keys: [[now - 10], []], remaining: 2, resetsAt: now - 10 + day },
    { name: "the busier key binds", keys: [[now - 30], [now - 20, now - 10]], remaining: 1, resetsAt: now - 20 + day },
    {
      name: "two binding keys: the later oldest",
      keys: [
        [now - 50, now - 5],
        [now - 40, now - 1],
      ],
      remaining: 1,
      resetsAt: now - 40 + day,
    },
    { name: "used up", keys: [[now - 3, now - 2, now - 1]], remaining: 0, resetsAt: now - 3 + day },
    { name: "old sends are forgotten", keys: [[now - day - 5, now - day]], remaining: 3, resetsAt: null },
  ])("$name", ({ keys, remaining, resetsAt }) => {
    expect(limitStatus(keys, now)).toEqual({ remaining, resetsAt: resetsAt === null ? null : new Date(resetsAt) });
  });
});
