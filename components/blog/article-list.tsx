import type { Article } from "@/lib/content/schema";
import { ArticleCard } from "./article-card";

export function ArticleList({ articles }: { articles: readonly Article[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
