/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { getArticles, getIndustries, getJobs, getProjects, getServices } from "@/lib/content";
import { buildPassages, markdownToProse, siteUrls } from "./corpus";

const passages = buildPassages();
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const urls = (prefix: string) => passages.filter((passage) => passage.url.split("#")[0] === prefix);

/** The page file that serves a URL's path: app/<group>/<segment>/page.tsx, or [param]/page.tsx below it. */
function routeFile(url: string): string | undefined {
  const [first = "", second] = (url.split("#")[0] ?? "").split("/").filter(Boolean);
  const groups = fs.readdirSync("app").filter((entry) => /^\(.+\)$/.test(entry));
  for (const group of groups) {
    const folder = path.join("app", group, first);
    if (!fs.existsSync(folder)) continue;
    const dynamic = second === undefined ? "" : (fs.readdirSync(folder).find((entry) => /^\[\w+\]$/.test(entry)) ?? "-");
    const file = path.join(folder, dynamic, "page.tsx");
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

describe("buildPassages", () => {
  it("gives every passage a unique id, a title, some text and a URL the site serves", () => {
    const known = siteUrls();
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    for (const passage of passages) {
      expect(passage.title.trim()).not.toBe("");
      expect(passage.text.trim()).not.toBe("");
      expect({ id: passage.id, url: passage.url, known: known.has(passage.url) }).toMatchObject({ known: true });
    }
  });

  it("only knows URLs that have a page in app/", () => {
    expect([...siteUrls()].filter((url) => routeFile(url) === undefined)).toEqual([]);
  });

  it("represents every service, industry, case study, article and opening", () => {
    for (const service of getServices()) expect(urls(`/services/${service.id}`).length).toBeGreaterThanOrEqual(3 + service.faq.length);
    for (const industry of getIndustries()) expect(urls(`/industry/${industry.id}`).length).toBeGreaterThanOrEqual(2);
    for (const project of getProjects()) expect(urls(`/projectdetail/${project.id}`).length).toBeGreaterThanOrEqual(3);
    for (const article of getArticles()) {
      const sections = urls(`/readarticle/${article.id}`);
      expect(sections.length).toBeGreaterThan(article.headings.filter((heading) => heading.depth === 2).length);
    }
    for (const job of getJobs()) expect(passages.some((passage) => passage.url === `/career/${job.id}`)).toBe(true);
    const pages = ["/services", "/ourexpertise", "/portfolio", "/blog", "/about", "/contact", "/community", "/dashboard"];
    expect(pages.filter((page) => urls(page).length === 0)).toEqual([]);
  });

  it("keeps passages short enough to quote and long enough to say something", () => {
    const outliers = passages.filter((passage) => words(passage.text) < 12 || words(passage.text) > 260);
    expect(outliers.map((passage) => `${passage.id}: ${words(passage.text)} words`)).toEqual([]);
  });

  it("leaves no markdown, MDX or HTML in the text", () => {
    const markup = /[*_`#|<>{}]|\]\(|!\[|^\s*[-+]\s/;
    expect(passages.filter((passage) => markup.test(passage.text)).map((passage) => passage.id)).toEqual([]);
  });

  it("builds the same passages every time", () => {
    expect(buildPassages()).toEqual(passages);
  });
});

describe("markdownToProse", () => {
  it("turns lists and tables into sentences and drops code and components", () => {
    const markdown = [
      "Intro with a [link](/contact) and `code`",
      "",
      "- First item",
      "- Second **item**",
      "",
      "| Metric | Good | Poor |",
      "| --- | --- | --- |",
      "| LCP | 2.5 s or less | over 4 s |",
      "",
      "```ts",
      "const hidden = true;",
      "```",
      "",
      '<Figure src="/images/a.svg" alt="A chart" width={1200} />',
    ].join("\n");
    expect(markdownToProse(markdown)).toBe("Intro with a link and code. First item. Second item. LCP — good: 2.5 s or less; poor: over 4 s.");
  });
});
