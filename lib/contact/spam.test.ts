import { detectSpam, minimumFillMs } from "./spam";

const now = 1_900_000_000_000;

it.each([
  { website: undefined, startedAt: undefined, expected: null },
  { website: "", startedAt: undefined, expected: null },
  { website: null, startedAt: undefined, expected: null },
  { website: "   ", startedAt: now - 100, expected: "too-fast" },
  { website: "http://spam.example", startedAt: undefined, expected: "honeypot" },
  { website: 1, startedAt: now - 60_000, expected: "honeypot" },
  { website: "", startedAt: now - minimumFillMs + 1, expected: "too-fast" },
  { website: "", startedAt: String(now - 500), expected: "too-fast" },
  { website: "", startedAt: now - minimumFillMs, expected: null },
  { website: "", startedAt: now + 60_000, expected: null },
  { website: "", startedAt: "soon", expected: null },
  { website: "", startedAt: "", expected: null },
])("website $website, shown at $startedAt: $expected", ({ website, startedAt, expected }) => {
  expect(detectSpam({ website, startedAt }, now)).toBe(expected);
});
