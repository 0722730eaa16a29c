"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { ratingProviders, setRatingReviewed } from "@/lib/console/assistant-store";
import type { Rating } from "@/lib/console/records";
import { when } from "./dates";

/** One rating: what was asked, what was answered, what the visitor was looking for; marked reviewed or not. */
export function RatingItem({ rating }: { rating: Rating }) {
  const { db, user } = useMemberSession();
  const [problem, setProblem] = useState<string | null>(null);
  const helpful = rating.rating === "helpful";

  async function mark(reviewed: boolean) {
    setProblem(null);
    try {
      await setRatingReviewed(db, rating.id, reviewed, user.uid);
    } catch {
      setProblem("Not saved. Check your connection and try again.");
    }
  }

  return (
    <li className="surface space-y-3 p-4">
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${helpful ? "border-accent text-accent" : "border-danger/60 text-danger"}`}>
          {helpful ? "Helpful" : "Not helpful"}
        </span>
        <span className="text-fg-subtle">{ratingProviders.find((entry) => entry.id === rating.provider)?.label ?? rating.provider}</span>
        {rating.createdAt ? (
          <time dateTime={rating.createdAt.toISOString()} className="text-fg-subtle">
            {when.format(rating.createdAt)}
          </time>
        ) : null}
        {rating.reviewed ? <span className="text-xs text-fg-subtle">Reviewed</span> : null}
      </p>
      <div>
        <h3 className="text-xs font-semibold text-fg-subtle">Question</h3>
        <p className="whitespace-pre-wrap break-words">{rating.question}</p>
      </div>
      <div>
        <h3 className="text-xs font-semibold text-fg-subtle">Answer</h3>
        <p className="whitespace-pre-wrap break-words text-sm text-fg-muted">{rating.answerExcerpt}</p>
      </div>
      {rating.reason ? (
        <div>
          <h3 className="text-xs font-semibold text-fg-subtle">What they were looking for</h3>
          <p className="break-words">{rating.reason}</p>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <Button size="sm" variant="ghost" onClick={() => void mark(!rating.reviewed)}>
          {rating.reviewed ? "Mark not reviewed" : "Mark reviewed"}
        </Button>
        <p role="alert" className="text-xs text-danger">
          {problem ?? ""}
        </p>
      </div>
    </li>
  );
}
