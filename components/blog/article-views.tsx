"use client";

import { useEffect, useState } from "react";
import { fetchForDevice } from "@/lib/resilience/fetch-for-device";

const numberFormat = new Intl.NumberFormat("en-GB");

/** Counts this visit and shows the total; says nothing at all when the counter is unavailable. */
export function ArticleViews({ articleId }: { articleId: string }) {
  const [views, setViews] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchForDevice(`/api/articles/${encodeURIComponent(articleId)}/views`, { method: "POST", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const body: unknown = await response.json();
        const count = (body as { views?: unknown }).views;
        if (typeof count === "number" && Number.isFinite(count)) setViews(count);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [articleId]);

  if (views === null) return null;
  return (
    <span data-testid="article-views">
      <span aria-hidden="true"> · </span>
      {numberFormat.format(views)} {views === 1 ? "view" : "views"}
    </span>
  );
}
