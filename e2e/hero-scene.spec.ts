import { existsSync } from "node:fs";
import { expect, type Page, type Response, test } from "@playwright/test";
import { emulateCapableDevice, emulateLowEndDevice } from "./support";

// Without a GPU, headless Chromium offers WebGL only through SwiftShader, which the project's launch flags leave off.
test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: [
      ...["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
      ...["--use-gl=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
    ],
  },
});

const visual = (page: Page) => page.locator("[data-hero-visual]");

/** The device profile calls under 1.5 Mb/s slow, and Chromium's estimate on an idle machine hovers right there. */
async function emulateConnection(page: Page, downlink: number) {
  await page.addInitScript((value) => {
    const info = (window as unknown as { NetworkInformation?: { prototype: object } }).NetworkInformation;
    if (info) Object.defineProperty(info.prototype, "downlink", { get: () => value });
  }, downlink);
}

/** The paths of the scripts the page fetched that carry three.js. */
function trackThreeChunks(page: Page): () => Promise<string[]> {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  return async () => {
    const bodies = await Promise.all(scripts.map(async (response) => [new URL(response.url()).pathname, await response.text()] as const));
    return bodies.filter(([, body]) => body.includes("WebGLRenderer")).map(([path]) => path);
  };
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("the server sends the poster and no canvas", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('data-hero-visual="poster"');
  expect(html).not.toContain("<canvas");
});

test.describe("on a capable device", () => {
  test.beforeEach(async ({ page }) => {
    await emulateCapableDevice(page);
    await emulateConnection(page, 10);
  });

  test("the scene fades in once the page is idle, from a chunk the page did not load up front", async ({ page, request }) => {
    const problems = collectProblems(page);
    const threeChunks = trackThreeChunks(page);
    await page.goto("/");
    await expect(visual(page)).toHaveAttribute("data-hero-visual", "ready", { timeout: 20_000 });
    await expect(visual(page).locator("canvas")).toHaveCount(1);
    await expect(visual(page).locator("svg")).toHaveCSS("opacity", "0");
    await expect(visual(page)).toHaveAttribute("aria-hidden", "true");
    await expect(visual(page)).toHaveCSS("pointer-events", "none");

    const chunks = await threeChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const html = await (await request.get("/")).text();
    for (const chunk of chunks) expect(html).not.toContain(chunk.split("/").pop());
    expect(problems).toEqual([]);
  });

  test("a lost WebGL context brings the poster back with one warning and no error screen", async ({ page }) => {
    const problems = collectProblems(page);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" && message.text().startsWith("Hero scene")) warnings.push(message.text());
    });
    await page.goto("/");
    await expect(visual(page)).toHaveAttribute("data-hero-visual", "ready", { timeout: 20_000 });
    await visual(page)
      .locator("canvas")
      .evaluate((canvas: HTMLCanvasElement) => canvas.getContext("webgl2")?.getExtension("WEBGL_lose_context")?.loseContext());

    await expect(visual(page)).toHaveAttribute("data-hero-visual", "failed");
    await expect(visual(page).locator("canvas")).toHaveCount(0);
    await expect(visual(page).locator("svg")).toHaveCSS("opacity", "1");
    await expect(page.locator("h1")).toHaveText("Software that ships on time and keeps working for years.");
    expect(warnings).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test("leaving the home page releases the WebGL context, ten times over", async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const counts = { live: 0 };
      Object.assign(window, { webglCounts: counts });
      const getContext = HTMLCanvasElement.prototype.getContext;
      const seen = new WeakSet<HTMLCanvasElement>();
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
        const context = getContext.apply(this, args);
        if (context && args[0].startsWith("webgl") && !seen.has(this)) {
          seen.add(this);
          counts.live++;
          this.addEventListener("webglcontextlost", () => counts.live--);
        }
        return context;
      } as typeof getContext;
    });
    const liveContexts = () => page.evaluate(() => (window as unknown as { webglCounts: { live: number } }).webglCounts.live);
    await page.goto("/");
    for (let round = 0; round < 10; round++) {
      await expect(visual(page)).toHaveAttribute("data-hero-visual", "ready", { timeout: 20_000 });
      await page.locator('body > header a[href="/about"]').first().click();
      await expect(page).toHaveURL(/\/about$/);
      await expect.poll(liveContexts).toBe(0);
      await page.locator('body > header a[href="/"]').first().click();
      await expect(page).toHaveURL(/\/$/);
    }
    await expect(visual(page)).toHaveAttribute("data-hero-visual", "ready", { timeout: 20_000 });
    expect(await liveContexts()).toBe(1);
  });

  test("the scene never scrolls the page sideways, from 375 to 1920 px", async ({ page }) => {
    // A phone's width from the start: the scene is sized for the window it first met, then follows it.
    // (1920 × 1080 reads as a smart TV, which the device profile treats as low-end: 900 px high here.)
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/");
    await expect(visual(page)).toHaveAttribute("data-hero-visual", "ready", { timeout: 20_000 });
    for (const width of [375, 768, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // The canvas follows the window on the frames after a resize.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${width} px` }).toBe(0);
    }
  });
});

const withoutScene: [string, (page: Page) => Promise<void>][] = [
  [
    "with reduced motion",
    async (page) => {
      await emulateCapableDevice(page);
      await emulateConnection(page, 10);
      await page.emulateMedia({ reducedMotion: "reduce" });
    },
  ],
  [
    "on a low-end device",
    async (page) => {
      await emulateLowEndDevice(page);
      await emulateConnection(page, 10);
    },
  ],
  [
    "on a slow connection",
    async (page) => {
      await emulateCapableDevice(page);
      await emulateConnection(page, 0.4);
    },
  ],
  [
    "in simplified mode",
    async (page) => {
      await emulateCapableDevice(page);
      await emulateConnection(page, 10);
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => document.documentElement.setAttribute("data-simplified", ""));
      });
    },
  ],
  [
    "without WebGL",
    async (page) => {
      await emulateCapableDevice(page);
      await emulateConnection(page, 10);
      await page.addInitScript(() => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
          return args[0].startsWith("webgl") ? null : getContext.apply(this, args);
        } as typeof getContext;
      });
    },
  ],
];

for (const [name, setUp] of withoutScene) {
  test(`keeps the poster and never fetches three.js ${name}`, async ({ page }) => {
    const problems = collectProblems(page);
    const threeChunks = trackThreeChunks(page);
    await setUp(page);
    await page.goto("/");
    await expect(visual(page)).toHaveAttribute("data-hero-visual", "skipped", { timeout: 20_000 });
    await expect(visual(page).locator("svg")).toHaveCSS("opacity", "1");
    await expect(page.locator("canvas")).toHaveCount(0);
    expect(await threeChunks()).toEqual([]);
    expect(problems).toEqual([]);
  });
}
