import { getArticles } from "@/lib/content";
import { buildRss } from "@/lib/content/feed";
import { absoluteUrl, siteInfo } from "@/lib/content/company";

export const dynamic = "force-static";

export function GET() {
  const xml = buildRss({
    title: `${siteInfo.name} blog`,
    description: "Practical writing from our engineers and designers on building, shipping and running software.",
    link: absoluteUrl("/blog"),
    self: absoluteUrl("/feed.xml"),
    articles: getArticles(),
    articleUrl: (article) => absoluteUrl(`/readarticle/${article.id}`),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
