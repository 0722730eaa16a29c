import { expect, type Page } from "@playwright/test";
import { getArticles } from "../lib/content";
import { webFontsStorageKey } from "../lib/site/web-fonts";
import { test } from "./support";

const article = getArticles()[0];

/** Whether <html> had data-fonts when the first content was painted, i.e. whether that paint used the web fonts. */
async function recordFontsAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      (window as unknown as { fontsAtFirstPaint: boolean }).fontsAtFirstPaint = document.documentElement.hasAttribute("data-fonts");
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

const fontsAtFirstPaint = (page: Page) => page.evaluate(() => (window as unknown as { fontsAtFirstPaint?: boolean }).fontsAtFirstPaint);

/** The first family the body's text asks for, and whether a web font of that family has loaded. */
const bodyFont = (page: Page) =>
  page.evaluate(() => {
    const family = (getComputedStyle(document.body).fontFamily.split(",")[0] ?? "").replace(/["']/g, "").trim();
    return { family, loaded: [...document.fonts].some((face) => face.family.replace(/["']/g, "") === family && face.status === "loaded") };
  });

/** When the first content was painted, and when each script chunk and font file was asked for. */
const loadTimeline = (page: Page) =>
  page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/(chunks\/[^/]+\.js|media\/[^/]+\.woff2)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));

for (const path of ["/", `/readarticle/${article?.id}`]) {
  test(`${path} paints first, then fetches its scripts and fonts, hydrates and switches to the web fonts`, async ({ page }) => {
    await recordFontsAtFirstPaint(page);
    await page.goto(path);
    expect(await fontsAtFirstPaint(page)).toBe(false);
    await expect(page.locator("html")).toHaveAttribute("data-fonts", "");

    const { firstContentfulPaint, requests } = await loadTimeline(page);
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(requests.filter((request) => request.path.endsWith(".js")).length).toBeGreaterThan(5);
    expect(requests.filter((request) => request.path.endsWith(".woff2"))).toHaveLength(2);
    for (const request of requests) expect(request.startTime, request.path).toBeGreaterThanOrEqual(firstContentfulPaint);

    // The text is now set in the loaded web fonts, and the browser remembers that it has them.
    expect(await bodyFont(page)).toEqual({ family: "inter", loaded: true });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), webFontsStorageKey)).toBe("1");
  });
}

test("a returning visitor gets the web fonts from the first paint", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), webFontsStorageKey)).toBe("1");

  await recordFontsAtFirstPaint(page);
  await page.goto("/services");
  expect(await fontsAtFirstPaint(page)).toBe(true);
  expect((await bodyFont(page)).family).toBe("inter");
});
