import type { createRateLimiter } from "./rate-limit";
import { identifyVisitor, visitorCookieHeader, type Visitor } from "./visitor";

/**
 * A route's answers to one request: never cached, and carrying the visitor cookie when the visitor
 * came without one, so the next request is recognised.
 */
export function visitorResponses(request: Request) {
  const visitor = identifyVisitor(request.headers);
  const headers = (extra: Record<string, string> = {}): Headers => {
    const all = new Headers({ "Cache-Control": "no-store", ...extra });
    if (visitor.isNew) all.append("Set-Cookie", visitorCookieHeader(visitor, new URL(request.url).protocol === "https:"));
    return all;
  };
  return {
    visitor,
    headers,
    json: (body: unknown, status: number, extra: Record<string, string> = {}) => Response.json(body, { status, headers: headers(extra) }),
  };
}

/**
 * Counts one request against the visitor's address and, separately, their cookie: the seconds to wait
 * when either allowance is used up, else 0.
 */
export function secondsToWait(limiter: ReturnType<typeof createRateLimiter>, visitor: Visitor): number {
  const exhausted = [`address|${visitor.address}`, `cookie|${visitor.keys.cookie}`].filter((key) => !limiter.take(key));
  return exhausted.length === 0 ? 0 : Math.max(...exhausted.map((key) => limiter.retryAfterSeconds(key)));
}
