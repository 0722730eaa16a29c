import { expect, test } from "@playwright/test";
import { getArticles } from "../lib/content";

test("the reader counts a visit once a day and shows the total", async ({ page, browser }) => {
  const article = getArticles()[2];
  if (!article) throw new Error("no articles");
  // An address of its own: other tests' article visits from this machine count against the per-address limit.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.76" });
  await page.goto(`/readarticle/${article.id}`);
  const views = page.getByTestId("article-views");
  await expect(views).toHaveText(/^ · [\d,]+ views?$/);
  const first = Number((await views.innerText()).replace(/\D/g, ""));
  expect(first).toBeGreaterThan(0);

  await page.reload();
  await expect(views).toHaveText(new RegExp(` ${first} views?$`));

  // Another visitor (a fresh browser profile on another address) adds one.
  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });
  const otherPage = await other.newPage();
  await otherPage.goto(`/readarticle/${article.id}`);
  await expect(otherPage.getByTestId("article-views")).toHaveText(new RegExp(` ${first + 1} views$`));
  await other.close();
});

test("the community page shows the live member count and the newest members", async ({ page, request }) => {
  const summary = await (await request.get("/api/community")).json();
  expect(summary.members).toBeGreaterThan(0);
  await page.goto("/community");
  await expect(page.getByTestId("member-count")).toContainText(String(summary.members));
  const newest = page.getByRole("list", { name: "Newest members" }).getByRole("listitem");
  await expect(newest).toHaveCount(summary.newest.length);
  // First names and an initial only: no full surnames on a public page.
  for (const name of await newest.allInnerTexts()) expect(name).toMatch(/^[A-Z]{1,2}\s*\n?\s*\S+( [A-Z]\.)?$/);
});
