/**
 * @jest-environment node
 */
import { getArticles, getProjects, getTags, relatedArticles, tagSlug, toArticleSummary, toProjectSummary } from "./index";

describe("the content collections", () => {
  it("has at least 8 articles of 600 words or more, newest first", () => {
    const articles = getArticles();
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const article of articles) expect(article.words).toBeGreaterThanOrEqual(600);
    const dates = articles.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("has at least 8 case studies, each with a screenshot", () => {
    expect(getProjects().length).toBeGreaterThanOrEqual(8);
  });

  it("relates articles explicitly first, then by shared tags, never to themselves", () => {
    for (const article of getArticles()) {
      const related = relatedArticles(article);
      expect(related.map((item) => item.id)).not.toContain(article.id);
      expect(related.slice(0, article.related.length).map((item) => item.id)).toEqual(article.related.slice(0, 3));
      for (const item of related.slice(article.related.length)) {
        expect(item.tags.some((tag) => article.tags.includes(tag))).toBe(true);
      }
    }
  });

  it("groups articles by tag with URL-safe slugs", () => {
    const tags = getTags();
    for (const { tag, slug, articles } of tags) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(articles.every((article) => article.tags.includes(tag))).toBe(true);
    }
    expect(tagSlug("UX/UI Design")).toBe("ux-ui-design");
  });

  it("gives client components summaries without bodies", () => {
    const [article] = getArticles();
    const [project] = getProjects();
    if (!article || !project) throw new Error("empty content");
    expect(toArticleSummary(article)).not.toHaveProperty("body");
    expect(Object.keys(toArticleSummary(article).author)).toEqual(["name", "role", "avatar"]);
    expect(toProjectSummary(project)).toMatchObject({ id: project.id, headline: project.results[0] });
    expect(toProjectSummary(project)).not.toHaveProperty("solution");
  });
});
