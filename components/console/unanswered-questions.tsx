"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { unansweredWindowDays, type UnansweredGroup } from "@/lib/assistant/records/unanswered";
import { loadUnanswered } from "@/lib/console/assistant-store";

/** The questions the assistant could not answer in the window, counted, with a refresh; `onTeach` opens the form to teach an answer to one. */
export function UnansweredQuestions({ onTeach }: { onTeach?: (question: string) => void } = {}) {
  const { db } = useMemberSession();
  const [groups, setGroups] = useState<UnansweredGroup[] | null | "failed">(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    loadUnanswered(db)
      .then((value) => active && setGroups(value))
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
          <p className="mt-1 text-sm text-fg-muted">
            The last {unansweredWindowDays} days, grouped and counted. Stored without personal data and deleted after 90 days.
          </p>
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
              <th scope="col" className="py-2 pr-4 font-semibold">
                Question
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Asked
              </th>
              <th scope="col" className="py-2 font-semibold">
                Last asked
              </th>
              {onTeach ? (
                <th scope="col" className="py-2 pl-4 font-semibold">
                  <span className="sr-only">Teach</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-700">
            {groups.map((group) => (
              <tr key={group.question}>
                <td className="py-2 pr-4 break-words">{group.question}</td>
                <td className="py-2 pr-4">{group.count === 1 ? "once" : `${group.count} times`}</td>
                <td className="py-2">{group.lastDay}</td>
                {onTeach ? (
                  <td className="py-2 pl-4 text-right">
                    <Button size="sm" variant="ghost" onClick={() => onTeach(group.question)}>
                      Teach<span className="sr-only"> an answer to “{group.question}”</span>
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
