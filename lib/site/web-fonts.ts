import { firstPaintFallbackMs, whenFirstPainted } from "./after-first-paint";

/** Set once this browser holds the web fonts, so later pages use them from their first paint. */
export const webFontsStorageKey = "web-fonts";

/** Switches the type from its metric-matched fallbacks to the web fonts (app/globals.css). */
export function switchToWebFonts(): void {
  document.documentElement.setAttribute("data-fonts", "");
}

/** Whether this browser has fetched the web fonts before (and so holds them in its cache). Self-contained. */
export function webFontsHeld(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) === "1";
  } catch {
    // Storage blocked: treated as a first visit.
    return false;
  }
}

/**
 * Whether this page's stylesheets came out of the browser's cache. The fonts were cached beside them,
 * with the same lifetime, so a browser whose cache has been cleared since it fetched the fonts (or
 * that has evicted the site) shows up here: it would otherwise fetch the fonts ahead of the first
 * paint. The head script runs after the stylesheets have loaded, as a script after a stylesheet must.
 * Self-contained.
 */
export function stylesheetsFromCache(): boolean {
  if (typeof performance === "undefined" || !performance.getEntriesByType) return false;
  const sheets = performance.getEntriesByType("resource").filter((entry) => {
    const timing = entry as PerformanceResourceTiming;
    return timing.initiatorType === "link" && /\.css$/.test(new URL(timing.name).pathname);
  }) as PerformanceResourceTiming[];
  return sheets.length > 0 && sheets.every((sheet) => sheet.transferSize === 0 && sheet.decodedBodySize > 0);
}

/**
 * The web fonts without a layout shift or a font request ahead of the first paint. A browser that
 * holds them sets its text in them from the first paint (`data-fonts` on <html>). On a first visit the
 * page stays in the metric-matched fallbacks, which never shift it; after its first paint the font
 * files are fetched into the cache, and the next page, whether a full load or a client-side navigation
 * (components/layout/web-fonts-switch.tsx), is set in them. A browser that fetched them once but whose
 * cache no longer has the site's files is treated as a first visit. Self-contained, with the functions
 * it uses passed in: it runs as the root layout's inline head script.
 */
export function loadWebFontsForNextPage(
  whenPainted: typeof whenFirstPainted,
  held: typeof webFontsHeld,
  cached: typeof stylesheetsFromCache,
  storageKey: string,
  fallbackMs: number,
): void {
  if (held(storageKey) && cached()) {
    document.documentElement.setAttribute("data-fonts", "");
    return;
  }
  whenPainted(() => {
    const fonts = document.fonts;
    if (!fonts || !fonts.forEach) return;
    // next/font names its metric-matched local() faces "<family> Fallback"; the rest are the font files.
    const files: FontFace[] = [];
    fonts.forEach((face) => {
      if (!/ fallback$/i.test(face.family.replace(/["']/g, ""))) files.push(face);
    });
    if (files.length === 0) return;
    Promise.all(files.map((face) => face.load())).then(
      () => {
        try {
          window.localStorage.setItem(storageKey, "1");
        } catch {
          // Storage blocked: the next page paints in the fallbacks too.
        }
      },
      () => undefined,
    );
  }, fallbackMs);
}

/** The inline script for the root layout's <head>: the same functions, as source. */
export function webFontsHeadScript(): string {
  return `try{(${loadWebFontsForNextPage.toString()})(${whenFirstPainted.toString()},${webFontsHeld.toString()},${stylesheetsFromCache.toString()},${JSON.stringify(webFontsStorageKey)},${firstPaintFallbackMs})}catch(e){}`;
}
