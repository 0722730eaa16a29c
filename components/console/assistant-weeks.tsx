"use client";

import { Button } from "@/components/ui/button";
import type { AnswerKind, Trends } from "@/lib/console/trend-series";
import { useTrends } from "./use-trends";

const dayAndYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A time to reply, to the minute: "45 min", "3 h 10 min", "2 d 5 h"; "—" when no lead was replied to. */
function replyTime(ms: number | null): string {
  if (ms === null) return "—";
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "under 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

type Row = { start: string; current: boolean; cells: string[] };

const columns = [
  "Questions asked",
  "Answered with a fact",
  "Answered with a page",
  "Not sure",
  "Handed to the team",
  "Handovers replied to",
  "Median time to reply",
  "Taught answers used",
] as const;

/** One row per week, newest first: the week's questions by kind of answer, its handovers and how fast the team took them up. */
function rowsOf(trends: Trends): Row[] {
  const { kinds, handovers, replied, medianReplyMs } = trends.assistant;
  const kind = (id: AnswerKind, index: number) => kinds.find((entry) => entry.id === id)?.counts[index] ?? 0;
  return trends.weeks
    .map(({ start }, index) => ({
      start,
      current: index === trends.weeks.length - 1,
      cells: [
        kinds.reduce((sum, entry) => sum + (entry.counts[index] ?? 0), 0),
        kind("fact", index),
        kind("page", index),
        kind("not-sure", index),
        handovers[index] ?? 0,
        replied[index] ?? 0,
        replyTime(medianReplyMs[index] ?? null),
        kind("taught", index),
      ].map(String),
    }))
    .reverse();
}

/**
 * The assistant's last twelve weeks as a table, newest week first: the questions it was asked and how it
 * answered them, the questions handed to the team, how many of those the team has taken up and the
 * median time it took. The figures come from the console's trends (GET /api/console/trends); for admins.
 */
export function AssistantWeeks() {
  const { trends, problem, load } = useTrends("The assistant’s weeks could not be loaded.");

  return (
    <section aria-labelledby="assistant-weeks-title" className="space-y-5">
      <div>
        <h2 id="assistant-weeks-title" className="font-display text-2xl font-semibold">
          The assistant week by week
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          Weeks run Monday to Sunday (UTC). A question handed to the team counts in the week it came in; it is replied to once the team marks it in progress or
          handled, and the time to reply runs from when it came in to then.
        </p>
      </div>
      {problem ? (
        <div role="alert" className="rounded-xl border border-danger/50 bg-ink-900 p-4">
          <p className="text-danger">{problem}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void load()}>
            Retry
          </Button>
        </div>
      ) : !trends ? (
        <p role="status" className="text-fg-muted">
          Loading the assistant&rsquo;s weeks…
        </p>
      ) : (
        // Focusable: on a narrow screen the table scrolls sideways, and a keyboard must reach it to scroll.
        <div role="region" aria-labelledby="assistant-weeks-caption" tabIndex={0} className="overflow-x-auto rounded-xl border border-ink-700">
          <table className="w-full text-sm">
            <caption id="assistant-weeks-caption" className="px-4 py-3 text-left text-fg-muted">
              The assistant&rsquo;s questions and handovers per week, the last twelve weeks, newest first
            </caption>
            <thead>
              <tr className="border-b border-ink-700 text-left text-fg-subtle">
                <th scope="col" className="px-4 py-2 font-semibold">
                  Week of
                </th>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 text-right font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowsOf(trends).map((row) => (
                <tr key={row.start} className="border-b border-ink-700 last:border-b-0">
                  <th scope="row" className="whitespace-nowrap px-4 py-2 text-left font-normal">
                    <time dateTime={row.start}>{dayAndYear.format(new Date(`${row.start}T00:00:00Z`))}</time>
                    {row.current ? " (so far)" : ""}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={columns[index]} className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
