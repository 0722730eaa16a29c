/**
 * A route's answers. Each says `Cache-Control: no-store` unless the route gives its own, so no answer is
 * kept by a browser or a proxy by mistake; a 429 or 503 says in Retry-After when to ask again.
 */

type HeaderRecord = Record<string, string>;

const noStore: HeaderRecord = { "Cache-Control": "no-store" };

/** Retry-After for a wait of `seconds`, or no header when no wait is known. */
export function retryAfter(seconds?: number): HeaderRecord {
  return seconds === undefined ? {} : { "Retry-After": String(seconds) };
}

/**
 * Answers that carry `always` (over `Cache-Control: no-store`) and each call's `extra` (over both): a
 * member's session answers are `private, no-store`, a visitor's first answers carry their cookie.
 */
export function createResponses(always: HeaderRecord = {}) {
  const headers = (extra: HeaderRecord = {}): Headers => new Headers({ ...noStore, ...always, ...extra });
  const json = (body: unknown, status: number, extra: HeaderRecord = {}): Response => Response.json(body, { status, headers: headers(extra) });
  return {
    headers,
    json,
    /** A page, for a form posted without JavaScript. */
    html: (body: string, status: number, extra: HeaderRecord = {}): Response =>
      new Response(body, { status, headers: headers({ "Content-Type": "text/html; charset=utf-8", ...extra }) }),
    /** 429: a limit is used up for `seconds` more. */
    tooMany: (error: string, seconds: number, extra: HeaderRecord = {}): Response => json({ error }, 429, { ...extra, ...retryAfter(seconds) }),
    /**
     * 503: the store or a service cannot answer now, with the seconds to wait when they are known (a
     * failed store call: `secondsBeforeRetry` in lib/firebase/store-guard.ts); a server with no Firebase
     * project gives none, as waiting will not help.
     */
    unavailable: (error: string, seconds?: number, extra: HeaderRecord = {}): Response => json({ error }, 503, { ...extra, ...retryAfter(seconds) }),
  };
}

export const { json, unavailable } = createResponses();

/** For answers about a member's own session: for their browser alone, and not kept even there. */
export const privateResponses = createResponses({ "Cache-Control": "private, no-store" });
