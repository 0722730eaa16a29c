import type { ArticleSummary } from "@/lib/content";
import { ArticleCard } from "./article-card";

export function ArticleList({
  articles,
  headingLevel,
  eagerFirst = false,
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: "h2" | "h3";
  /** The list opens the page: its first picture is in the first screen. */
  eagerFirst?: boolean;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className="render-when-near [--near-size:28rem]">
          <ArticleCard article={article} headingLevel={headingLevel} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
