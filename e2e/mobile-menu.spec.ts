import { expect, type Page, test } from "@playwright/test";

test.use({ viewport: { width: 375, height: 740 } });

const toggle = (page: Page) => page.getByRole("button", { name: /menu/ });
const panel = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

async function openMenu(page: Page) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(panel(page)).toBeVisible();
  const box = await panel(page).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(400);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
});

test("the toggle names and controls the menu", async ({ page }) => {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(panel(page)).toBeHidden();
  const controls = await toggle(page).getAttribute("aria-controls");
  expect(controls).toBeTruthy();
  await openMenu(page);
  expect(await panel(page).evaluate((nav) => nav.parentElement?.id)).toBe(controls);
  await expect(toggle(page)).toHaveAccessibleName("Close menu");
  await expect(panel(page).getByRole("link")).toHaveText([
    "About",
    "Services",
    "Proficiency",
    "Portfolio",
    "Career",
    "Community",
    "Blog",
    "Start a project",
  ]);
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

test("locks page scrolling and puts the page out of reach while open", async ({ page }) => {
  await openMenu(page);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await expect(page.locator("main#main")).toHaveAttribute("inert", "");
  await expect(page.getByRole("contentinfo")).toHaveAttribute("inert", "");
  await page.keyboard.press("Escape");
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  await expect(page.locator("main#main")).not.toHaveAttribute("inert");
});
