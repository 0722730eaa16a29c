import "server-only";
import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { resolveClientAddress, trustedProxies } from "./peer";

/** The request header the hook stamps; a value a client sends is always replaced. */
export const verifiedHeader = "x-northbeam-peer";
const tokenKey = Symbol.for("northbeam.client-address-hook");

type Holder = { [tokenKey]?: string };

/**
 * The token the hook stamps on every request in this process, or undefined when the hook is not
 * installed here (a unit test calling a route handler, a runtime without Node's HTTP server).
 */
export function hookToken(): string | undefined {
  return (globalThis as Holder)[tokenKey];
}

/**
 * Settles who the visitor is before Next sees the request. Node publishes each incoming request on the
 * `http.server.request.start` diagnostics channel, with its socket, before the server's request handler
 * runs; there the X-Forwarded-For header is replaced by the one address resolveClientAddress() believes
 * (see TRUSTED_PROXIES), X-Real-IP is dropped, and the request is stamped with this process's token, so
 * a route can tell a settled address from one a request carried in before the hook was installed.
 * Installed once per process, from instrumentation.ts.
 */
export function installClientAddressHook(env: Record<string, string | undefined> = process.env): void {
  const holder = globalThis as Holder;
  if (holder[tokenKey]) return;
  const trusted = trustedProxies(env);
  const token = randomUUID();
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const header = request.headers["x-forwarded-for"];
    const address = resolveClientAddress(socket.remoteAddress, Array.isArray(header) ? header.join(",") : header, trusted);
    delete request.headers["x-real-ip"];
    if (address) request.headers["x-forwarded-for"] = address;
    else delete request.headers["x-forwarded-for"];
    request.headers[verifiedHeader] = token;
  });
  holder[tokenKey] = token;
}
