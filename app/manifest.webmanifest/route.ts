import { webManifest } from "@/lib/site/web-manifest";

export const dynamic = "force-static";

/** Served as a route rather than Next's manifest file, which would link it from every page's <head> at once. */
export function GET() {
  return Response.json(webManifest(), { headers: { "Content-Type": "application/manifest+json" } });
}
