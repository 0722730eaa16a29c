"use client";

import { collection, doc, getDocs, limit, orderBy, query, serverTimestamp, updateDoc, where, type QueryConstraint } from "firebase/firestore";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { parseRating, parseUnanswered, type Rating } from "@/lib/console/records";
import { groupUnanswered, unansweredCollection, unansweredWindowDays, windowStart, type UnansweredGroup } from "@/lib/console/unanswered";
import { ListState } from "./list-state";
import { useLiveQuery } from "./use-live-query";

const pageSize = 25;
const providers = [
  { id: "built-in", label: "Built-in" },
  { id: "openrouter", label: "OpenRouter" },
  { id: "gemini", label: "Gemini" },
] as const;
const when = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

type Reviewed = "no" | "yes" | "all";

const chip = "rounded-full border border-ink-600 px-3 py-1.5 text-sm text-fg-muted hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-ink";

/** Ratings of the assistant's answers ("not helpful" first) and the questions it could not answer. */
export function AssistantTab() {
  const { db } = useMemberSession();
  const [provider, setProvider] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState<Reviewed>("no");
  const [count, setCount] = useState(pageSize);
  const { items, error } = useLiveQuery(
    `ratings/${provider ?? ""}/${reviewed}/${count}`,
    () => {
      const constraints: QueryConstraint[] = [];
      if (provider) constraints.push(where("provider", "==", provider));
      if (reviewed !== "all") constraints.push(where("reviewed", "==", reviewed === "yes"));
      // "not-helpful" sorts after "helpful": descending puts it first.
      return query(collection(db, "assistant_feedback"), ...constraints, orderBy("rating", "desc"), orderBy("createdAt", "desc"), limit(count + 1));
    },
    parseRating,
  );
  const shown = items?.slice(0, count) ?? null;

  return (
    <div className="space-y-12">
      <section aria-labelledby="ratings-title" className="space-y-5">
        <div>
          <h2 id="ratings-title" className="font-display text-2xl font-semibold">
            Assistant ratings
          </h2>
          <p className="mt-1 text-sm text-fg-muted">What visitors thought of the answers, &ldquo;not helpful&rdquo; first, with what they were looking for.</p>
        </div>
        <div className="flex flex-wrap gap-6">
          <div role="group" aria-label="Provider" className="flex flex-wrap gap-2">
            <button type="button" aria-pressed={provider === null} onClick={() => setProvider(null)} className={chip}>
              Every provider
            </button>
            {providers.map((option) => (
              <button key={option.id} type="button" aria-pressed={provider === option.id} onClick={() => setProvider(option.id)} className={chip}>
                {option.label}
              </button>
            ))}
          </div>
          <div role="group" aria-label="Reviewed" className="flex flex-wrap gap-2">
            {(
              [
                ["no", "To review"],
                ["yes", "Reviewed"],
                ["all", "All"],
              ] as const
            ).map(([value, label]) => (
              <button key={value} type="button" aria-pressed={reviewed === value} onClick={() => setReviewed(value)} className={chip}>
                {label}
              </button>
            ))}
          </div>
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
      <UnansweredQuestions />
    </div>
  );
}

function RatingItem({ rating }: { rating: Rating }) {
  const { db, user } = useMemberSession();
  const [problem, setProblem] = useState<string | null>(null);
  const helpful = rating.rating === "helpful";

  async function mark(reviewed: boolean) {
    setProblem(null);
    try {
      await updateDoc(doc(db, "assistant_feedback", rating.id), { reviewed, reviewedBy: user.uid, reviewedAt: serverTimestamp() });
    } catch {
      setProblem("Not saved. Check your connection and try again.");
    }
  }

  return (
    <li className="surface space-y-3 p-4">
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${helpful ? "border-accent text-accent" : "border-danger/60 text-danger"}`}>{helpful ? "Helpful" : "Not helpful"}</span>
        <span className="text-fg-subtle">{providers.find((entry) => entry.id === rating.provider)?.label ?? rating.provider}</span>
        {rating.createdAt ? <time dateTime={rating.createdAt.toISOString()} className="text-fg-subtle">{when.format(rating.createdAt)}</time> : null}
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

function UnansweredQuestions() {
  const { db } = useMemberSession();
  const [groups, setGroups] = useState<UnansweredGroup[] | null | "failed">(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    getDocs(query(collection(db, unansweredCollection), where("day", ">=", windowStart(new Date())), orderBy("day", "desc"), limit(2000)))
      .then((snapshot) => active && setGroups(groupUnanswered(snapshot.docs.map((entry) => parseUnanswered(entry.data())))))
      .catch(() => active && setGroups("failed"));
    return () => {
      active = false;
    };
  }, [db, attempt]);

  return (
    <section aria-labelledby="unanswered-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="unanswered-title" className="font-display text-2xl font-semibold">
            Questions the site could not answer
          </h2>
          <p className="mt-1 text-sm text-fg-muted">The last {unansweredWindowDays} days, grouped and counted. Stored without personal data and deleted after 90 days.</p>
        </div>
        <Button size="sm" variant="ghost" onClick={() => setAttempt((value) => value + 1)}>
          Refresh
        </Button>
      </div>
      {groups === "failed" ? (
        <p role="alert" className="text-danger">
          The questions could not be loaded. Check your connection and refresh.
        </p>
      ) : groups === null ? (
        <p role="status" className="text-fg-muted">
          Loading...
        </p>
      ) : groups.length === 0 ? (
        <p className="text-fg-muted">Every question in the last {unansweredWindowDays} days found an answer on the site.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Unanswered questions, most asked first</caption>
          <thead className="text-fg-subtle">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">Question</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Asked</th>
              <th scope="col" className="py-2 font-semibold">Last asked</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-700">
            {groups.map((group) => (
              <tr key={group.question}>
                <td className="py-2 pr-4 break-words">{group.question}</td>
                <td className="py-2 pr-4">{group.count === 1 ? "once" : `${group.count} times`}</td>
                <td className="py-2">{group.lastDay}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
