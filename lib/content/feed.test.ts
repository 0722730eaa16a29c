/**
 * @jest-environment node
 */
import { getArticles } from "./index";
import { buildRss, escapeXml } from "./feed";

it("escapes the five XML special characters", () => {
  expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
});

it("lists articles in order with links, dates, authors and categories, all escaped", () => {
  const [article] = getArticles();
  if (!article) throw new Error("no articles");
  const tricky = { ...article, title: "Rules & <limits>", tags: ["A&B"] };
  const rss = buildRss({
    title: "Blog",
    description: "Notes",
    link: "https://example.com/blog",
    self: "https://example.com/feed.xml",
    articles: [tricky],
    articleUrl: (item) => `https://example.com/readarticle/${item.id}`,
  });
  expect(rss).toContain("<title>Rules &amp; &lt;limits&gt;</title>");
  expect(rss).toContain(`<link>https://example.com/readarticle/${article.id}</link>`);
  expect(rss).toContain("<category>A&amp;B</category>");
  expect(rss).toContain(`<dc:creator>${article.author.name}</dc:creator>`);
  expect(rss).toContain(`<pubDate>${new Date(`${article.publishedAt}T09:00:00Z`).toUTCString()}</pubDate>`);
  expect(rss).toContain('<atom:link href="https://example.com/feed.xml" rel="self" type="application/rss+xml"/>');
});
