import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { getArticles, getJobs, getTags, tagSlug } from "../lib/content";
import { pathOf } from "./served-pages";
import { allPublicRoutes } from "./support";

const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "item", "category"].includes(name) });

async function expectOk(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response;
}

test("sitemap.xml lists every public page with a date, and each answers 200", async ({ request }) => {
  const response = await expectOk(request, "/sitemap.xml");
  const { urlset } = xml.parse(await response.text()) as { urlset: { url: { loc: string; lastmod: string }[] } };
  const paths = urlset.url.map((entry) => pathOf(entry.loc));
  const expected = allPublicRoutes.filter((path) => !["/projectdetail", "/readarticle", "/error"].includes(path));
  expect(new Set(paths)).toEqual(new Set(expected));
  for (const entry of urlset.url) {
    expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}/);
    await expectOk(request, pathOf(entry.loc));
  }
});

test("robots.txt allows the site, keeps crawlers out of the API and members' pages, and names the sitemap", async ({ request }) => {
  const text = await (await expectOk(request, "/robots.txt")).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of ["/api/", "/dashboard", "/community-chat", "/mentions"]) expect(text).toContain(`Disallow: ${path}`);
  const sitemap = text.match(/^Sitemap: (.+)$/m)?.[1];
  expect(sitemap && pathOf(sitemap)).toBe("/sitemap.xml");
  // Host takes a bare host name; crawlers that read it ignore one with a scheme.
  for (const host of text.match(/^Host: .*$/gim) ?? []) expect(host).not.toMatch(/:\/\//);
});

test("feed.xml is valid RSS with every article, each link answering 200", async ({ request }) => {
  const response = await expectOk(request, "/feed.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const { rss } = xml.parse(await response.text()) as {
    rss: { channel: { title: string; item: { title: string; link: string; pubDate: string; guid: unknown }[] } };
  };
  expect(rss.channel.title).toMatch(/blog/);
  expect(rss.channel.item.map((item) => item.title)).toEqual(getArticles().map((article) => article.title));
  for (const item of rss.channel.item) {
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    await expectOk(request, pathOf(item.link));
  }
});

test("each tag has its own feed with exactly that tag's articles", async ({ request }) => {
  for (const { tag, articles } of getTags()) {
    const response = await expectOk(request, `/feed/tags/${tagSlug(tag)}.xml`);
    const { rss } = xml.parse(await response.text()) as { rss: { channel: { item: { title: string; category: string[] }[] } } };
    expect(rss.channel.item.map((item) => item.title)).toEqual(articles.map((article) => article.title));
    for (const item of rss.channel.item) expect(item.category).toContain(tag);
  }
  expect((await request.get("/feed/tags/no-such-tag.xml")).status()).toBe(404);
});

/** The RSS feeds a page's head offers, as path and title. */
async function advertisedFeeds(page: Page) {
  const links = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  return links.evaluateAll((elements) =>
    elements.map((link) => [new URL(link.getAttribute("href") ?? "", location.href).pathname, link.getAttribute("title")]),
  );
}

test("pages that show tags offer each tag's feed beside the blog's", async ({ page, request }) => {
  const article = getArticles()[0];
  if (!article) throw new Error("no articles");
  const blogFeed = ["/feed.xml", "Northbeam blog"];
  await page.goto(`/readarticle/${article.id}`);
  expect(await advertisedFeeds(page)).toEqual([blogFeed, ...article.tags.map((tag) => [`/feed/tags/${tagSlug(tag)}.xml`, `Northbeam blog: ${tag}`])]);
  await page.goto("/blog");
  const blog = await advertisedFeeds(page);
  expect(blog).toEqual([blogFeed, ...getTags().map(({ tag }) => [`/feed/tags/${tagSlug(tag)}.xml`, `Northbeam blog: ${tag}`])]);
  for (const [path] of blog) expect((await expectOk(request, path ?? "")).headers()["content-type"]).toContain("application/rss+xml");
  await page.goto("/about");
  expect(await advertisedFeeds(page)).toEqual([blogFeed]);
});

test("the not-found page tells crawlers once not to index it", async ({ request }) => {
  for (const path of ["/no-such-page", "/career/no-such-opening"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const tags = (await response.text()).match(/<meta[^>]*name="robots"[^>]*>/g) ?? [];
    expect(tags, path).toEqual(['<meta name="robots" content="noindex"/>']);
  }
});

test("an article's author links to their card on the about page", async ({ page }) => {
  const article = getArticles()[0];
  if (!article) throw new Error("no articles");
  await page.goto(`/readarticle/${article.id}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((block) => JSON.parse(block) as { "@type"?: string; author?: { url?: string } }).find((item) => item["@type"] === "BlogPosting");
  const url = new URL(posting?.author?.url ?? "");
  expect(url.pathname).toBe("/about");
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(page.locator(url.hash)).toContainText(article.author.name);
});

test("job postings are on each opening's own page only, with the fields search engines require", async ({ page }) => {
  const types = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((block) => {
      const parsed: unknown = JSON.parse(block);
      return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
    });
  await page.goto("/career");
  expect((await types()).map((item) => item["@type"])).not.toContain("JobPosting");
  for (const job of getJobs()) {
    await page.goto(`/career/${job.id}`);
    const [posting, ...others] = (await types()).filter((item) => item["@type"] === "JobPosting");
    expect(others).toEqual([]);
    for (const field of [
      "title",
      "description",
      "datePosted",
      "validThrough",
      "identifier",
      "hiringOrganization",
      "employmentType",
      "jobLocation",
      "baseSalary",
    ]) {
      expect(posting, `${job.id} ${field}`).toHaveProperty(field);
    }
    expect(posting?.url).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"));
    expect(posting?.jobLocationType === "TELECOMMUTE").toBe(/remote/i.test(job.location));
  }
});

test("favicon, app icons and the web manifest are served", async ({ request }) => {
  const served = await expectOk(request, "/manifest.webmanifest");
  expect(served.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await served.json();
  expect(manifest.name).toMatch(/Northbeam/);
  for (const icon of manifest.icons as { src: string }[]) await expectOk(request, icon.src);
  await expectOk(request, "/icon.svg");
  await expectOk(request, "/apple-icon.png");
});
