import Link from "next/link";
import { formatDate } from "@/components/ui/format-date";
import { readingMinutes } from "@/lib/content";
import type { Article } from "@/lib/content/schema";

export function ArticleCard({ article }: { article: Article }) {
  return (
    <article className="surface relative flex h-full flex-col p-6 transition-colors hover:border-accent/50">
      <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent">{article.tags.join(" · ")}</p>
      <h3 className="mt-3 font-display text-xl font-semibold">
        <Link href={`/readarticle/${encodeURIComponent(article.id)}`} className="after:absolute after:inset-0 after:rounded-[inherit]">
          {article.title}
        </Link>
      </h3>
      <p className="mt-3 flex-1 text-sm text-fg-muted">{article.summary}</p>
      <p className="mt-5 text-xs text-fg-subtle">
        {article.author.name} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {readingMinutes(article)} min read
      </p>
    </article>
  );
}
