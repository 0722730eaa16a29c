/**
 * @jest-environment node
 */
import { assertBodyImages, extractHeadings, findBodyImages, markdownToText, parseArticle } from "./articles";

const frontmatter = (fields: Record<string, string>) =>
  [
    "---",
    ...Object.entries({
      title: '"Shipping on Fridays"',
      summary: '"Why we do it and how it stays boring."',
      description: '"Why we release on Fridays like any other day, and the small habits that keep a Friday release boring."',
      author: '"tom-ashworth"',
      publishedAt: '"2026-01-05"',
      updatedAt: '"2026-01-07"',
      tags: '["DevOps", "Engineering"]',
      cover: '\n  src: "/images/articles/shipping.svg"\n  alt: "Release bars rising from left to right"',
      ...fields,
    }).map(([key, value]) => `${key}: ${value}`),
    "---",
  ].join("\n");

const body = [
  "## Why Fridays",
  "",
  "We ship [every day](/blog) with `make release`.",
  "",
  "```ts",
  "## not a heading",
  "const words = 'not counted';",
  "```",
  "",
  "### The checklist",
  "",
  "- One **small** change",
  "",
  "## Why Fridays",
  "",
  "Repeated headings get their own ids.",
].join("\n");

describe("parseArticle", () => {
  it("reads the frontmatter and computes text, words, reading time and headings", () => {
    const article = parseArticle("lib/content/articles/friday-releases.mdx", `${frontmatter({})}\n${body}`);
    expect(article).toMatchObject({ id: "friday-releases", author: "tom-ashworth", publishedAt: "2026-01-05", related: [] });
    expect(article.text).not.toContain("not counted");
    expect(article.text).toContain("We ship every day with make release.");
    expect(article.words).toBe(article.text.split(" ").length);
    expect(article.readingMinutes).toBe(1);
    expect(article.headings).toEqual([
      { id: "why-fridays", text: "Why Fridays", depth: 2 },
      { id: "the-checklist", text: "The checklist", depth: 3 },
      { id: "why-fridays-1", text: "Why Fridays", depth: 2 },
    ]);
  });

  it("accepts unquoted YAML dates", () => {
    const article = parseArticle("x/dated.mdx", `${frontmatter({ publishedAt: "2026-01-05", updatedAt: "2026-02-01" })}\n${body}`);
    expect(article.updatedAt).toBe("2026-02-01");
  });

  it("rounds reading time at 220 words a minute", () => {
    const prose = Array.from({ length: 1100 }, () => "word").join(" ");
    expect(parseArticle("x/long.mdx", `${frontmatter({})}\n## Heading\n\n${prose}`).readingMinutes).toBe(5);
  });

  it.each([
    [{ author: '"Tom Ashworth"' }, "lib/content/articles/bad.mdx: author: ids are lowercase kebab-case"],
    [{ publishedAt: '"5 January 2026"' }, "lib/content/articles/bad.mdx: publishedAt: dates are YYYY-MM-DD"],
    [{ updatedAt: '"2025-12-31"' }, "lib/content/articles/bad.mdx: updatedAt: updatedAt is on or after publishedAt"],
    [{ tags: "[]" }, "lib/content/articles/bad.mdx: tags"],
    [
      { cover: '\n  src: "https://example.com/cover.png"\n  alt: "A cover from somewhere else"' },
      "lib/content/articles/bad.mdx: cover.src: images live in public/images",
    ],
    [{ cover: '\n  src: "/images/articles/x.svg"\n  alt: "Cover"' }, "lib/content/articles/bad.mdx: cover.alt: alt text describes the image"],
    [{ draft: "true" }, "lib/content/articles/bad.mdx"],
  ])("fails naming the file and the field: %j", (fields, message) => {
    expect(() => parseArticle("lib/content/articles/bad.mdx", `${frontmatter(fields)}\n${body}`)).toThrow(message);
  });

  it("rejects a file name that cannot be an id", () => {
    expect(() => parseArticle("lib/content/articles/My Post.mdx", `${frontmatter({})}\n${body}`)).toThrow(/file name is the article id/);
  });
});

describe("markdownToText and extractHeadings", () => {
  it("keeps link text and drops markup", () => {
    expect(markdownToText("> A *quote* with [a link](https://example.com) and `code`")).toBe("A quote with a link and code");
  });

  it("drops MDX components on their own lines", () => {
    const figure = '<Figure src="/images/a.svg" alt="A > B" width={1200} height={675}\n  caption="Two lines" />';
    expect(markdownToText(`Before.\n\n${figure}\n\nAfter.`)).toBe("Before. After.");
  });

  it("slugs headings the way rehype-slug does", () => {
    expect(extractHeadings("## What `429` means: limits & retries\n### Q&A")).toEqual([
      { id: "what-429-means-limits--retries", text: "What 429 means: limits & retries", depth: 2 },
      { id: "qa", text: "Q&A", depth: 3 },
    ]);
  });
});

describe("images in the body", () => {
  const existing = "/images/articles/zero-downtime-deployments.svg";

  it("finds JSX and markdown images, not those in code", () => {
    const markdown = [
      `<Figure src="${existing}" alt="Pods" width={1200} height={675} />`,
      '![A chart](/images/articles/chart.png "Weekly") and <img src={\'/images/x.webp\'} alt="X" />',
      "`![inline](/images/inline.svg)`",
      "```tsx",
      '<Image src="/images/in-code.jpg" alt="" />',
      "```",
      `Again: ![Same](${existing})`,
      "[a page](/images-policy) and ![remote](https://example.com/a.png)",
    ].join("\n");
    expect(findBodyImages(markdown)).toEqual([existing, "/images/articles/chart.png", "/images/x.webp"]);
  });

  it("accepts images that exist in public/", () => {
    expect(() => assertBodyImages("lib/content/articles/ok.mdx", `![Pods](${existing})`)).not.toThrow();
  });

  it.each([['<Figure src="/images/articles/missing.svg" alt="Gone" width={1} height={1} />'], ["![Gone](/images/articles/missing.svg)"]])(
    "fails naming the file and the missing path: %s",
    (markdown) => {
      expect(() => assertBodyImages("lib/content/articles/bad.mdx", markdown)).toThrow(
        "Invalid content in lib/content/articles/bad.mdx: body: public/images/articles/missing.svg does not exist",
      );
    },
  );
});
