/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FetchTimeoutError, fetchWithRetry } from "./fetch-with-retry";

const policy = { timeout: 100, maxRetries: 2, retryDelay: 5 };

let server: Server;
let base = "";
const requests = new Map<string, number>();
const hanging = new Set<ServerResponse>();

/** Each route answers by how many times it has been asked during the current test. */
const routes: Record<string, (count: number, response: ServerResponse) => void> = {
  "/flaky": (count, response) => response.writeHead(count <= 2 ? 503 : 200).end("{}"),
  "/bad-request": (_count, response) => response.writeHead(400).end("{}"),
  "/rate-limited": (count, response) => response.writeHead(count === 1 ? 429 : 200).end("{}"),
  "/hang": (_count, response) => {
    hanging.add(response);
  },
};

function handle(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? "/";
  const count = (requests.get(path) ?? 0) + 1;
  requests.set(path, count);
  const route = routes[path];
  if (route) route(count, response);
  else response.writeHead(404).end();
}

function listen(target: Server): Promise<number> {
  return new Promise((resolve) => target.listen(0, "127.0.0.1", () => resolve((target.address() as AddressInfo).port)));
}

function close(target: Server): Promise<void> {
  target.closeAllConnections();
  return new Promise((resolve, reject) => target.close((error) => (error ? reject(error) : resolve())));
}

beforeAll(async () => {
  server = createServer(handle);
  base = `http://127.0.0.1:${await listen(server)}`;
});

afterEach(() => {
  for (const response of hanging) response.destroy();
  hanging.clear();
  requests.clear();
});

afterAll(() => close(server));

describe("fetchWithRetry against a real server", () => {
  it("retries 503 answers until the server answers 200", async () => {
    const response = await fetchWithRetry(`${base}/flaky`, {}, policy);
    expect(response.status).toBe(200);
    expect(requests.get("/flaky")).toBe(3);
  });

  it("returns a 400 at once, without retrying", async () => {
    const response = await fetchWithRetry(`${base}/bad-request`, {}, policy);
    expect(response.status).toBe(400);
    expect(requests.get("/bad-request")).toBe(1);
  });

  it("retries a 429", async () => {
    const response = await fetchWithRetry(`${base}/rate-limited`, {}, policy);
    expect(response.status).toBe(200);
    expect(requests.get("/rate-limited")).toBe(2);
  });

  it("times out every attempt of a server that never answers", async () => {
    await expect(fetchWithRetry(`${base}/hang`, {}, policy)).rejects.toBeInstanceOf(FetchTimeoutError);
    expect(requests.get("/hang")).toBe(policy.maxRetries + 1);
  });

  it("retries a refused connection, then throws the network error", async () => {
    const closed = createServer();
    const port = await listen(closed);
    await close(closed);
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    try {
      // undici's TypeError comes from another realm than the test's, so compare by name, not by class.
      await expect(fetchWithRetry(`http://127.0.0.1:${port}/`, {}, policy)).rejects.toMatchObject({
        name: "TypeError",
        cause: expect.objectContaining({ code: "ECONNREFUSED" }),
      });
      expect(fetchSpy).toHaveBeenCalledTimes(policy.maxRetries + 1);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
