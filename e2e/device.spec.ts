import { expect, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  emulateCapableDevice,
  emulateLowEndDevice,
  emulateSlowConnection,
  failChunksNotIn,
  settled,
  trackLateScripts,
} from "./support";

const html = (page: Page) => page.locator("html");
const heroVisual = (page: Page) => page.locator("[data-hero-visual]");
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { marker?: string }).marker = "kept"));
const documentKept = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker === "kept").catch(() => false);

/** Navigates from /about to /portfolio with the portfolio's own code failing to load. */
async function failNavigationToPortfolio(page: Page) {
  const allowChunks = await failChunksNotIn(page, "/about");
  await page.goto("/about");
  await markDocument(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
  return allowChunks;
}

test.describe("a low-end device", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("gets no 3D scene, no transitions and a header that stays", async ({ page }) => {
    await emulateLowEndDevice(page);
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("data-low-end", "");
    await expect(html(page)).toHaveAttribute("data-motion", "off");
    await expect(page.locator("[data-transition]")).toHaveAttribute("data-transition", "instant");
    const cta = page.getByRole("link", { name: "Contact" }).first();
    expect(await cta.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0s(, 0s)*$/);
    // The scene is decided once the page has settled: skipped, and no canvas.
    await expect(heroVisual(page)).toHaveAttribute("data-hero-visual", "skipped");
    await expect(page.locator("canvas")).toHaveCount(0);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    expect((await page.getByRole("banner").boundingBox())?.y).toBe(0);
    // Every page is checked for accessibility on a capable desktop (pages-in-browser.spec.ts); the
    // low-end profile's own states (the static header, instant swaps, the poster) are checked here.
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("switches to the simplified site when a page fails, for the rest of the visit", async ({ page }) => {
    await emulateLowEndDevice(page);
    const allowChunks = await failNavigationToPortfolio(page);
    await expect(page.getByRole("status").filter({ hasText: "Loading simplified version..." })).toBeVisible();
    await allowChunks();
    await expect.poll(() => documentKept(page), { timeout: 5000 }).toBe(false);
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(html(page)).toHaveAttribute("data-simplified", "");
    await page.goto("/about");
    await expect(html(page)).toHaveAttribute("data-simplified", "");
    await expect(html(page)).toHaveAttribute("data-motion", "off");
  });
});

test.describe("a smart TV", () => {
  test.use({
    viewport: { width: 1920, height: 1080 },
    userAgent: "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/85.0 TV Safari/537.36",
  });

  test("gets the TV profile: larger type, no motion, no 3D", async ({ page }) => {
    await emulateCapableDevice(page);
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("data-device", "tv");
    await expect(html(page)).toHaveAttribute("data-low-end", "");
    await expect(html(page)).toHaveAttribute("data-motion", "off");
    expect(await html(page).evaluate((element) => getComputedStyle(element).fontSize)).toBe("18px");
    await expect(heroVisual(page)).toHaveAttribute("data-hero-visual", "skipped");
    await expect(page.locator("canvas")).toHaveCount(0);
  });

  test("reloads 3 seconds after a page fails, saying so", async ({ page }) => {
    await emulateCapableDevice(page);
    // When the message first appears, kept where the reloaded page can read it.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (sessionStorage.getItem("tvMessageShownAt") || !document.body?.textContent?.includes("Loading optimized version for your TV...")) return;
        sessionStorage.setItem("tvMessageShownAt", String(Date.now()));
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true, characterData: true });
    });
    const allowChunks = await failNavigationToPortfolio(page);
    const message = page.getByRole("status").filter({ hasText: "Loading optimized version for your TV..." });
    await expect(message).toBeVisible();
    await allowChunks();
    await expect.poll(() => documentKept(page), { timeout: 8000 }).toBe(false);
    // The new document began 3 seconds after the message was put on the page (less its rendering), as
    // the page itself timed both.
    const waited = await page.evaluate(() => performance.timeOrigin - Number(sessionStorage.getItem("tvMessageShownAt")));
    expect(waited).toBeGreaterThan(2_500);
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case studies");
  });

  test("reloads after an uncaught error from the site's own code", async ({ page }) => {
    await emulateCapableDevice(page);
    await page.goto("/about");
    await markDocument(page);
    // A script file of the site's own origin (inline scripts are refused by the page's policy).
    await page.route("**/tv-test-failure.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "setTimeout(() => { throw new Error('TV test failure'); });" }),
    );
    await page.addScriptTag({ url: "/tv-test-failure.js" });
    await expect(page.getByRole("status").filter({ hasText: "Loading optimized version for your TV..." })).toBeVisible();
    await expect.poll(() => documentKept(page), { timeout: 6000 }).toBe(false);
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("a large screen", () => {
  test("with a mouse, a maximised browser on a 1440p monitor is a desktop, not a TV", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 2560, height: 1400 } });
    const page = await context.newPage();
    await emulateCapableDevice(page);
    await page.goto("/about");
    expect(await page.evaluate(() => matchMedia("(any-pointer: fine)").matches)).toBe(true);
    await expect(html(page)).toHaveAttribute("data-device", "desktop");
    await expect(html(page)).not.toHaveAttribute("data-low-end", "");
    await expect(html(page)).toHaveAttribute("data-motion", "full");
    await context.close();
  });

  test("with no fine pointer, a 1920 x 1080 screen is a TV, by size alone", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, hasTouch: true });
    const page = await context.newPage();
    await emulateCapableDevice(page);
    await page.goto("/about");
    expect(await page.evaluate(() => matchMedia("(any-pointer: fine)").matches)).toBe(false);
    await expect(html(page)).toHaveAttribute("data-device", "tv");
    await expect(html(page)).toHaveAttribute("data-low-end", "");
    await context.close();
  });
});

