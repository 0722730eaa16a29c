import fs from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import matter from "gray-matter";
import { parseOne } from "./collection";
import { articleFrontmatterSchema, type ArticleFrontmatter } from "./schema";

export type ArticleHeading = { id: string; text: string; depth: 2 | 3 };

export type ArticleSource = ArticleFrontmatter & {
  id: string;
  file: string;
  /** The MDX body without its frontmatter. */
  body: string;
  /** The prose as plain text, for search, feeds and word counts. */
  text: string;
  words: number;
  readingMinutes: number;
  headings: ArticleHeading[];
};

const WORDS_PER_MINUTE = 220;
const articlesDirectory = path.join(process.cwd(), "lib", "content", "articles");
const publicDirectory = path.join(process.cwd(), "public");
const CODE = /```[\s\S]*?```/g;
/** A self-closing MDX component on its own line, such as `<Figure src="…" width={1200} />`. */
const JSX_ELEMENT = /^<[A-Z][\w.]*(?:[^>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*\})*\/>/gm;

/** Markdown to readable text: code blocks, markup and link targets removed. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(CODE, " ")
    .replace(JSX_ELEMENT, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/^\|?[\s:|-]+\|?$/gm, " ")
    .replace(/[*_~|]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The h2 and h3 headings with the ids rehype-slug gives them (both use github-slugger). */
export function extractHeadings(markdown: string): ArticleHeading[] {
  const slugger = new GithubSlugger();
  const withoutCode = markdown.replace(CODE, "");
  return [...withoutCode.matchAll(/^(#{2,3})\s+(.+?)\s*#*\s*$/gm)].map((match) => {
    const text = markdownToText(match[2] ?? "");
    return { id: slugger.slug(text), text, depth: (match[1]?.length === 2 ? 2 : 3) as 2 | 3 };
  });
}

/** The /images/… paths a body shows, outside code: `src="/images/…"` in JSX and `](/images/…)` in markdown. */
export function findBodyImages(markdown: string): string[] {
  const prose = markdown.replace(CODE, " ").replace(/`[^`\n]*`/g, " ");
  const found = prose.matchAll(/\bsrc=\{?\s*["'](\/images\/[^"']+)["']|\]\((\/images\/[^)\s]+)/g);
  return [...new Set([...found].map((match) => match[1] ?? match[2] ?? ""))];
}

/** Fails the build, naming the file and the path, when a body shows an image public/ does not have. */
export function assertBodyImages(file: string, markdown: string, root = publicDirectory): void {
  for (const src of findBodyImages(markdown)) {
    if (!fs.existsSync(path.join(/* turbopackIgnore: true */ root, src))) {
      throw new Error(`Invalid content in ${file}: body: public${src} does not exist`);
    }
  }
}

export function parseArticle(file: string, source: string): ArticleSource {
  const id = path.basename(file, ".mdx");
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
    throw new Error(`Invalid content in ${file}: the file name is the article id and must be lowercase kebab-case`);
  }
  const { data, content } = matter(source);
  const frontmatter = parseOne(file, articleFrontmatterSchema, data);
  const text = markdownToText(content);
  const words = text.split(" ").filter(Boolean).length;
  return {
    ...frontmatter,
    id,
    file,
    body: content,
    text,
    words,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    headings: extractHeadings(content),
  };
}

// The folder is named to the file tracer in next.config.ts (outputFileTracingIncludes), so the
// reads below are marked to be skipped rather than make it trace the whole project.
export function loadArticleSources(directory = articlesDirectory): ArticleSource[] {
  return fs
    .readdirSync(/* turbopackIgnore: true */ directory)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => {
      const absolute = path.join(/* turbopackIgnore: true */ directory, name);
      const article = parseArticle(path.relative(process.cwd(), absolute), fs.readFileSync(/* turbopackIgnore: true */ absolute, "utf8"));
      assertBodyImages(article.file, article.body);
      return article;
    });
}
