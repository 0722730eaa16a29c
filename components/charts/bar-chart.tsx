"use client";

import { useEffect, useRef, useState } from "react";

/** Series colours: the site's theme tokens (app/globals.css), with the class that paints each one's key in the table. */
const palette = {
  accent: { token: "--color-accent", swatch: "bg-accent" },
  glow: { token: "--color-glow", swatch: "bg-glow" },
  sky: { token: "--color-chart-sky", swatch: "bg-chart-sky" },
  amber: { token: "--color-chart-amber", swatch: "bg-chart-amber" },
  danger: { token: "--color-danger", swatch: "bg-danger" },
  muted: { token: "--color-fg-muted", swatch: "bg-fg-muted" },
} as const;

export type ChartColor = keyof typeof palette;
export type ChartSeries = { label: string; data: readonly number[]; color: ChartColor };
/** A column of the chart: its label on the axis, and how the table names it. */
export type ChartColumn = { short: string; long: string };

const sum = (figures: readonly number[]) => figures.reduce((total, figure) => total + figure, 0);

/** What the chart shows, in words: each series' total, and the last column's figures. */
function describeChart(title: string, columns: readonly ChartColumn[], series: readonly ChartSeries[]): string {
  const totals = series.map((entry) => `${entry.label} ${sum(entry.data)}`).join(", ");
  const latest = series.filter((entry) => (entry.data.at(-1) ?? 0) > 0).map((entry) => `${entry.label} ${entry.data.at(-1)}`);
  const last = columns.at(-1)?.long ?? "the last column";
  return `${title}. Over ${columns.length} weeks: ${totals}. ${last}: ${latest.length > 0 ? latest.join(", ") : "none"}.`;
}

/** Off when the visitor asks for less motion, or the device profile turned animations off. */
function reducedMotion(): boolean {
  return document.documentElement.dataset.motion === "off" || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * A bar chart (stacked, or grouped side by side) drawn with Chart.js, fetched when the chart mounts,
 * inside a figure whose caption heads it; the canvas is an image named by its summary, and a table of
 * the same figures follows it for reading aloud and for exact numbers.
 */
export function BarChart({
  id,
  title,
  note,
  columns,
  series,
  stacked = false,
}: {
  id: string;
  title: string;
  note?: string;
  columns: readonly ChartColumn[];
  series: readonly ChartSeries[];
  stacked?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let stopped = false;
    let destroy = () => {};
    import("chart.js")
      .then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (stopped) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
        const style = getComputedStyle(document.documentElement);
        const color = (token: string) => style.getPropertyValue(token).trim();
        const [text, grid] = [color("--color-fg-muted"), color("--color-ink-700")];
        const chart = new Chart(element, {
          type: "bar",
          data: {
            labels: columns.map((column) => column.short),
            datasets: series.map((entry) => ({ label: entry.label, data: [...entry.data], backgroundColor: color(palette[entry.color].token) })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: reducedMotion() ? false : { duration: 400 },
            interaction: { mode: "index", intersect: false },
            plugins: { legend: { position: "bottom", labels: { color: text, boxWidth: 12 } } },
            scales: {
              x: { stacked, ticks: { color: text, maxRotation: 0, autoSkipPadding: 8 }, grid: { display: false } },
              y: { stacked, beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
            },
          },
        });
        destroy = () => chart.destroy();
      })
      .catch(() => !stopped && setFailed(true));
    return () => {
      stopped = true;
      destroy();
    };
  }, [columns, series, stacked]);

  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0 rounded-card border border-ink-700 bg-ink-900 p-4 shadow-card">
      <figcaption>
        <h3 id={`${id}-title`} className="font-display text-lg font-semibold">
          {title}
        </h3>
        {note ? <p className="mt-1 text-sm text-fg-muted">{note}</p> : null}
      </figcaption>
      <div className="relative mt-3 h-64 w-full">
        <canvas ref={canvas} role="img" aria-label={describeChart(title, columns, series)} />
      </div>
      {failed ? <p className="mt-2 text-sm text-fg-muted">The chart could not be drawn; its figures are in the table below.</p> : null}
      <details className="mt-3 text-sm" open={failed}>
        <summary className="cursor-pointer text-fg-muted hover:text-fg">The figures as a table</summary>
        <div className="relative mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}: the figures`}>
          <table className="w-full min-w-max text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="text-fg-subtle">
              <tr>
                <th scope="col" className="py-1.5 pr-4 font-semibold">
                  Week
                </th>
                {series.map((entry) => (
                  <th key={entry.label} scope="col" className="py-1.5 pr-4 text-right font-semibold">
                    <span aria-hidden="true" className={`mr-1.5 inline-block size-2.5 rounded-sm ${palette[entry.color].swatch}`} />
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-700">
              {columns.map((column, index) => (
                <tr key={column.long}>
                  <th scope="row" className="py-1.5 pr-4 font-normal text-fg-muted">
                    {column.long}
                  </th>
                  {series.map((entry) => (
                    <td key={entry.label} className="py-1.5 pr-4 text-right tabular-nums">
                      {entry.data[index] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
