import { NextResponse, type NextRequest } from "next/server";
import { readAppCheckConfig, readEmulatorEndpoints, readFirebaseWebConfig } from "@/lib/firebase/config";
import { pagePolicy } from "@/lib/security/csp";
import { apiPolicy } from "@/lib/security/headers";
import { prerenderedRoute, readScriptHashes, type ScriptHashes } from "@/lib/security/script-hashes";
import { decidePath, NOT_FOUND_REWRITE } from "@/lib/http/request-path";

const cspHeader = "Content-Security-Policy";
const development = process.env.NODE_ENV === "development";
const firebase = {
  authDomain: readFirebaseWebConfig(process.env)?.authDomain,
  emulators: readEmulatorEndpoints(process.env),
  appCheck: readAppCheckConfig(process.env) !== undefined,
};
let scriptHashes: ScriptHashes | undefined;
/** The build's list, read on the first request (development has none: it allows inline scripts). */
const builtHashes = (): ScriptHashes => (scriptHashes ??= development ? new Map() : readScriptHashes());

/** Each prerendered page's policy, built once: its hashes never change under a build. */
const prerenderedPolicies = new Map<string, string>();

function prerenderedPolicy(route: string): string | null {
  const hashes = builtHashes().get(route);
  if (!hashes) return null;
  let policy = prerenderedPolicies.get(route);
  if (policy === undefined) {
    policy = pagePolicy({ scriptHashes: hashes, development, ...firebase });
    prerenderedPolicies.set(route, policy);
  }
  return policy;
}

/** A prerendered page is allowed its own inline scripts by hash; anything rendered on request gets a nonce. */
function continueWithPolicy(request: NextRequest, target: string): Response {
  // Next's own pages (/_not-found, /_global-error) are not addresses of their own.
  const route = prerenderedRoute(target);
  const policy = target === request.nextUrl.pathname && !route.startsWith("/_") ? prerenderedPolicy(route) : null;
  if (policy) {
    const response = NextResponse.next();
    response.headers.set(cspHeader, policy);
    return response;
  }
  const nonce = btoa(crypto.randomUUID());
  // An unknown path is answered with the not-found page, whose inline scripts are those the build wrote
  // for it (Next puts no nonce on them), so its hashes are listed: they also cover the root layout's
  // own inline script, the same in every page of a build.
  const policyWithNonce = pagePolicy({ scriptHashes: builtHashes().get("/_not-found") ?? [], nonce, development, ...firebase });
  // A page Next renders afresh reads the nonce from the request's policy and puts it on its scripts.
  const headers = new Headers(request.headers);
  headers.set(cspHeader, policyWithNonce);
  const response =
    target === request.nextUrl.pathname
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(new URL(target, request.url), { request: { headers } });
  response.headers.set(cspHeader, policyWithNonce);
  return response;
}

const pageMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** A JSON error answered by the proxy itself, without waiting for the request's body. */
function jsonError(error: string, status: number, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json({ error }, { status, headers: { "Cache-Control": "no-store", [cspHeader]: apiPolicy, ...headers } });
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const decision = decidePath(pathname);
  if (pathname.startsWith("/api/")) {
    // A path that does not decode would otherwise be the framework's 500. (Unknown API paths are
    // app/api/[...path]; the handlers refuse what they do not take.)
    if (decision.action === "not-found") return jsonError("There is no API at this address.", 404);
    return NextResponse.next();
  }
  // Feeds and share images are files, not pages: a broken name gets JSON, as their handlers answer.
  if (decision.action === "not-found" && /^\/(feed|og)\//.test(pathname)) return jsonError("There is nothing at this address.", 404);
  // Pages (and feeds and share images) are read, never posted to: there are no server actions.
  if (!pageMethods.has(request.method)) return jsonError("This address answers GET and HEAD only.", 405, { Allow: "GET, HEAD" });
  if (decision.action === "redirect") return NextResponse.redirect(new URL(decision.location, request.url), 308);
  return continueWithPolicy(request, decision.action === "not-found" ? NOT_FOUND_REWRITE : pathname);
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
