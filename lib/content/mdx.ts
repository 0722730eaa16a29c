import { evaluate } from "@mdx-js/mdx";
import type { MDXContent } from "mdx/types";
import * as runtime from "react/jsx-runtime";
import rehypePrettyCode from "rehype-pretty-code";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { createHighlighter } from "shiki";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import { rehypeTableLabels } from "./table-labels";

const codeTheme = "github-dark-default";
const codeLanguages = ["ts", "tsx", "js", "jsx", "json", "yaml", "bash", "css", "hcl", "html", "sql", "diff", "text"];

/** One highlighter for the whole build; the JavaScript regex engine needs no WebAssembly. */
let highlighter: ReturnType<typeof createHighlighter> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighter({ themes: [codeTheme], langs: codeLanguages, engine: createJavaScriptRegexEngine() });
  return highlighter;
}

/** Compiles an article's MDX at build time: GFM, heading ids for the table of contents, highlighted code, named tables. */
export async function compileArticle(body: string): Promise<MDXContent> {
  const { default: Content } = await evaluate(body, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeSlug, rehypeTableLabels, [rehypePrettyCode, { theme: codeTheme, keepBackground: false, defaultLang: "text", getHighlighter }]],
  });
  return Content;
}
