import type { ArticleSummary } from "@/lib/content";
import { ArticleCard } from "./article-card";

export function ArticleList({ articles, headingLevel }: { articles: readonly ArticleSummary[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
