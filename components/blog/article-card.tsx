import Link from "@/components/layout/link";
import { ContentImage } from "@/components/ui/content-image";
import { formatDate } from "@/components/ui/format-date";
import { MediaCard } from "@/components/ui/media-card";
import type { ArticleSummary } from "@/lib/content";

export function ArticleCard({
  article,
  headingLevel: Heading = "h3",
  eager = false,
}: {
  article: ArticleSummary;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}) {
  return (
    <MediaCard image={article.cover} width={1200} height={630} aspect="aspect-[1200/630]" eager={eager}>
      <p className="label-caps text-accent">{article.tags.join(" · ")}</p>
      <Heading className="mt-3 font-display text-xl font-semibold">
        <Link href={`/readarticle/${encodeURIComponent(article.id)}`} className="stretched-link">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-sm text-fg-muted">{article.summary}</p>
      <div className="mt-5 flex items-center gap-3 text-xs text-fg-subtle">
        <ContentImage image={article.author.avatar} width={32} height={32} sizes="32px" className="size-8 rounded-full" />
        <p>
          <span className="font-medium text-fg-muted">{article.author.name}</span>
          <br />
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {article.readingMinutes} min read
        </p>
      </div>
    </MediaCard>
  );
}
