import { PageIntro } from "@/components/ui/page-intro";
import { getArticles } from "@/lib/content";
import { ArticleList } from "./article-list";

export const blogDescription =
  "Practical writing from our engineers and designers on building, shipping and running software: estimates, architecture, mobile, DevOps and design.";

export function BlogPage() {
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Notes from the work"
        lead="What we have learned building software for clients, written by the people who did the work."
      />
      <section aria-label="Articles" className="container-page py-16">
        <ArticleList articles={getArticles()} />
      </section>
    </>
  );
}
