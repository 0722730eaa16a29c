import { bodyLimits, otherBodyBytes } from "./body-limits";

/** The methods any address here answers; everything else is refused before Next sees it. */
export const acceptedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const routeLimits: Readonly<Record<string, number>> = bodyLimits;

/** How long a request may take to send its body before it is answered 408 and its connection closed. */
export const bodyDeadlineMs = 10_000;

export type GateDecision = { action: "pass"; url: string } | { action: "refuse"; status: number; error: string | null; headers: Record<string, string> };

const allow = acceptedMethods.join(", ");

function refuse(status: number, error: string | null, headers: Record<string, string> = {}): GateDecision {
  return { action: "refuse", status, error, headers };
}

/**
 * What happens to a request before Next reads it, decided from its request line and headers alone:
 * - a method no address here answers (TRACE, PROPFIND...): 405 with Allow, as Next itself would fail
 *   with a 500 on TRACE;
 * - the asterisk target: OPTIONS * is told what the server allows (204), anything else is a 400;
 * - an absolute-form target (`GET http://host/path`) goes on as its path and query alone, and a path
 *   that starts "//" with one slash, so no answer (a redirect above all) is built from a host the client
 *   chose; any other form is a 400;
 * - a Content-Length over what the route reads: 413 at once, before the body is read.
 */
export function gateRequest(method: string, target: string, contentLength: string | undefined): GateDecision {
  if (!(acceptedMethods as readonly string[]).includes(method))
    return refuse(405, `This server does not answer ${method.slice(0, 20)} requests.`, { Allow: allow });
  let url = target;
  if (target === "*") return method === "OPTIONS" ? refuse(204, null, { Allow: allow }) : refuse(400, "The request target * names no address on this site.");
  if (/^https?:\/\//i.test(target)) {
    try {
      const parsed = new URL(target);
      url = `${parsed.pathname}${parsed.search}`;
    } catch {
      return refuse(400, "The request target is not a valid address.");
    }
  } else if (!target.startsWith("/")) {
    return refuse(400, "The request target is not a path on this site.");
  }
  // "//host/path" would read as another host to anything that builds a URL from it.
  url = url.replace(/^\/{2,}/, "/");
  const path = url.split("?")[0] ?? "";
  const limit = routeLimits[path.replace(/\/+$/, "")] ?? otherBodyBytes;
  if (contentLength !== undefined && Number(contentLength) > limit) {
    return refuse(
      413,
      `The request body is too large: ${path.startsWith("/api/") ? `this address reads at most ${limit / 1024} KB` : "this address takes none that large"}.`,
    );
  }
  return { action: "pass", url };
}
