"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FilterChips } from "@/components/ui/filter-chips";
import type { ArticleSummary } from "@/lib/content";
import { useUrlQuery } from "@/lib/site/use-url-query";
import { ArticleList } from "./article-list";

/** Case-insensitive match of every word of the query against title, summary and tags. */
function matchesSearch(article: ArticleSummary, query: string): boolean {
  const haystack = [article.title, article.summary, ...article.tags].join(" ").toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function BlogBrowser({ articles, tags }: { articles: readonly ArticleSummary[]; tags: readonly string[] }) {
  const [query, setQuery] = useUrlQuery();
  const searchId = useId();
  const tag = tags.find((candidate) => candidate === query.get("tag")) ?? null;
  const search = query.get("q") ?? "";
  const shown = articles.filter((article) => (tag === null || article.tags.includes(tag)) && matchesSearch(article, search));

  return (
    <div>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <FilterChips
          label="Filter by tag"
          options={tags.map((value) => ({ value, label: value }))}
          selected={tag}
          onSelect={(value) => setQuery({ tag: value })}
        />
        <div className="w-full lg:max-w-xs">
          <label htmlFor={searchId} className="text-sm font-medium text-fg-muted">
            Search articles
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setQuery({ q: event.target.value }, "replace")}
            placeholder="Title, topic or tag"
            className="mt-2 h-11 w-full rounded-full border border-ink-600 bg-ink-900 px-4 text-fg placeholder:text-fg-subtle focus:border-accent"
          />
        </div>
      </div>
      <p role="status" className="mt-8 text-sm text-fg-subtle">
        {shown.length === articles.length ? `${articles.length} articles` : `${shown.length} of ${articles.length} articles`}
      </p>
      <div className="mt-4">
        {shown.length > 0 ? (
          <ArticleList articles={shown} headingLevel="h2" eagerFirst />
        ) : (
          <div className="surface flex flex-col items-start gap-4 p-8">
            <p className="text-fg-muted">
              No articles match {search ? `“${search}”` : "this filter"}
              {tag ? ` in ${tag}` : ""}.
            </p>
            <Button variant="secondary" onClick={() => setQuery({ tag: null, q: null })}>
              Clear filters
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
