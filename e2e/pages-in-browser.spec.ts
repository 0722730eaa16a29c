import { expect, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  allPublicRoutes,
  consoleRoutes,
  emulateCapableDevice,
  layOutInFull,
  memberRoutes,
  settled,
  trackLateScripts,
  watchViolations,
} from "./support";

// What needs a real browser, for every page: the page is loaded once, on a capable desktop (the full
// site: motion, the assistant, the 3D library), and every check runs on that one load, resizing rather
// than reloading. HTTP-only checks of the same pages are in served-pages.spec.ts.

const accessibilityWidths = [1280, 375];
const layoutWidths = [375, 768, 1024, 1280, 1920];

/** Resizes the window and waits for the page to have laid itself out and painted at the new size. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(
    (expected) =>
      new Promise<void>((resolve) => {
        const check = () => (window.innerWidth === expected ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check));
        check();
      }),
    width,
  );
  // Transitions the new width started (a header collapsing, a menu button fading in) end before a check.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

// The not-found page, as the root and as the site's layout answer it, and for a malformed address. The
// first is checked for accessibility; the others are the same page.
const notFound = ["/no-such-page", "/readarticle/no-such-article", "/%ZZ"];
const accessibilityChecked = new Set([...allPublicRoutes, ...memberRoutes, ...consoleRoutes, "/no-such-page"]);

for (const path of [...allPublicRoutes, ...memberRoutes, ...consoleRoutes, ...notFound]) {
  const widths = accessibilityChecked.has(path) ? accessibilityWidths : [];
  const checks =
    widths.length > 0 ? "runs under its policy, meets WCAG 2.2 A/AA at 1280 and 375 px, fits 375 to 1920 px" : "runs under its policy, fits 375 to 1920 px";
  test(`${path}: ${checks}`, async ({ page }) => {
    await emulateCapableDevice(page);
    await trackLateScripts(page);
    const violations = await watchViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(path);
    // A page that fails on the server is named as such, not as a page that never hydrated.
    expect(response?.status(), `${path} answers`).toBe(notFound.includes(path) ? 404 : 200);
    await expect(page.locator("h1")).toHaveCount(1);
    // The assistant, the animation code and the 3D library load once the page has settled: their code
    // must run under the policy too.
    await settled(page);
    expect(await violations(), `policy violations on ${path}`).toEqual([]);

    for (const width of widths) {
      await resize(page, width);
      expect(await accessibilityViolations(page), `WCAG violations on ${path} at ${width} px`).toEqual([]);
    }
    // Laid out in full: what a reader scrolling down sees must fit the width.
    await layOutInFull(page);
    for (const width of layoutWidths) {
      await resize(page, width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
