import type { Article } from "./index";

type FeedInput = {
  title: string;
  description: string;
  /** Absolute URL of the page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  articles: readonly Article[];
  articleUrl: (article: Article) => string;
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T09:00:00Z`).toUTCString();

/** An RSS 2.0 document, newest article first. */
export function buildRss({ title, description, link, self, articles, articleUrl }: FeedInput): string {
  const newest = articles.reduce((latest, article) => (article.updatedAt > latest ? article.updatedAt : latest), "1970-01-01");
  const items = articles.map((article) => {
    const url = articleUrl(article);
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author.name)}</dc:creator>`,
      ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(article.summary)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    "    <language>en-gb</language>",
    `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
