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
  test(`${path} paints first, then fetches its scripts and fonts, hydrates, and keeps its type in place`, async ({ page }) => {
    await recordFontsAtFirstPaint(page);
    await page.goto(path);
    expect(await fontsAtFirstPaint(page)).toBe(false);

    const { firstContentfulPaint, requests } = await loadTimeline(page);
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(requests.filter((request) => request.path.endsWith(".js")).length).toBeGreaterThan(5);
    await expect.poll(async () => (await loadTimeline(page)).requests.filter((request) => request.path.endsWith(".woff2")).length).toBe(2);
    for (const request of (await loadTimeline(page)).requests) expect(request.startTime, request.path).toBeGreaterThanOrEqual(firstContentfulPaint);

    // The fonts are fetched for the next page: this one is never re-set under its reader.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), webFontsStorageKey)).toBe("1");
    await page.waitForTimeout(300);
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
    expect((await bodyFont(page)).family).toBe("inter Fallback");
  });
}

test("the next page, reached by a link, is set in the web fonts", async ({ page }) => {
  await page.goto("/about");
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), webFontsStorageKey)).toBe("1");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  expect(await bodyFont(page)).toEqual({ family: "inter", loaded: true });
});

test("a returning visitor gets the web fonts from the first paint", async ({ page }) => {
  await page.goto("/about");
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), webFontsStorageKey)).toBe("1");

  await recordFontsAtFirstPaint(page);
  await page.goto("/services");
  expect(await fontsAtFirstPaint(page)).toBe(true);
  expect(await bodyFont(page)).toEqual({ family: "inter", loaded: true });
});
