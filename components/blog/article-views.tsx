"use client";

import { useEffect, useRef, useState } from "react";
import { fetchForDevice } from "@/lib/resilience/fetch-for-device";

const numberFormat = new Intl.NumberFormat("en-GB");

/** Counts one view and answers the total, or null when the counter is unavailable. */
async function postView(articleId: string): Promise<number | null> {
  try {
    const response = await fetchForDevice(`/api/articles/${encodeURIComponent(articleId)}/views`, { method: "POST" });
    if (!response.ok) return null;
    const count = ((await response.json()) as { views?: unknown }).views;
    return typeof count === "number" && Number.isFinite(count) ? count : null;
  } catch {
    return null;
  }
}

/**
 * Counts this visit and shows the total; says nothing at all when the counter is unavailable. The view
 * is posted once per article shown: the request is kept across an effect that runs again for the same
 * article (React does that in development) and is never aborted, so the server neither counts a view
 * twice nor sees a request dropped halfway.
 */
export function ArticleViews({ articleId }: { articleId: string }) {
  const [views, setViews] = useState<number | null>(null);
  const posted = useRef<{ articleId: string; views: Promise<number | null> } | null>(null);

  useEffect(() => {
    let shown = true;
    if (posted.current?.articleId !== articleId) posted.current = { articleId, views: postView(articleId) };
    void posted.current.views.then((count) => {
      if (shown && count !== null) setViews(count);
    });
    return () => {
      shown = false;
    };
  }, [articleId]);

  if (views === null) return null;
  return (
    <span data-testid="article-views">
      <span aria-hidden="true"> · </span>
      {numberFormat.format(views)} {views === 1 ? "view" : "views"}
    </span>
  );
}
