/**
 * @jest-environment node
 */
import { createStoreGuard, secondsBeforeRetry, StoreUnavailableError } from "./store-guard";

const unavailable = () => Promise.reject(Object.assign(new Error("14 UNAVAILABLE: No connection established"), { code: 14 }));
const never = () => new Promise<never>(() => undefined);

beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) }));
afterEach(() => jest.useRealTimers());

it("passes a call's result through and stays closed", async () => {
  const guard = createStoreGuard();
  await expect(guard.run("read", async () => 42)).resolves.toBe(42);
  expect(guard.state()).toEqual({ state: "closed", failures: 0 });
});

it("gives up on a call that does not answer within the deadline", async () => {
  const guard = createStoreGuard({ deadlineMs: 4_000 });
  const result = guard.run("read", never);
  jest.advanceTimersByTime(4_000);
  await expect(result).rejects.toThrow(new StoreUnavailableError("read: no answer from the store within 4000 ms", 10));
});

it("passes on an error that is the caller's, without counting it against the store", async () => {
  const guard = createStoreGuard({ threshold: 1 });
  const wrong = Object.assign(new Error("3 INVALID_ARGUMENT: bad id"), { code: 3 });
  await expect(guard.run("read", () => Promise.reject(wrong))).rejects.toBe(wrong);
  expect(guard.state().state).toBe("closed");
});

it("opens after the threshold, answers at once while open, lets one probe through, and closes on its success", async () => {
  const guard = createStoreGuard({ threshold: 3, cooldownMs: 10_000 });
  for (let n = 0; n < 3; n += 1) await expect(guard.run("write", unavailable)).rejects.toBeInstanceOf(StoreUnavailableError);
  expect(guard.state()).toEqual({ state: "open", failures: 3, retryAfterSeconds: 10 });

  const call = jest.fn(async () => "stored");
  await expect(guard.run("write", call)).rejects.toMatchObject({ retryAfterSeconds: 10 });
  expect(call).not.toHaveBeenCalled();

  jest.advanceTimersByTime(10_000);
  expect(guard.state().state).toBe("half-open");
  let finishProbe: (value: string) => void = () => undefined;
  const probe = guard.run("write", () => new Promise<string>((resolve) => (finishProbe = resolve)));
  // While the probe is out, everyone else is still turned away at once.
  await expect(guard.run("write", call)).rejects.toBeInstanceOf(StoreUnavailableError);
  finishProbe("stored");
  await expect(probe).resolves.toBe("stored");
  expect(guard.state()).toEqual({ state: "closed", failures: 0 });
  await expect(guard.run("write", call)).resolves.toBe("stored");
});

it("opens again at once when the probe fails", async () => {
  const guard = createStoreGuard({ threshold: 2, cooldownMs: 5_000 });
  for (let n = 0; n < 2; n += 1) await expect(guard.run("read", unavailable)).rejects.toThrow();
  jest.advanceTimersByTime(5_000);
  await expect(guard.run("read", unavailable)).rejects.toThrow();
  expect(guard.state()).toMatchObject({ state: "open", retryAfterSeconds: 5 });
});

it("says when to try again", () => {
  expect(secondsBeforeRetry(new StoreUnavailableError("x", 7))).toBe(7);
  expect(secondsBeforeRetry(new Error("other"))).toBe(10);
});
