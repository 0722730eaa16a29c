/**
 * @jest-environment node
 */
import type { Metadata } from "next";
import { getArticles, getIndustries, getJobs, getProjects, getServices } from "@/lib/content";
import { MAX_DESCRIPTION_LENGTH } from "@/lib/content/schema";
import { metadata as home } from "./page";
import { metadata as about } from "./about/page";
import { metadata as blog } from "./blog/page";
import { metadata as career } from "./career/page";
import { generateMetadata as opening } from "./career/[openingId]/page";
import { metadata as community } from "./community/page";
import { metadata as contact } from "./contact/page";
import { metadata as faq } from "./faq/page";
import { generateMetadata as industry } from "./industry/[industryId]/page";
import { metadata as expertise } from "./ourexpertise/page";
import { metadata as portfolio } from "./portfolio/page";
import { metadata as privacy } from "./privacypolicy/page";
import { metadata as projects } from "./projectdetail/page";
import { generateMetadata as project } from "./projectdetail/[projectId]/page";
import { metadata as articles } from "./readarticle/page";
import { generateMetadata as article } from "./readarticle/[articleId]/page";
import { metadata as services } from "./services/page";
import { generateMetadata as service } from "./services/[serviceId]/page";
import { metadata as terms } from "./termsofuse/page";

// Pages are imported for their metadata only; the article body compiles MDX, an ES module Jest does not load.
jest.mock("@/components/blog/article-body", () => ({ ArticleBody: () => null }));

type Generate<K extends string> = (props: { params: Promise<Record<K, string>> }) => Promise<Metadata>;

async function each<K extends string>(generate: Generate<K>, key: K, ids: readonly string[], prefix: string) {
  return Promise.all(ids.map(async (id) => [`${prefix}/${id}`, await generate({ params: Promise.resolve({ [key]: id } as Record<K, string>) })] as const));
}

async function everyPage(): Promise<(readonly [string, Metadata])[]> {
  const ids = <T extends { id: string }>(items: readonly T[]) => items.map((item) => item.id);
  return [
    ["/", home],
    ["/about", about],
    ["/blog", blog],
    ["/career", career],
    ["/community", community],
    ["/contact", contact],
    ["/faq", faq],
    ["/ourexpertise", expertise],
    ["/portfolio", portfolio],
    ["/privacypolicy", privacy],
    ["/projectdetail", projects],
    ["/readarticle", articles],
    ["/services", services],
    ["/termsofuse", terms],
    ...(await each(service, "serviceId", ids(getServices()), "/services")),
    ...(await each(industry, "industryId", ids(getIndustries()), "/industry")),
    ...(await each(project, "projectId", ids(getProjects()), "/projectdetail")),
    ...(await each(article, "articleId", ids(getArticles()), "/readarticle")),
    ...(await each(opening, "openingId", ids(getJobs()), "/career")),
  ];
}

describe("every page's description", () => {
  it("is whole: written for the page, at most 160 characters, ending a sentence, the same in every card", async () => {
    const pages = await everyPage();
    expect(pages.length).toBe(14 + getServices().length + getIndustries().length + getProjects().length + getArticles().length + getJobs().length);
    const problems = pages.flatMap(([path, metadata]) => {
      const description = metadata.description ?? "";
      const cards = [metadata.openGraph?.description, metadata.twitter?.description];
      return [
        description.length < 50 ? `${path}: too short (${description.length})` : null,
        description.length > MAX_DESCRIPTION_LENGTH ? `${path}: ${description.length} characters` : null,
        /[.!?]$/.test(description) ? null : `${path}: cut off ("…${description.slice(-20)}")`,
        cards.every((card) => card === description) ? null : `${path}: the social cards say something else`,
      ].filter((problem) => problem !== null);
    });
    expect(problems).toEqual([]);
  });

  it("is the content's own written description on every page made from content", async () => {
    const written = new Map<string, string>([
      ...getServices().map((item) => [`/services/${item.id}`, item.description] as const),
      ...getIndustries().map((item) => [`/industry/${item.id}`, item.description] as const),
      ...getProjects().map((item) => [`/projectdetail/${item.id}`, item.summary] as const),
      ...getArticles().map((item) => [`/readarticle/${item.id}`, item.description] as const),
      ...getJobs().map((item) => [`/career/${item.id}`, item.description] as const),
    ]);
    for (const [path, metadata] of await everyPage()) {
      const expected = written.get(path);
      if (expected !== undefined) expect([path, metadata.description]).toEqual([path, expected]);
    }
  });
});
