"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { ratingProviders, ratingsList, type RatingProvider, type Reviewed } from "@/lib/console/assistant-store";
import { useLiveList } from "@/lib/firebase/live-list";
import { AssistantWeeks } from "./assistant-weeks";
import { ChoiceGroup } from "./choice-group";
import { ListState } from "./list-state";
import { RatingItem } from "./rating-item";
import type { TeachRequest } from "./taught-answers";
import { UnansweredQuestions } from "./unanswered-questions";

// The taught answers (their list, form and checks) load after the tab's first view: it opens on the figures and ratings.
const TaughtAnswers = dynamic(() => import("./taught-answers").then((module) => module.TaughtAnswers), {
  loading: () => <p role="status">Loading the taught answers…</p>,
});

const pageSize = 25;
const providerChoices = [{ id: "every", label: "Every provider" }, ...ratingProviders] as const;
const reviewedChoices = [
  { id: "no", label: "To review" },
  { id: "yes", label: "Reviewed" },
  { id: "all", label: "All" },
] as const;

/** Ratings of the assistant's answers ("not helpful" first) and the questions it could not answer. */
export function AssistantTab() {
  const { db } = useMemberSession();
  const [provider, setProvider] = useState<RatingProvider | null>(null);
  const [reviewed, setReviewed] = useState<Reviewed>("no");
  const [count, setCount] = useState(pageSize);
  const { items, error } = useLiveList(ratingsList(db, provider, reviewed, count + 1));
  const shown = items?.slice(0, count) ?? null;
  // The taught answers' form: opened there, or from an unanswered question with it filled in.
  const [teaching, setTeaching] = useState<TeachRequest>(null);

  return (
    <div className="space-y-12">
      <AssistantWeeks />
      <section aria-labelledby="ratings-title" className="space-y-5">
        <div>
          <h2 id="ratings-title" className="font-display text-2xl font-semibold">
            Assistant ratings
          </h2>
          <p className="mt-1 text-sm text-fg-muted">What visitors thought of the answers, &ldquo;not helpful&rdquo; first, with what they were looking for.</p>
        </div>
        <div className="flex flex-wrap gap-6">
          <ChoiceGroup label="Provider" options={providerChoices} selected={provider ?? "every"} onSelect={(id) => setProvider(id === "every" ? null : id)} />
          <ChoiceGroup label="Reviewed" options={reviewedChoices} selected={reviewed} onSelect={setReviewed} />
        </div>
        <ListState items={shown} error={error} empty="No ratings here.">
          {(rows) => (
            <ol aria-label="Ratings" className="space-y-3">
              {rows.map((rating) => (
                <RatingItem key={rating.id} rating={rating} />
              ))}
            </ol>
          )}
        </ListState>
        {(items?.length ?? 0) > count ? (
          <Button variant="ghost" size="sm" onClick={() => setCount((current) => current + pageSize)}>
            Show {pageSize} more
          </Button>
        ) : null}
      </section>
      <UnansweredQuestions onTeach={(question) => setTeaching({ kind: "new", question, from: { unanswered: question } })} />
      <TaughtAnswers request={teaching} onRequest={setTeaching} />
    </div>
  );
}
