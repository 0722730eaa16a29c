/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hookToken, installClientAddressHook, verifiedHeader } from "./connection-hook";
import { clientAddress } from "./visitor";

// A real Node HTTP server, as Next's: the hook must settle the address before the handler runs.
let server: Server;
let origin: string;

beforeAll(async () => {
  installClientAddressHook({ TRUSTED_PROXIES: "192.0.2.1" });
  server = createServer((request, response) => {
    const headers = new Headers(Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]));
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ address: clientAddress(headers), realIp: request.headers["x-real-ip"] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("replaces what an untrusted connection claims with its own address", async () => {
  const claims: Record<string, string>[] = [{ "x-forwarded-for": "198.51.100.4" }, { "x-forwarded-for": "" }, { "x-real-ip": "198.51.100.5" }, { [verifiedHeader]: "forged" }, {}];
  for (const headers of claims) {
    const body = await (await fetch(origin, { headers })).json();
    expect(body).toEqual({ address: "127.0.0.1", realIp: null });
  }
});

it("installs once per process and stamps with one token", () => {
  const token = hookToken();
  installClientAddressHook({ TRUSTED_PROXIES: "loopback" });
  expect(hookToken()).toBe(token);
});
