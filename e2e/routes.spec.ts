import { expect, test } from "@playwright/test";

// Status, heading and title of every page, the 404s and encoded ids are read over HTTP in served-pages.spec.ts.
test.describe("route map", () => {
  test("a blank project id falls back to the portfolio, a blank article id to the blog, a blank opening to the career page", async ({ page }) => {
    await page.goto("/projectdetail/%20");
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goto("/readarticle/%20");
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto("/career/%20");
    await expect(page).toHaveURL(/\/career$/);
    await page.goto("/career/");
    await expect(page).toHaveURL(/\/career$/);
  });

  test("/projectdetail lists the portfolio and /readarticle lists the blog", async ({ page }) => {
    await page.goto("/projectdetail");
    await expect(page.getByRole("heading", { level: 1, name: "Case studies" })).toBeVisible();
    const firstProject = page.locator('a[href^="/projectdetail/"]').first();
    await firstProject.click();
    await expect(page).toHaveURL(/\/projectdetail\/[a-z0-9-]+$/);
    await expect(page.getByRole("link", { name: /Live demo/ })).toHaveAttribute("href", /^https:\/\//);

    await page.goto("/readarticle");
    await expect(page.getByRole("heading", { level: 1, name: "Notes from the work" })).toBeVisible();
    await expect(page.locator('a[href^="/readarticle/"]').first()).toBeVisible();
  });
});
