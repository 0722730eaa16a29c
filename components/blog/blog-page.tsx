import { PageIntro } from "@/components/ui/page-intro";
import { getArticles, getTags, toArticleSummary } from "@/lib/content";
import { BlogBrowser } from "./blog-browser";

export const blogDescription =
  "Practical writing from our engineers and designers on building, shipping and running software: estimates, architecture, mobile, DevOps and design.";

export function BlogPage() {
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Notes from the work"
        lead={
          <>
            What we have learned building software for clients, written by the people who did the work. Subscribe with the{" "}
            <a href="/feed.xml" className="text-accent underline-offset-4 hover:underline">
              RSS feed
            </a>
            .
          </>
        }
      />
      <section aria-label="Articles" className="container-page py-16">
        <BlogBrowser articles={getArticles().map(toArticleSummary)} tags={getTags().map(({ tag }) => tag)} />
      </section>
    </>
  );
}
