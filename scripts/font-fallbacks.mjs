// Writes app/font-fallbacks.css: for each brand typeface, local faces sized to its metrics (Capsize's
// method, the one next/font uses for Arial), so text set before the web font arrives takes the same
// room it will take after. next/font's own fallback is Arial alone, which Android and most Linux
// desktops lack; these cover them.
//   node scripts/font-fallbacks.mjs      rewrites the file (a Jest test fails when it is out of date)
import { createFontStack } from "@capsizecss/core";
import { entireMetricsCollection as metrics } from "@capsizecss/metrics/entireMetricsCollection";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export const fontFallbacksFile = join(import.meta.dirname, "..", "app", "font-fallbacks.css");

/**
 * The local fonts tried in order: Arial (Windows, macOS, iOS), Liberation Sans (metric-compatible with
 * Arial: most Linux desktops), Arimo (the same design: ChromeOS), Roboto (Android).
 */
const platformFonts = [
  metrics.arial,
  { ...metrics.arial, familyName: "Liberation Sans", fullName: "Liberation Sans", postscriptName: "LiberationSans" },
  metrics.arimo,
  metrics.roboto,
];

/** The brand typefaces, named by the CSS variable that lists their fallbacks. */
const brandFonts = [
  { variable: "--font-inter-fallbacks", metrics: metrics.inter, name: "Inter" },
  { variable: "--font-grotesk-fallbacks", metrics: metrics.spaceGrotesk, name: "Space Grotesk" },
];

export function fontFallbackCss() {
  const faces = [];
  const variables = [];
  for (const brand of brandFonts) {
    const stack = createFontStack([{ ...brand.metrics, familyName: brand.name }, ...platformFonts]);
    faces.push(stack.fontFaces);
    // The stack starts with the brand family (next/font names it) and ends with the bare platform families.
    const fallbacks = stack.fontFamily.split(", ").filter((family) => family.includes(" Fallback: "));
    variables.push(`  ${brand.variable}: ${fallbacks.join(", ")};`);
  }
  return [
    "/* Written by scripts/font-fallbacks.mjs from Capsize's font metrics; run it again rather than editing. */",
    ...faces,
    ":root {",
    ...variables,
    "}",
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(fontFallbacksFile, fontFallbackCss());
  console.log(`Wrote ${fontFallbacksFile}`);
}
