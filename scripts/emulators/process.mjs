// Small helpers shared by the emulator launchers: waiting for HTTP readiness and stopping a child.
import { createServer } from "node:net";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until `isReady(response)` holds, the child exits, or `timeoutMs` passes. */
export async function waitForHttp(url, { child, timeoutMs, isReady = (response) => response.ok, name }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode} before it was ready`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (await isReady(response)) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/** Sends `signal`, waits up to `graceMs` for the exit, then kills. Resolves once the child is gone. */
export function stopChild(child, signal = "SIGTERM", graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export function isPortFree(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
