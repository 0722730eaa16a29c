import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { deferScriptsToFirstPaint } from "@/lib/site/after-first-paint";
import { inlineScriptHashes } from "./csp";

/** Where `next build` leaves its output; both `next start` and the standalone server run from beside it. */
const distDir = join(process.cwd(), ".next");

const manifestSchema = z.object({
  routes: z.record(z.string(), z.object({ routeType: z.string().optional(), initialStatus: z.number().optional() }).loose()),
});
const metaSchema = z.object({ headers: z.record(z.string(), z.string()).optional() }).loose();

/** A page as the build prerendered it: its HTML, what the answer to a plain request for it carries. */
export type PrerenderedPage = {
  /** The HTML `next build` wrote, with its framework scripts starting after the first paint. */
  body: Uint8Array;
  /** A strong validator of the body, quoted as the ETag header wants it. */
  etag: string;
  /** The hashes of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: readonly string[];
  /** The headers Next recorded for the page at build time (x-nextjs-stale-time among them). */
  buildHeaders: Readonly<Record<string, string>>;
};

let pageRoutes: Map<string, number> | undefined;
const pagesByRoute = new Map<string, PrerenderedPage>();

/** The routes the build prerendered as pages, with their status; empty in development, where nothing is. */
function prerenderedPages(): Map<string, number> {
  if (pageRoutes) return pageRoutes;
  try {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8")));
    pageRoutes = new Map(
      Object.entries(manifest.routes)
        .filter(([, route]) => route.routeType === "page")
        .map(([route, entry]) => [route, entry.initialStatus ?? 200]),
    );
  } catch {
    pageRoutes = new Map();
  }
  return pageRoutes;
}

function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const fileOf = (route: string, extension: string) => join(distDir, "server", "app", `${route === "/" ? "index" : route.slice(1)}${extension}`);

function buildHeadersOf(route: string): Record<string, string> {
  try {
    const headers = metaSchema.parse(JSON.parse(readFileSync(fileOf(route, ".meta"), "utf8"))).headers ?? {};
    // Cache tags are Next's own bookkeeping, never sent to browsers.
    return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "x-next-cache-tags"));
  } catch {
    return {};
  }
}

/** The HTML the build wrote for a route it prerendered as a page; null for any other path or an unreadable file. */
function builtHtml(route: string): string | null {
  if (!prerenderedPages().has(route)) return null;
  try {
    return readFileSync(fileOf(route, ".html"), "utf8");
  } catch {
    return null;
  }
}

/**
 * What `make` derives from a prerendered page's built HTML, computed once per route and kept for the
 * life of the process (the files never change under a running build). Null for any path the build did
 * not prerender as a page.
 */
function perBuiltRoute<T>(cache: Map<string, T>, pathname: string, make: (built: string, route: string) => T): T | null {
  const route = routeOf(pathname);
  const cached = cache.get(route);
  if (cached !== undefined) return cached;
  const built = builtHtml(route);
  if (built === null) return null;
  const made = make(built, route);
  cache.set(route, made);
  return made;
}

/** A prerendered page as it is served, read once per route; null for any path the build did not prerender. */
export function prerenderedPage(pathname: string): PrerenderedPage | null {
  return perBuiltRoute(pagesByRoute, pathname, (built, route) => {
    const html = deferScriptsToFirstPaint(built);
    const body = Buffer.from(html, "utf8");
    return {
      body,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      scriptHashes: inlineScriptHashes(html),
      buildHeaders: buildHeadersOf(route),
    };
  });
}

/** The build's status for a prerendered page: 200, or 404 for the not-found page. */
export function prerenderedStatus(pathname: string): number | null {
  return prerenderedPages().get(routeOf(pathname)) ?? null;
}

const builtHashesByRoute = new Map<string, readonly string[]>();

/**
 * The hashes of the inline scripts in a prerendered page's HTML as the build wrote it, which is also how
 * Next renders that page on request (the not-found page, for any unknown path); null for a path the
 * build did not prerender.
 */
export function builtScriptHashes(pathname: string): readonly string[] | null {
  return perBuiltRoute(builtHashesByRoute, pathname, (built) => inlineScriptHashes(built));
}