test.describe("a slow connection", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("waits longer before giving up on a request", async ({ page }) => {
    await emulateSlowConnection(page);
    // The page's timers run on a clock the test moves, so the answer can come 9 s late at once.
    await page.clock.install();
    let requests = 0;
    let answer: () => Promise<void> = async () => undefined;
    const asked = new Promise<void>((resolve) => {
      void page.route("**/api/articles/*/views", async (route) => {
        requests += 1;
        answer = () => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ views: 42 }) });
        resolve();
      });
    });
    await page.goto("/readarticle/zero-downtime-deployments");
    await expect(html(page)).toHaveAttribute("data-slow-connection", "");
    await asked;
    // Past the 8 s a fast connection waits, inside the 15 s a slow one does.
    await page.clock.runFor(9_000);
    await answer();
    await expect(page.getByTestId("article-views")).toHaveText(/42 views/);
    expect(requests).toBe(1);
  });

  test("retries a failed page after 2 seconds, saying so", async ({ page }) => {
    await emulateSlowConnection(page);
    const allowChunks = await failNavigationToPortfolio(page);
    await expect(page.getByRole("status").filter({ hasText: "Slow connection detected, retrying..." })).toBeVisible();
    await allowChunks();
    await expect.poll(() => documentKept(page), { timeout: 5000 }).toBe(false);
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case studies");
  });
});

test("a capable desktop goes back to the home page when a page fails", async ({ page }) => {
  await emulateCapableDevice(page);
  const allowChunks = await failNavigationToPortfolio(page);
  await expect(page.getByRole("status").filter({ hasText: "Something went wrong, redirecting..." })).toBeVisible();
  await allowChunks();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Software that ships");
});

test.describe("article images", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("load only as they near the viewport on a phone, and fully on a fast desktop", async ({ page }) => {
    await emulateCapableDevice(page);
    await trackLateScripts(page);
    const image = "/images/articles/zero-downtime-release-pipeline.svg";
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === image) fetched.push(request.url());
    });
    await page.goto("/readarticle/zero-downtime-deployments");
    const diagram = page.locator(".article-prose figure img").first();
    // Everything the page does of its own accord is done.
    await settled(page);
    expect(await diagram.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    expect(fetched).toEqual([]);
    await expect(diagram).toHaveAttribute("data-src", image);
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).toHaveAttribute("data-loaded", "");
    expect(await diagram.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/readarticle/zero-downtime-deployments");
    await expect(page.locator(".article-prose figure img").first()).toHaveAttribute("data-loaded", "", { timeout: 5000 });
  });

  test("show without JavaScript, through their noscript copy", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/readarticle/zero-downtime-deployments");
    const image = "/images/articles/zero-downtime-release-pipeline.svg";
    const lazy = page.locator(`.article-prose img[data-src="${image}"]`);
    await expect(lazy).toHaveCount(1);
    await expect(lazy).toBeHidden();
    const shown = page.locator(`.article-prose img[src="${image}"]`);
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe("idle prefetch", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Whether any script fetched so far is three.js. */
  const threeFetched = (page: Page) =>
    page.evaluate(async () => {
      const scripts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js"));
      const sources = await Promise.all(scripts.map((entry) => fetch(entry.name).then((response) => response.text())));
      return sources.some((source) => source.includes("WebGLRenderer"));
    });

  test("a capable device fetches the 3D library once any page has settled; a low-end one never does", async ({ browser }) => {
    const capable = await browser.newPage();
    await emulateCapableDevice(capable);
    await capable.goto("/about");
    await expect.poll(() => threeFetched(capable), { timeout: 10_000 }).toBe(true);
    await capable.close();

    const lowEnd = await browser.newPage();
    await emulateLowEndDevice(lowEnd);
    await trackLateScripts(lowEnd);
    await lowEnd.goto("/about");
    await settled(lowEnd);
    expect(await threeFetched(lowEnd)).toBe(false);
    await lowEnd.close();
  });
});
