import { createResponses } from "@/lib/http/responses";
import type { createRateLimiter } from "./rate-limit";
import { identifyVisitor, visitorCookieHeader, type Visitor } from "./visitor";

/**
 * A route's answers to one request (lib/http/responses.ts): never cached, and carrying the visitor
 * cookie when the visitor came without one, so the next request is recognised.
 */
export function visitorResponses(request: Request) {
  const visitor = identifyVisitor(request.headers);
  const cookie: Record<string, string> = visitor.isNew ? { "Set-Cookie": visitorCookieHeader(visitor, new URL(request.url).protocol === "https:") } : {};
  return { visitor, ...createResponses(cookie) };
}

/**
 * Counts one request against the visitor's address and, separately, their cookie: the seconds to wait
 * when either allowance is used up, else 0.
 */
export function secondsToWait(limiter: ReturnType<typeof createRateLimiter>, visitor: Visitor): number {
  const exhausted = [`address|${visitor.address}`, `cookie|${visitor.keys.cookie}`].filter((key) => !limiter.take(key));
  return exhausted.length === 0 ? 0 : Math.max(...exhausted.map((key) => limiter.retryAfterSeconds(key)));
}
