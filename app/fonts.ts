import localFont from "next/font/local";

// Preloaded, so a first visit usually has them for its first paint. `optional`: a face that has not
// arrived by then is not swapped in under the reader; that page stays in the metric-matched local
// fallbacks (font-fallbacks.css, listed after these families in globals.css) and the next one has it.
// next/font's own fallback is Arial alone, so it is replaced by those.

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
  adjustFontFallback: false,
});

export const grotesk = localFont({
  src: "../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  variable: "--font-grotesk",
  weight: "300 700",
  display: "optional",
  adjustFontFallback: false,
});
