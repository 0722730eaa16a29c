"use client";

import { useMemo } from "react";
import { BarChart, type ChartColor, type ChartColumn, type ChartSeries } from "@/components/charts/bar-chart";
import { Button } from "@/components/ui/button";
import type { TrendSeries, Trends as TrendFigures } from "@/lib/console/trend-series";
import { useTrends } from "./use-trends";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const dayAndYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** Each week by its Monday: "9 Mar" on the axis, "Week of 9 Mar 2026" in the table; the current one is still under way. */
function weekColumns(weeks: TrendFigures["weeks"]): ChartColumn[] {
  return weeks.map(({ start }, index) => {
    const monday = new Date(`${start}T00:00:00Z`);
    return index === weeks.length - 1
      ? { short: "This week", long: `This week so far (from ${dayAndYear.format(monday)})` }
      : { short: day.format(monday), long: `Week of ${dayAndYear.format(monday)}` };
  });
}

const colours: Record<string, ChartColor> = {
  new: "sky",
  "in-progress": "amber",
  handled: "accent",
  spam: "muted",
  confident: "accent",
  shortlist: "sky",
  admission: "amber",
  provider: "glow",
};
const byOrder: ChartColor[] = ["accent", "glow", "sky", "amber", "danger", "muted"];

const seriesOf = (entries: readonly TrendSeries[], colourOf: (id: string, index: number) => ChartColor): ChartSeries[] =>
  entries.map((entry, index) => ({ label: entry.label, data: entry.counts, color: colourOf(entry.id, index) }));

/** The charts' figures from the route's answer, made once per answer so the charts are drawn once. */
function chartsOf(trends: TrendFigures) {
  const byId = (id: string, index: number) => colours[id] ?? byOrder[index % byOrder.length] ?? "accent";
  return {
    columns: weekColumns(trends.weeks),
    services: seriesOf(trends.leadsByService, (_id, index) => byOrder[index % byOrder.length] ?? "accent"),
    statuses: seriesOf(trends.leadsByStatus, byId),
    answers: seriesOf(trends.answers, byId),
    notHelpful: trends.ratings.map((entry, index) => ({ label: entry.label, data: entry.notHelpful, color: byId(entry.id, index) })),
    community: [
      { label: "Messages", data: trends.chatMessages, color: "accent" as const },
      { label: "Active members", data: trends.activeMembers, color: "glow" as const },
    ],
  };
}

const total = (figures: readonly number[]) => figures.reduce((sum, figure) => sum + figure, 0);

/** The last twelve weeks as charts, each with its figures as a table: leads, the assistant, the community. For admins. */
export function Trends() {
  const { trends, problem, load } = useTrends("The trends could not be loaded.");

  const charts = useMemo(() => (trends ? chartsOf(trends) : null), [trends]);
  const ratings = trends ? total(trends.ratings.flatMap((entry) => [...entry.helpful, ...entry.notHelpful])) : 0;

  return (
    <section aria-labelledby="trends-title" className="space-y-5">
      <div>
        <h2 id="trends-title" className="font-display text-2xl font-semibold">
          Trends
        </h2>
        <p className="mt-1 text-sm text-fg-muted">The last twelve weeks, Monday to Sunday (UTC); the current week is still under way.</p>
      </div>
      {problem ? (
        <div role="alert" className="rounded-xl border border-danger/50 bg-ink-900 p-4">
          <p className="text-danger">{problem}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void load()}>
            Retry
          </Button>
        </div>
      ) : !charts || !trends ? (
        <p role="status" className="text-fg-muted">
          Loading the trends…
        </p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <BarChart
            id="trend-leads-services"
            title="Leads per week by service"
            note="A lead that names two services counts under each; one that names none, under none."
            columns={charts.columns}
            series={charts.services}
            stacked
          />
          <BarChart
            id="trend-leads-status"
            title="Leads per week by status"
            note="Each lead by its status now."
            columns={charts.columns}
            series={charts.statuses}
            stacked
          />
          <BarChart
            id="trend-answers"
            title="Assistant answers per week by shape"
            note="Confident: the built-in assistant answered outright. Language model: a provider wrote the answer."
            columns={charts.columns}
            series={charts.answers}
            stacked
          />
          <BarChart
            id="trend-not-helpful"
            title="Answers rated not helpful per week by shape"
            note={`${total(trends.ratings.flatMap((entry) => entry.notHelpful))} of ${ratings} ratings in these weeks said not helpful, counted in the week the answer was first rated.`}
            columns={charts.columns}
            series={charts.notHelpful}
            stacked
          />
          <BarChart
            id="trend-community"
            title="Chat messages and active members per week"
            note="Active members posted at least once that week."
            columns={charts.columns}
            series={charts.community}
          />
        </div>
      )}
    </section>
  );
}
