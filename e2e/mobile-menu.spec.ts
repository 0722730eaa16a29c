import { expect, type Page, test } from "@playwright/test";

const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const panel = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
const popover = (page: Page) => page.locator("[popover]").filter({ has: panel(page) });
const firstBar = (page: Page) => page.locator(".menu-bars > span").first();

async function openMenu(page: Page) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(panel(page)).toBeVisible();
  const box = await panel(page).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(400);
}

/**
 * The toggle's name and expanded state as Chromium's accessibility tree exposes them to screen readers,
 * from the platform's own popover semantics as much as from any attribute a script has set.
 */
async function exposedToggle(page: Page): Promise<{ name: unknown; expanded: unknown }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "button[popovertarget]" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === "expanded")?.value.value;
    return { name: node?.name?.value, expanded: expanded ?? false };
  } finally {
    await cdp.detach();
  }
}

test.describe("once the page has hydrated", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test("the toggle names and controls the menu", async ({ page }) => {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toBeHidden();
    const controls = await toggle(page).getAttribute("aria-controls");
    expect(controls).toBeTruthy();
    await expect(toggle(page)).toHaveAttribute("popovertarget", controls ?? "");
    await openMenu(page);
    expect(await panel(page).evaluate((nav) => nav.parentElement?.id)).toBe(controls);
    await expect.poll(() => exposedToggle(page)).toEqual({ name: "Menu", expanded: true });
    await expect(panel(page).getByRole("link")).toHaveText(["About", "Services", "Proficiency", "Portfolio", "Career", "Community", "Blog", "Start a project"]);
  });

  test("keeps focus inside while open, both ways round", async ({ page }) => {
    await openMenu(page);
    await expect(panel(page).getByRole("link", { name: "About" })).toBeFocused();
    const stops = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        const nav = document.querySelector('nav[aria-label="Mobile"]');
        const button = document.querySelector("button[aria-controls]");
        return Boolean(active && (nav?.contains(active) || active === button));
      });
      expect(inside).toBe(true);
      stops.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
    }
    expect(stops.size).toBe(9);
    await toggle(page).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(panel(page).getByRole("link", { name: "Start a project" })).toBeFocused();
  });

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test("the toggle closes it again, and its bars turn into a cross and back", async ({ page }) => {
    await expect(firstBar(page)).toHaveCSS("rotate", "none");
    await openMenu(page);
    await expect(firstBar(page)).toHaveCSS("rotate", "45deg");
    await toggle(page).click();
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(firstBar(page)).toHaveCSS("rotate", "none");
  });

  test("closes on navigation, including the browser's back button", async ({ page }) => {
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await expect(page.locator("body > header")).toHaveAttribute("data-compact", "true");
    await openMenu(page);
    await panel(page).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");

    await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(panel(page)).toBeHidden();
  });

  test("closes when a link to the page already shown is followed, or the logo is", async ({ page }) => {
    await openMenu(page);
    await panel(page).getByRole("link", { name: "About" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    await page.goto("/");
    await openMenu(page);
    await page
      .locator("body > header")
      .getByRole("link", { name: /home page/ })
      .click();
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("locks page scrolling and puts the page out of reach while open", async ({ page }) => {
    await openMenu(page);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await expect(page.locator("main#main")).toHaveAttribute("inert", "");
    await expect(page.getByRole("contentinfo")).toHaveAttribute("inert", "");
    await page.keyboard.press("Escape");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await expect(page.locator("main#main")).not.toHaveAttribute("inert");
  });

  test("closes when the window grows wide enough for the header's own navigation", async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator("main#main")).not.toHaveAttribute("inert");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toBeHidden();
  });
});

test.describe("before any script has run", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a tap opens the menu under the header, and another closes it", async ({ page }) => {
    await page.goto("/about");
    await expect(panel(page)).toBeHidden();
    await expect.poll(() => exposedToggle(page)).toEqual({ name: "Menu", expanded: false });

    await toggle(page).tap();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "About" })).toBeFocused();
    await expect.poll(() => exposedToggle(page)).toEqual({ name: "Menu", expanded: true });
    await expect(firstBar(page)).toHaveCSS("rotate", "45deg");
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    const headerBox = await page.locator("body > header").boundingBox();
    const box = await popover(page).boundingBox();
    expect(box).toEqual({ x: 0, y: headerBox?.height, width: 390, height: 844 - (headerBox?.height ?? 0) });

    await toggle(page).tap();
    await expect(panel(page)).toBeHidden();
    await expect.poll(() => exposedToggle(page)).toEqual({ name: "Menu", expanded: false });
    await expect(firstBar(page)).toHaveCSS("rotate", "none");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("the keyboard opens it, goes into it and Escape closes it", async ({ page }) => {
    await page.goto("/about");
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "About" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: "Services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });
});

test.describe("opened while the page is still loading", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("stays open once the page hydrates, and then behaves as a hydrated menu", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const isScript = (url: URL) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js");
    await page.route(isScript, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about", { waitUntil: "commit" });
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(panel(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("main#main")).toHaveAttribute("inert", "");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(panel(page).getByRole("link", { name: "Start a project" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("main#main")).not.toHaveAttribute("inert");
  });
});
