import { getTags, tagFeedPath } from "@/lib/content";
import { buildRss } from "@/lib/content/feed";
import { tagFeedTitle } from "@/lib/site/metadata";
import { absoluteUrl, siteInfo } from "@/lib/content/company";

/** One feed per tag, at /feed/tags/{tag}.xml. */
export function generateStaticParams() {
  return getTags().map(({ slug }) => ({ file: `${slug}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const entry = getTags().find(({ slug }) => `${slug}.xml` === file);
  if (!entry) return Response.json({ error: "No feed has that name." }, { status: 404 });
  const xml = buildRss({
    title: tagFeedTitle(entry.tag),
    description: `Articles tagged ${entry.tag} from the ${siteInfo.name} blog.`,
    link: absoluteUrl(`/blog?tag=${encodeURIComponent(entry.tag)}`),
    self: absoluteUrl(tagFeedPath(entry.tag)),
    articles: entry.articles,
    articleUrl: (article) => absoluteUrl(`/readarticle/${article.id}`),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
