import { expect, type Page, type Request } from "@playwright/test";
import { getArticles } from "../lib/content";
import { webFontsStorageKey } from "../lib/site/web-fonts";
import { webManifestPath } from "../lib/site/web-manifest";
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

/** When the first content was painted, and when each script chunk, font file and the page's RSC payload was asked for. */
const loadTimeline = (page: Page) =>
  page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    requests: performance
      .getEntriesByType("resource")
      .map((entry) => ({ url: new URL(entry.name), startTime: entry.startTime }))
      .filter(({ url }) => /\/_next\/static\/(chunks\/[^/]+\.js|media\/[^/]+\.woff2)$/.test(url.pathname) || url.searchParams.has("_rsc"))
      .map(({ url, startTime }) => ({ path: url.pathname + url.search, startTime })),
  }));

for (const path of ["/", `/readarticle/${article?.id}`]) {
  test(`${path} paints first, then fetches its scripts, hydration data and fonts, hydrates, and keeps its type in place`, async ({ page }) => {
    await recordFontsAtFirstPaint(page);
    const manifestRequests: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === webManifestPath) manifestRequests.push(request);
    });
    const document = await page.goto(path);
    expect(await fontsAtFirstPaint(page)).toBe(false);
    // The HTML carries the content only; the RSC payload that hydrates it comes after the first paint.
    const html = await document?.text();
    expect(html).not.toContain("self.__next_f.push([1,");
    // So does the web app manifest's link: a browser fetches a linked manifest as soon as it has parsed the page.
    expect(html).not.toMatch(/<link[^>]*rel="manifest"/);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", webManifestPath);

    const { firstContentfulPaint, requests } = await loadTimeline(page);
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(requests.filter((request) => request.path.endsWith(".js")).length).toBeGreaterThan(5);
    expect(requests.filter((request) => request.path === `${path}?_rsc`)).toHaveLength(1);
    await expect.poll(async () => (await loadTimeline(page)).requests.filter((request) => request.path.endsWith(".woff2")).length).toBe(2);
    for (const request of (await loadTimeline(page)).requests) expect(request.startTime, request.path).toBeGreaterThanOrEqual(firstContentfulPaint);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    for (const request of manifestRequests) expect(request.timing().startTime).toBeGreaterThanOrEqual(timeOrigin + firstContentfulPaint);

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

test("a browser whose cache was cleared since is treated as a first visit: no font is fetched before the first paint", async ({ page }) => {
  await page.goto("/about");
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), webFontsStorageKey)).toBe("1");
  const session = await page.context().newCDPSession(page);
  await session.send("Network.clearBrowserCache");

  await recordFontsAtFirstPaint(page);
  await page.goto("/services");
  expect(await fontsAtFirstPaint(page)).toBe(false);
  await expect.poll(async () => (await loadTimeline(page)).requests.filter((request) => request.path.endsWith(".woff2")).length).toBe(2);
  const { firstContentfulPaint, requests } = await loadTimeline(page);
  for (const request of requests) expect(request.startTime, request.path).toBeGreaterThanOrEqual(firstContentfulPaint);
  await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
});
