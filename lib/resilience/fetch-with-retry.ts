export type RetryPolicy = {
  /** Milliseconds before one attempt is aborted. */
  timeout: number;
  /** Attempts after the first one. */
  maxRetries: number;
  /** Milliseconds between attempts. */
  retryDelay: number;
};

export class FetchTimeoutError extends Error {
  constructor(url: string, timeout: number) {
    super(`Request to ${url} timed out after ${timeout} ms`);
    this.name = "FetchTimeoutError";
  }
}

/** Network failures, rate limits and server errors are worth another attempt; other 4xx answers never are. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function wait(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function attempt(url: string, init: RequestInit, timeout: number): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener("abort", forwardAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new FetchTimeoutError(url, timeout)), timeout);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", forwardAbort);
  }
}

/**
 * fetch with a per-attempt timeout and retries. The last response is returned as is (the caller reads
 * its status); the last error is thrown when every attempt failed. A caller's own abort stops at once.
 */
export async function fetchWithRetry(url: string, init: RequestInit, policy: RetryPolicy): Promise<Response> {
  let lastError: unknown;
  for (let index = 0; index <= policy.maxRetries; index += 1) {
    if (index > 0) await wait(policy.retryDelay, init.signal);
    try {
      const response = await attempt(url, init, policy.timeout);
      if (!isRetryableStatus(response.status) || index === policy.maxRetries) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
