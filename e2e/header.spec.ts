import { expect, type Page, test } from "@playwright/test";
import { emulateCapableDevice, emulateLowEndDevice } from "./support";

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y);
}

const header = (page: Page) => page.locator("body > header");

test.describe("header on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await emulateCapableDevice(page);
    await page.goto("/about");
    // The header listens for scrolling once hydrated, and for a capable device's hiding once its
    // profile is read, which React renders before the next frame.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  });

  test("is full at the top, compact past 20 px, hidden scrolling down past 50 px, back on scrolling up", async ({ page }) => {
    await expect(header(page)).toHaveAttribute("data-compact", "false");
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
    const fullBackground = await header(page)
      .locator("> div")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);

    await scrollTo(page, 30);
    await expect(header(page)).toHaveAttribute("data-compact", "true");
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
    await expect
      .poll(() =>
        header(page)
          .locator("> div")
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .not.toBe(fullBackground);

    await scrollTo(page, 90);
    await expect(header(page)).toHaveAttribute("data-hidden", "true");
    await expect.poll(async () => (await header(page).boundingBox())?.y ?? 0).toBeLessThan(-40);

    await scrollTo(page, 70);
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
    await expect.poll(async () => (await header(page).boundingBox())?.y ?? -1).toBe(0);

    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute("data-compact", "false");
  });

  test("hides after 60 px of real wheel scrolling and returns on wheel up", async ({ page }) => {
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(60);
    await expect(header(page)).toHaveAttribute("data-hidden", "true");
    await page.mouse.wheel(0, -20);
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
  });

  test("comes back when a keyboard user tabs into it", async ({ page }) => {
    await scrollTo(page, 400);
    await scrollTo(page, 500);
    await expect(header(page)).toHaveAttribute("data-hidden", "true");
    await header(page).getByRole("link", { name: "Services" }).focus();
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
  });

  test("marks the current section with aria-current", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await page.goto("/projectdetail/fernleigh-invoice-finance-portal");
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
    await page.goto("/industry/fintech");
    await expect(nav.getByRole("link", { name: "Proficiency" })).toHaveAttribute("aria-current", "page");
    await page.goto("/readarticle/zero-downtime-deployments");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  });

  test("shows the logo, seven main links and a Contact button", async ({ page }) => {
    await expect(header(page).getByRole("link", { name: /home page/ })).toHaveAttribute("href", "/");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(["About", "Services", "Proficiency", "Portfolio", "Career", "Community", "Blog"]);
    await expect(header(page).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("header on a low-end device", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is always shown", async ({ page }) => {
    await emulateLowEndDevice(page);
    await page.goto("/about");
    await scrollTo(page, 200);
    await scrollTo(page, 600);
    await expect(header(page)).toHaveAttribute("data-compact", "true");
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
    expect((await header(page).boundingBox())?.y).toBe(0);
  });
});

test.describe("header on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // As served (the first visit sets text in the fallback fonts), then in a font far wider than either.
  const fonts = { "as served": "", "a much wider font": "header * { letter-spacing: 0.15em !important; }" };

  for (const path of ["/", "/contact"]) {
    for (const [font, css] of Object.entries(fonts)) {
      test(`${path} keeps the menu button on screen and on top, in ${font}`, async ({ page }) => {
        await page.goto(path);
        if (css) await page.addStyleTag({ content: css });
        const button = header(page).getByRole("button", { name: "Menu", exact: true });
        const box = await button.boundingBox();
        expect(box, "the menu button is rendered").not.toBeNull();
        if (!box) return;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
        expect(box.y + box.height).toBeLessThanOrEqual(640);
        const hit = await button.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const target = document.elementFromPoint(x + width / 2, y + height / 2);
          return target !== null && element.contains(target);
        });
        expect(hit, "nothing covers the menu button").toBe(true);
        await expect(header(page).getByRole("link", { name: /home page/ })).toBeVisible();
      });
    }
  }
});
