import type { ArticleHeading } from "@/lib/content/articles";

export function TableOfContents({ headings }: { headings: readonly ArticleHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="text-sm">
      <h2 id="toc-title" className="label-caps text-fg-subtle">
        On this page
      </h2>
      <ol className="mt-4 space-y-1 border-l border-ink-700">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? "pl-4" : ""}>
            <a href={`#${heading.id}`} className="toc-link">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
