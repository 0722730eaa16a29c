import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleList } from "@/components/blog/article-list";
import { formatDate } from "@/components/ui/format-date";
import { TagList } from "@/components/ui/tag-list";
import { getArticle, getArticles, readingMinutes, relatedArticles } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";

type Props = { params: Promise<{ articleId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ articleId: article.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).articleId);
  if (!article) return {};
  return pageMetadata({ title: article.title, description: article.summary, path: `/readarticle/${article.id}` });
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).articleId);
  if (!article) notFound();
  const related = relatedArticles(article);
  return (
    <>
      <article aria-labelledby="article-title" className="container-page py-16">
        <header className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">{article.tags.join(" · ")}</p>
          <h1 id="article-title" className="mt-4 font-display text-4xl font-semibold sm:text-5xl">{article.title}</h1>
          <p className="mt-5 text-lg text-fg-muted">{article.summary}</p>
          <p className="mt-6 text-sm text-fg-subtle">
            By <span className="font-medium text-fg">{article.author.name}</span>, {article.author.role} ·{" "}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {readingMinutes(article)} min read
          </p>
        </header>
        <div className="mx-auto mt-12 max-w-3xl space-y-10">
          {article.sections.map((section) => (
            <section key={section.heading} aria-labelledby={slug(section.heading)}>
              <h2 id={slug(section.heading)} className="font-display text-2xl font-semibold">{section.heading}</h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-fg-muted">
                {section.paragraphs.map((paragraph) => <p key={paragraph.slice(0, 48)}>{paragraph}</p>)}
              </div>
            </section>
          ))}
          <footer className="border-t border-ink-700 pt-6">
            <TagList items={article.tags} label="Tags" />
          </footer>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="container-page pb-20">
          <h2 id="related-title" className="font-display text-3xl font-semibold">Related articles</h2>
          <div className="mt-8">
            <ArticleList articles={related} />
          </div>
        </section>
      ) : null}
    </>
  );
}
