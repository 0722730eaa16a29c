import Link from "@/components/layout/link";
import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { compileArticle } from "@/lib/content/mdx";
import { Figure } from "./figure";
import { LazyImage } from "./lazy-image";
import { LazyImages } from "./lazy-images";

function Anchor({ href = "", ...props }: ComponentProps<"a">) {
  if (href.startsWith("/") || href.startsWith("#")) return <Link href={href} {...props} />;
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}

/** Headings link to themselves so a reader can share a section. */
function headingWithAnchor(Tag: "h2" | "h3") {
  return function Heading({ id, children, ...props }: ComponentProps<"h2">) {
    return (
      <Tag id={id} {...props}>
        <a href={`#${id}`} className="heading-anchor">
          {children}
        </a>
      </Tag>
    );
  };
}

const components: MDXComponents = {
  a: Anchor,
  h2: headingWithAnchor("h2"),
  h3: headingWithAnchor("h3"),
  img: LazyImage,
  Figure,
  // A region of its own, so a keyboard can scroll a wide table; named after its headings (rehypeTableLabels).
  table: ({ "data-label": label, ...props }: ComponentProps<"table"> & { "data-label"?: string }) => (
    <div className="table-scroll" role="region" aria-label={label ?? "Table"} tabIndex={0}>
      <table {...props} />
    </div>
  ),
};

export async function ArticleBody({ body }: { body: string }) {
  const Content = await compileArticle(body);
  return (
    <LazyImages className="article-prose">
      <Content components={components} />
    </LazyImages>
  );
}
