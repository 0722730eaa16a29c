/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
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
    response.end(
      JSON.stringify({ address: clientAddress(headers), realIp: request.headers["x-real-ip"] ?? null, ...(request.url === "/" ? {} : { url: request.url }) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("replaces what an untrusted connection claims with its own address", async () => {
  const claims: Record<string, string>[] = [
    { "x-forwarded-for": "198.51.100.4" },
    { "x-forwarded-for": "" },
    { "x-real-ip": "198.51.100.5" },
    { [verifiedHeader]: "forged" },
    {},
  ];
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

describe("the request gate in front of the server's listener", () => {
  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1", () => socket.end(text));
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });

  /** The headers every response carries, as next.config.ts gives them, and the API's policy. */
  const expectSecurityHeaders = (reply: string) => {
    for (const header of [
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy: strict-origin-when-cross-origin",
      "X-Frame-Options: DENY",
      "Content-Security-Policy: default-src 'none'",
    ]) {
      expect(reply.toLowerCase()).toContain(header.toLowerCase());
    }
  };

  it("answers TRACE with a JSON 405 and the allowed methods", async () => {
    const reply = await raw("TRACE /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(reply).toMatch(/^HTTP\/1\.1 405 /);
    expectSecurityHeaders(reply);
    expect(reply).toContain("Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(reply).toContain('{"error":"This server does not answer TRACE requests."}');
  });

  it("answers CONNECT with a 405 instead of dropping the connection", async () => {
    const reply = await raw("CONNECT evil.test:443 HTTP/1.1\r\nHost: evil.test:443\r\n\r\n");
    expect(reply).toMatch(/^HTTP\/1\.1 405 /);
    expectSecurityHeaders(reply);
  });

  it("passes an absolute-form request on as its path", async () => {
    const reply = await raw("GET http://evil.test/about/?a=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('"url":"/about/?a=1"');
  });

  it("answers 413 to a declared body over the limit without waiting for it", async () => {
    const reply = await raw("POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1099511627776\r\n\r\n{}");
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expectSecurityHeaders(reply);
  });

  it("answers what Node's parser refuses as JSON, with the same headers", async () => {
    const reply = await raw("GET /about HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n");
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expectSecurityHeaders(reply);
    expect(reply).toContain('{"error":"The request is not valid HTTP."}');
  });
});
