import { expect, type APIRequestContext, test } from "@playwright/test";
import { allPublicRoutes } from "./support";

/** The RSC payload of a page, as the client router fetches it on a navigation (and as the HTML inlines it). */
async function hydrationPayload(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(new URL(path, "http://site").pathname, { headers: { RSC: "1" } });
  expect(response.headers()["content-type"], path).toMatch(/^text\/x-component/);
  return response.text();
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

// The footer sits in more than one place of every page's tree (the page's own chrome, and the chrome
// of the root's 404 boundary). It is to be written out once and referenced after that, and the site
// layout's 404 boundary holds the 404's content alone, inside the layout's chrome: each extra copy
// would cost every visitor its bytes, and the server its time.
test("every public page's payload carries the footer once, and no 404 boundary beyond the two", async ({ request }) => {
  for (const path of allPublicRoutes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const payload = await hydrationPayload(request, path);
    expect(payload.length, `${path} has a hydration payload`).toBeGreaterThan(1000);
    expect(count(html, 'id="footer-company"'), `${path} shows its footer`).toBe(1);
    expect(count(payload, '"id":"footer-company"'), `footers in the payload of ${path}`).toBe(1);
    // The root's boundary and the site layout's.
    expect(count(payload, '"id":"not-found-title"'), `404 sections in the payload of ${path}`).toBeLessThanOrEqual(2);
  }
});

// The benchmarks and the bundle budget measure every page against /floor (built by `npm test`), so it
// must load what the root layout gives every page, the preloaded brand fonts included.
test("the floor page preloads the same fonts as every page", async ({ request }) => {
  const fontPreloads = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return [...(await response.text()).matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((match) => match[1]).sort();
  };
  const everyPage = await fontPreloads("/");
  expect(everyPage).toHaveLength(2);
  for (const path of ["/about", "/contact", "/floor"]) expect(await fontPreloads(path), path).toEqual(everyPage);
});

test("a missing page inside the site shows one header and one footer around the 404", async ({ page }) => {
  const response = await page.goto("/readarticle/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await expect(page.locator("header")).toHaveCount(1);
  await expect(page.locator("footer")).toHaveCount(1);
});
