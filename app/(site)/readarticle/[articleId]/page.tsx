import type { Metadata } from "next";
import Link from "@/components/layout/link";
import { notFound } from "next/navigation";
import { ArticleBody } from "@/components/blog/article-body";
import { ArticleList } from "@/components/blog/article-list";
import { ArticleViews } from "@/components/blog/article-views";
import { TableOfContents } from "@/components/blog/table-of-contents";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { ContentImage } from "@/components/ui/content-image";
import { formatDate } from "@/components/ui/format-date";
import { getArticle, getArticles, relatedArticles, toArticleSummary } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";
import { blogPostingJsonLd } from "@/lib/site/structured-data";

type Props = { params: Promise<{ articleId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ articleId: article.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).articleId);
  if (!article) return {};
  return pageMetadata({
    title: article.title,
    description: article.description,
    path: `/readarticle/${article.id}`,
    image: { url: `/og/readarticle/${article.id}`, alt: article.title },
    article: { publishedTime: article.publishedAt, modifiedTime: article.updatedAt, authors: [article.author.name], tags: article.tags },
    feedTags: article.tags,
  });
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).articleId);
  if (!article) notFound();
  const related = relatedArticles(article);
  return (
    <>
      <JsonLd data={blogPostingJsonLd(article)} />
      <article aria-labelledby="article-title" className="container-page py-12 sm:py-16">
        <header className="mx-auto max-w-3xl">
          <Breadcrumbs
            trail={[
              { name: "Blog", path: "/blog" },
              { name: article.title, path: `/readarticle/${article.id}` },
            ]}
          />
          <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-x-4 text-sm font-semibold uppercase tracking-[0.16em]">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link href={`/blog?tag=${encodeURIComponent(tag)}`} className="inline-flex min-h-7 items-center text-accent hover:underline">
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
          <h1 id="article-title" className="mt-4 font-display text-4xl font-semibold sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-lg text-fg-muted sm:text-xl">{article.summary}</p>
          <div className="mt-8 flex items-center gap-4">
            <ContentImage image={article.author.avatar} width={48} height={48} sizes="48px" eager className="size-12 rounded-full" />
            <div className="text-sm">
              <p className="font-medium text-fg">
                {article.author.name}
                <span className="font-normal text-fg-subtle">, {article.author.role}</span>
              </p>
              <p className="text-fg-subtle">
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                {article.updatedAt !== article.publishedAt ? (
                  <>
                    {" "}
                    · Updated <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
                  </>
                ) : null}{" "}
                · {article.readingMinutes} min read
                <ArticleViews articleId={article.id} />
              </p>
            </div>
          </div>
        </header>
        <ContentImage
          image={article.cover}
          width={1200}
          height={630}
          sizes="(min-width: 1280px) 1024px, 100vw"
          eager
          className="mx-auto mt-10 w-full max-w-5xl rounded-(--radius-card) border border-ink-700"
        />
        <div className="mx-auto mt-12 grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_14rem]">
          <aside className="lg:order-2">
            <div className="surface p-5 lg:sticky lg:top-24 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
              <TableOfContents headings={article.headings} />
            </div>
          </aside>
          <div className="render-when-near min-w-0 lg:order-1">
            <ArticleBody body={article.body} />
            <footer className="mt-12 border-t border-ink-700 pt-8">
              <div className="surface flex gap-5 p-6">
                <ContentImage image={article.author.avatar} width={64} height={64} sizes="64px" className="size-16 shrink-0 rounded-full" />
                <div>
                  <p className="label-caps text-fg-subtle">Written by</p>
                  <p className="mt-1 font-display text-lg font-semibold">{article.author.name}</p>
                  <p className="text-sm text-accent">{article.author.role}</p>
                  <p className="mt-2 text-sm text-fg-muted">{article.author.bio}</p>
                </div>
              </div>
            </footer>
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="container-page render-when-near pb-20">
          <h2 id="related-title" className="font-display text-3xl font-semibold">
            Related articles
          </h2>
          <div className="mt-8">
            <ArticleList articles={related.map(toArticleSummary)} />
          </div>
        </section>
      ) : null}
    </>
  );
}
