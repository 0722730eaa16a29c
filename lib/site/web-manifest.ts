import type { MetadataRoute } from "next";
import { firstPaintFallbackMs, whenFirstPainted } from "./after-first-paint";
import { siteInfo } from "./site-info";

export const webManifestPath = "/manifest.webmanifest";

/** The web app manifest: the name, colours and icons a browser uses when the site is installed. */
export function webManifest(): MetadataRoute.Manifest {
  return {
    name: `${siteInfo.name} Software Studio`,
    short_name: siteInfo.name,
    description: siteInfo.description,
    start_url: "/",
    display: "standalone",
    background_color: "#070a12",
    theme_color: "#070a12",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}

/**
 * Links the manifest once the page has painted. A browser fetches a linked manifest, and then its icon,
 * as soon as the document is parsed: on a slow connection that is while the stylesheet the first paint
 * waits for is still arriving, and nothing on screen needs either. Linked later, the site installs the
 * same way. Self-contained, with `whenPainted` passed in: it runs as an inline head script, from its source.
 */
export function linkManifestAfterFirstPaint(whenPainted: typeof whenFirstPainted, href: string, fallbackMs: number): void {
  whenPainted(() => {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = href;
    document.head.appendChild(link);
  }, fallbackMs);
}

/** The inline script for the root layout's <head>: the same functions, as source. */
export function manifestHeadScript(): string {
  return `try{(${linkManifestAfterFirstPaint.toString()})(${whenFirstPainted.toString()},${JSON.stringify(webManifestPath)},${firstPaintFallbackMs})}catch(e){}`;
}
