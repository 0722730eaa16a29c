/** @jest-environment node */
import { readFileSync } from "node:fs";
import { fontFallbackCss, fontFallbacksFile } from "./font-fallbacks.mjs";

describe("the brand fonts' local fallbacks", () => {
  it("are the faces the metrics give (run `node scripts/font-fallbacks.mjs` after changing a font)", () => {
    expect(readFileSync(fontFallbacksFile, "utf8")).toBe(fontFallbackCss());
  });

  it("size a face for each platform's sans-serif, for both typefaces", () => {
    const css = fontFallbackCss();
    for (const local of ["Arial", "Liberation Sans", "Arimo Regular", "Roboto Regular"]) expect(css).toContain(`local('${local}')`);
    expect(css).toMatch(/--font-inter-fallbacks: "Inter Fallback: Arial", .*"Inter Fallback: Roboto";/);
    expect(css).toMatch(/--font-grotesk-fallbacks: "Space Grotesk Fallback: Arial", .*"Space Grotesk Fallback: Roboto";/);
    // Inter is wider than Arial: the fallback is scaled up to take the same room.
    expect(css).toMatch(/"Inter Fallback: Arial";\n  src: [^\n]+\n(?:  [^\n]+\n)*?  size-adjust: 10\d\.\d+%;/);
  });
});
