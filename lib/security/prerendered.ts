import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { inlineScriptHashes } from "./csp";

/** Where `next build` leaves its output; both `next start` and the standalone server run from beside it. */
const distDir = join(process.cwd(), ".next");

const manifestSchema = z.object({ routes: z.record(z.string(), z.object({ routeType: z.string().optional() }).loose()) });

let pageRoutes: Set<string> | undefined;
const hashesByRoute = new Map<string, readonly string[]>();

/** The routes the build prerendered as pages; empty in development, where nothing is prerendered. */
function prerenderedPages(): Set<string> {
  if (pageRoutes) return pageRoutes;
  try {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8")));
    pageRoutes = new Set(Object.entries(manifest.routes).filter(([, route]) => route.routeType === "page").map(([route]) => route));
  } catch {
    pageRoutes = new Set();
  }
  return pageRoutes;
}

function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * The hashes of the inline scripts in a prerendered page's HTML, read once per route and kept for the
 * life of the process (the files never change under a running build). Null for any path the build
 * did not prerender as a page.
 */
export function prerenderedScriptHashes(pathname: string): readonly string[] | null {
  const route = routeOf(pathname);
  const cached = hashesByRoute.get(route);
  if (cached) return cached;
  if (!prerenderedPages().has(route)) return null;
  let hashes: readonly string[] = [];
  try {
    hashes = inlineScriptHashes(readFileSync(join(distDir, "server", "app", `${route === "/" ? "index" : route.slice(1)}.html`), "utf8"));
  } catch {
    return null;
  }
  hashesByRoute.set(route, hashes);
  return hashes;
}
