import "server-only";
import { describeError } from "@/lib/http/describe-error";

/** Every call the server makes to Firestore gets this long before it is given up as unavailable. */
const storeDeadlineMs = 4_000;
/** Consecutive failures that open the breaker, and how long it then answers at once without trying. */
const breakerThreshold = 3;
const breakerCooldownMs = 10_000;

/** Thrown instead of a store error that means "not now": the route answers 503 with Retry-After. */
export class StoreUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = "StoreUnavailableError";
  }
}

// gRPC codes (as firebase-admin reports them) that mean the store cannot answer now, not that the call
// was wrong: CANCELLED, UNKNOWN, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, INTERNAL, UNAVAILABLE. ABORTED
// is left out: it is transactions contending for the same documents, which one busy visitor can cause,
// and must not open the breaker for everyone.
const unavailableCodes = new Set([1, 2, 4, 8, 13, 14]);

function isUnavailable(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? (error as { code: unknown }).code : undefined;
  return typeof code === "number" ? unavailableCodes.has(code) : true;
}

export type BreakerState = { state: "closed" | "open" | "half-open"; failures: number; retryAfterSeconds?: number };

/**
 * A deadline and a circuit breaker for the server's Firestore calls, one per process. Closed, calls go
 * through, each against the deadline. After `breakerThreshold` failures in a row it opens: calls fail at
 * once for `breakerCooldownMs`, so requests do not pile up behind a store that is down. Then one call
 * goes through as a probe (half-open) while the others still fail at once; its success closes the
 * breaker, its failure opens it again.
 */
export function createStoreGuard({ deadlineMs = storeDeadlineMs, threshold = breakerThreshold, cooldownMs = breakerCooldownMs } = {}) {
  let failures = 0;
  let openUntil = 0;
  let probing = false;

  function state(now = Date.now()): BreakerState {
    if (openUntil === 0) return { state: "closed", failures };
    if (now < openUntil || probing) return { state: "open", failures, retryAfterSeconds: Math.max(1, Math.ceil((openUntil - now) / 1000)) };
    return { state: "half-open", failures };
  }

  function failed(now: number): void {
    failures += 1;
    if (failures >= threshold || openUntil !== 0) openUntil = now + cooldownMs;
  }

  async function run<T>(label: string, call: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const current = state(now);
    if (current.state === "open")
      throw new StoreUnavailableError(`${label}: the store is unavailable (breaker open after ${failures} failures)`, current.retryAfterSeconds ?? 1);
    const isProbe = current.state === "half-open";
    if (isProbe) probing = true;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new StoreUnavailableError(`${label}: no answer from the store within ${deadlineMs} ms`, Math.ceil(cooldownMs / 1000))),
        deadlineMs,
      );
    });
    try {
      const result = await Promise.race([call(), deadline]);
      failures = 0;
      openUntil = 0;
      return result;
    } catch (error) {
      if (error instanceof StoreUnavailableError || isUnavailable(error)) {
        failed(Date.now());
        if (error instanceof StoreUnavailableError) throw error;
        throw new StoreUnavailableError(`${label}: ${describeError(error)}`, Math.ceil(cooldownMs / 1000));
      }
      throw error;
    } finally {
      clearTimeout(timer);
      if (isProbe) probing = false;
    }
  }

  return { run, state };
}

const shared = createStoreGuard();

/** Runs one Firestore call (a read, a write, a whole transaction) under the process's deadline and breaker. */
export const guardStore = shared.run;
/** The breaker's state, for /api/health. */
export const storeBreakerState = shared.state;

/** For the Retry-After of a 503 the store caused: the seconds before it is worth trying again. */
export function secondsBeforeRetry(error: unknown): number {
  return error instanceof StoreUnavailableError ? error.retryAfterSeconds : Math.ceil(breakerCooldownMs / 1000);
}
