import type { PrerenderedPage } from "@/lib/security/prerendered";

/**
 * Requests from the client router ask for a page's flight data, a prefetch of some of its segments, or
 * name a server action; these headers (and the `_rsc` cache-buster) mark them. Next answers those;
 * everything else is a plain request for the page's HTML.
 */
const routerHeaders = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "x-prerender-revalidate"];

export function isPlainPageRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (routerHeaders.some((name) => request.headers.has(name))) return false;
  return !new URL(request.url).searchParams.has("_rsc");
}

/** The answers to one page vary with these request headers, as Next's own answers say. */
const vary = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";

/** True when the client already holds this version: If-None-Match lists the ETag (weakly compared) or is `*`. */
function notModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

/**
 * The answer to a plain request for a prerendered page: the build's HTML as stored, with the headers
 * Next gives it (the same ETag every time, a 304 when the client has it). Sent from bytes held in
 * memory, so a large page costs no more per request than a small one: Next would hash, measure and
 * encode the whole page again on every request.
 */
export function prerenderedResponse(page: PrerenderedPage, request: Request, policyHeaders: Record<string, string>): Response {
  const headers: Record<string, string> = {
    ...page.buildHeaders,
    "Cache-Control": "s-maxage=31536000",
    ETag: page.etag,
    Vary: vary,
    "x-nextjs-cache": "HIT",
    "x-nextjs-prerender": "1",
    ...policyHeaders,
  };
  if (notModified(request.headers.get("if-none-match"), page.etag)) return new Response(null, { status: 304, headers });
  headers["Content-Type"] = "text/html; charset=utf-8";
  headers["Content-Length"] = String(page.body.byteLength);
  return new Response(request.method === "HEAD" ? null : (page.body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}
