import "server-only";
import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Socket } from "node:net";
import { apiPolicy, securityHeaders } from "@/lib/security/headers";
import { acceptedMethods, bodyDeadlineMs, gateRequest } from "@/lib/http/request-gate";
import { resolveClientAddress, trustedProxies } from "./peer";

/** The request header the hook stamps; a value a client sends is always replaced. */
export const verifiedHeader = "x-northbeam-peer";
const tokenKey = Symbol.for("northbeam.client-address-hook");

type Holder = { [tokenKey]?: string };
type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The token the hook stamps on every request in this process, or undefined when the hook is not
 * installed here (a unit test calling a route handler, a runtime without Node's HTTP server).
 */
export function hookToken(): string | undefined {
  return (globalThis as Holder)[tokenKey];
}

/**
 * What every answer of the gate's own carries: the headers next.config.ts gives every response, and the
 * API's policy (its answers are JSON, as the API's are).
 */
const refusalHeaders: Record<string, string> = {
  ...Object.fromEntries(securityHeaders(process.env.NODE_ENV === "production").map(({ key, value }) => [key, value])),
  "Content-Security-Policy": apiPolicy,
};

/** An answer written straight to the socket, where there is no request object to answer through. */
function rawAnswer(status: number, reason: string, message: string, headers: Record<string, string> = {}): string {
  const body = JSON.stringify({ error: message });
  const lines = Object.entries({
    ...refusalHeaders,
    ...headers,
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("")}\r\n${body}`;
}

/** How long a refused request may go on sending its body, read and thrown away, before its connection is closed. */
const lingerMs = 5_000;

/**
 * Answers with a JSON error (none for a 204). The answer is written at once; when the request's body
 * is not all in, the rest is read and dropped and the answer ended only when it is (or after lingerMs,
 * closing the connection): ending it at once would close a connection the client is still writing
 * to, and the reset would lose the answer under it.
 */
function answer(request: IncomingMessage, response: ServerResponse, status: number, error: string | null, headers: Record<string, string>): void {
  if (response.headersSent) return;
  const body = error === null ? "" : JSON.stringify({ error });
  response.writeHead(status, {
    ...refusalHeaders,
    ...headers,
    "Cache-Control": "no-store",
    ...(body ? { "Content-Type": "application/json" } : {}),
    "Content-Length": Buffer.byteLength(body),
  });
  if (request.complete) {
    response.end(body);
    return;
  }
  response.write(body);
  request.resume();
  const timer = setTimeout(() => {
    response.end();
    request.socket.destroy();
  }, lingerMs);
  timer.unref();
  request.once("end", () => {
    clearTimeout(timer);
    response.end();
  });
  request.socket.once("close", () => clearTimeout(timer));
}

function clientErrorAnswer(code: string | undefined): [number, string, string] {
  switch (code) {
    case "HPE_INVALID_METHOD":
      return [405, "Method Not Allowed", "This server does not answer that method."];
    case "HPE_HEADER_OVERFLOW":
      return [431, "Request Header Fields Too Large", "The request's headers are too large."];
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return [408, "Request Timeout", "The request did not arrive in time."];
    default:
      return [400, "Bad Request", "The request is not valid HTTP."];
  }
}

/**
 * Puts the gate (lib/http/request-gate.ts) in front of the server's own request listeners, once per
 * server: a refused request is answered here and never reaches Next. A request that has not sent its
 * whole body within bodyDeadlineMs is answered 408 and its connection closed. CONNECT, which Node hands
 * to a listener of its own, is answered 405 rather than left to a dropped connection.
 */
function gate(server: Server): void {
  const listeners = server.listeners("request") as Listener[];
  server.removeAllListeners("request");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const length = request.headers["content-length"];
    const decision = gateRequest(request.method ?? "", request.url ?? "", length);
    if (decision.action === "refuse") {
      return answer(request, response, decision.status, decision.error, decision.headers);
    }
    request.url = decision.url;
    const hasBody = (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
    if (hasBody && !request.complete) {
      const timer = setTimeout(() => {
        if (request.complete || response.headersSent) return;
        const body = JSON.stringify({ error: `The request body did not arrive within ${bodyDeadlineMs / 1000} seconds.` });
        response.writeHead(408, {
          ...refusalHeaders,
          "Cache-Control": "no-store",
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          Connection: "close",
        });
        response.end(body, () => request.socket.destroySoon());
      }, bodyDeadlineMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      request.once("end", clear);
      request.once("close", clear);
      response.once("finish", clear);
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
  // What Node's parser refuses before there is a request (an unknown method, broken framing, headers
  // too large) gets the status Node would give it, with a JSON message instead of an empty body.
  if (server.listenerCount("clientError") === 0) {
    server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
      const [status, reason, message] = clientErrorAnswer(error.code);
      socket.end(rawAnswer(status, reason, message, status === 405 ? { Allow: acceptedMethods.join(", ") } : {}));
    });
  }
  if (server.listenerCount("connect") === 0) {
    server.on("connect", (_request: IncomingMessage, socket: Duplex) => {
      socket.end(rawAnswer(405, "Method Not Allowed", "This server does not answer CONNECT requests.", { Allow: acceptedMethods.join(", ") }));
    });
  }
}

/**
 * What scripts/request-hold.mjs (loaded first by the standalone entry and by `npm run dev`) leaves on
 * globalThis: the requests that arrived before this hook was installed, held undispatched, and how to
 * let them go.
 */
const holdKey = Symbol.for("northbeam.request-hold");
type Admit = (server: Server, request: IncomingMessage, socket: Socket) => void;
type Hold = { release?: (admit: Admit) => void };

/**
 * Settles who the visitor is, and refuses what no route can answer, before Next sees a request. Node
 * publishes each incoming request on the `http.server.request.start` diagnostics channel, with its
 * socket and server, before the server's request listeners run. There:
 * - the X-Forwarded-For header is replaced by the one address resolveClientAddress() believes (see
 *   TRUSTED_PROXIES), X-Real-IP is dropped, and the request is stamped with this process's token, so a
 *   route can tell a settled address from one a request carried in before the hook was installed;
 * - the first request from a server puts the request gate in front of that server's listeners.
 * Installed once per process, from instrumentation.ts. Next runs that once its server listens; the
 * request hold keeps what arrives before, and the same is done to those requests as they are let go.
 */
export function installClientAddressHook(env: Record<string, string | undefined> = process.env): void {
  const holder = globalThis as Holder & { [holdKey]?: Hold };
  if (holder[tokenKey]) return;
  const trusted = trustedProxies(env);
  const token = randomUUID();
  const gated = new WeakSet<Server>();
  const admit: Admit = (server, request, socket) => {
    const header = request.headers["x-forwarded-for"];
    const address = resolveClientAddress(socket.remoteAddress, Array.isArray(header) ? header.join(",") : header, trusted);
    delete request.headers["x-real-ip"];
    if (address) request.headers["x-forwarded-for"] = address;
    else delete request.headers["x-forwarded-for"];
    request.headers[verifiedHeader] = token;
    if (!gated.has(server)) {
      gated.add(server);
      gate(server);
    }
  };
  subscribe("http.server.request.start", (message) => {
    const { request, socket, server } = message as { request: IncomingMessage; socket: Socket; server: Server };
    admit(server, request, socket);
  });
  holder[tokenKey] = token;
  holder[holdKey]?.release?.(admit);
}
