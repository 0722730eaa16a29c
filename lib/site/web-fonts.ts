import { firstPaintFallbackMs, whenFirstPainted } from "./after-first-paint";

/** Set once this browser has downloaded the web fonts, so later visits use them from the first paint. */
export const webFontsStorageKey = "web-fonts";

/**
 * Puts `data-fonts` on <html>, which switches the type from its metric-matched fallbacks to the web
 * fonts (app/globals.css). On a first visit the text paints in the fallbacks; after that paint the font
 * files are fetched, and the switch, one restyle of the page, waits until they are all in, so the page
 * is laid out once with them rather than again as each arrives. A visitor whose browser already holds
 * them gets them from the first paint. Self-contained, with `whenPainted` passed in: it runs as the
 * root layout's inline head script.
 */
export function applyWebFontsAfterFirstPaint(whenPainted: typeof whenFirstPainted, storageKey: string, fallbackMs: number): void {
  const root = document.documentElement;
  const switchOn = () => root.setAttribute("data-fonts", "");
  const fetchThenSwitch = () => {
    const fonts = document.fonts;
    if (!fonts || !fonts.forEach) {
      switchOn();
      return;
    }
    const loads: Promise<unknown>[] = [];
    // Every face the stylesheets declare; the fallbacks' local() faces settle at once.
    fonts.forEach((face) => {
      loads.push(face.load().catch(() => null));
    });
    Promise.all(loads).then(() => {
      switchOn();
      try {
        window.localStorage.setItem(storageKey, "1");
      } catch {
        // Storage blocked: the next visit paints in the fallbacks first again.
      }
    });
  };
  let held = false;
  try {
    held = window.localStorage.getItem(storageKey) === "1";
  } catch {
    // Storage blocked: treated as a first visit.
  }
  if (held) switchOn();
  else whenPainted(fetchThenSwitch, fallbackMs);
}

/** The inline script for the root layout's <head>: the same functions, as source. */
export function webFontsHeadScript(): string {
  const call = `(${applyWebFontsAfterFirstPaint.toString()})(${whenFirstPainted.toString()},${JSON.stringify(webFontsStorageKey)},${firstPaintFallbackMs})`;
  return `try{${call}}catch(e){document.documentElement.setAttribute("data-fonts","")}`;
}
