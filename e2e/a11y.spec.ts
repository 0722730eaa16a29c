import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { allPublicRoutes, memberRoutes } from "./support";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [...allPublicRoutes, ...memberRoutes, "/no-such-page"]) {
      test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await page.goto(path);
        // Not "networkidle": pages that retry an unavailable backend keep the network busy for seconds.
        await page.waitForLoadState("load");
        await page.evaluate(() => document.fonts.ready);
        // Blocks below the fold render when near the viewport (content-visibility: auto). Until then they
        // hold a placeholder height, and the geometry axe reads of their content overflows it onto what
        // follows, a state never painted. Laid out in full, they are what a reader scrolling there sees.
        await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important; }" });
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        const summary = results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
