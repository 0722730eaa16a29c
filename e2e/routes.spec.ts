import { expect, test } from "@playwright/test";
import { detailRoutes, memberRoutes, staticRoutes } from "./support";

test.describe("route map", () => {
  for (const path of [...staticRoutes, ...detailRoutes, ...memberRoutes, "/dashboard?tab=help"]) {
    test(`${path} answers 200 with its own heading and title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page).toHaveTitle(/\S/);
    });
  }

  const missing = [
    "/no-such-page",
    "/about/extra",
    "/industry/no-such-industry",
    "/projectdetail/no-such-project",
    "/readarticle/no-such-article",
    "/career/no-such-opening",
    "/career/devops-engineer/extra",
    "/readarticle/%E0%A4%A",
    "/projectdetail/%",
    "/%ZZ",
    "/readarticle/zero-downtime-deployments%2Fextra",
  ];
  for (const path of missing) {
    test(`${path} is a 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("titles differ from page to page", async ({ page }) => {
    const titles = new Set<string>();
    for (const path of ["/", "/about", "/services", "/career", "/blog", "/contact"]) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(6);
  });

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

  test("ids are URL-encoded in links", async ({ page }) => {
    await page.goto("/portfolio");
    const hrefs = await page.locator('a[href^="/projectdetail/"]').evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    for (const href of hrefs) expect(href).toBe(`/projectdetail/${encodeURIComponent(decodeURIComponent(href.slice(15)))}`);
  });
});
