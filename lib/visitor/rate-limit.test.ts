/** @jest-environment node */
import { createRateLimiter } from "./rate-limit";

it("allows `limit` requests per key in a window, then refuses until the window has passed", () => {
  const limiter = createRateLimiter({ limit: 3, windowMs: 1_000 });
  expect([0, 1, 2, 3].map((t) => limiter.take("a", 100 + t))).toEqual([true, true, true, false]);
  expect(limiter.take("b", 110)).toBe(true);
  expect(limiter.retryAfterSeconds("a", 600)).toBe(1);
  expect(limiter.take("a", 1_100)).toBe(true);
});

it("stays within its key budget under a flood of new keys and keeps counting the key in use", () => {
  const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, maxKeys: 1_000 });
  let refusedForFlooder = 0;
  for (let index = 0; index < 20_000; index += 1) {
    if (!limiter.take("address|flooder", 1_000 + index)) refusedForFlooder += 1;
    limiter.take(`cookie|${index}`, 1_000 + index);
    expect(limiter.size).toBeLessThanOrEqual(1_000);
  }
  expect(refusedForFlooder).toBe(20_000 - 5);
});

it("forgets expired windows before anything still counting", () => {
  const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 10 });
  for (let index = 0; index < 5; index += 1) limiter.take(`old-${index}`, 0);
  for (let index = 0; index < 6; index += 1) limiter.take(`new-${index}`, 2_000);
  expect(limiter.size).toBe(6);
  expect(limiter.take("new-0", 2_001)).toBe(false);
});
