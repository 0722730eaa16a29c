/**
 * @jest-environment node
 */
import { FetchTimeoutError, fetchWithRetry, isRetryableStatus } from "./fetch-with-retry";

const policy = { timeout: 50, maxRetries: 2, retryDelay: 1 };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number) => Promise.resolve(new Response("{}", { status }));

describe("isRetryableStatus", () => {
  it.each([
    [200, false],
    [400, false],
    [401, false],
    [404, false],
    [413, false],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
  ])("%i → %s", (status, expected) => expect(isRetryableStatus(status)).toBe(expected));
});

describe("fetchWithRetry", () => {
  it("returns the first good answer", async () => {
    fetchMock.mockImplementationOnce(() => answer(200));
    expect((await fetchWithRetry("/x", {}, policy)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries network errors, 429 and 5xx, then succeeds", async () => {
    fetchMock
      .mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
      .mockImplementationOnce(() => answer(429))
      .mockImplementationOnce(() => answer(200));
    expect((await fetchWithRetry("/x", {}, policy)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("never retries another 4xx", async () => {
    fetchMock.mockImplementation(() => answer(400));
    expect((await fetchWithRetry("/x", {}, policy)).status).toBe(400);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives back the last 5xx once the retries are spent", async () => {
    fetchMock.mockImplementation(() => answer(503));
    expect((await fetchWithRetry("/x", {}, policy)).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("aborts an attempt at the timeout and throws the timeout when every attempt hangs", async () => {
    fetchMock.mockImplementation((_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))));
    await expect(fetchWithRetry("/slow", {}, policy)).rejects.toBeInstanceOf(FetchTimeoutError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("stops at once when the caller aborts", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort(new Error("left the page"));
      return Promise.reject(new Error("aborted"));
    });
    await expect(fetchWithRetry("/x", { signal: controller.signal }, policy)).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
