"use client";

import { useEffect, useState } from "react";
import { fetchForDevice } from "@/lib/resilience/fetch-for-device";

type Summary = { members: number; newest: { name: string; initials: string; joinedAt: string | null }[] };

const REFRESH_MS = 30_000;
const numberFormat = new Intl.NumberFormat("en-GB");

function isSummary(value: unknown): value is Summary {
  const candidate = value as Summary;
  return typeof candidate?.members === "number" && Array.isArray(candidate.newest);
}

/** Member count and newest members, refreshed while the tab is visible; absent when the backend is. */
export function CommunityPulse() {
  const [summary, setSummary] = useState<Summary | null>(null);

  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      fetchForDevice("/api/community", { signal: controller.signal })
        .then(async (response) => (response.ok ? response.json() : null))
        .then((body: unknown) => setSummary(isSummary(body) ? body : null))
        .catch(() => undefined);
    };
    load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") load();
    }, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, []);

  if (!summary) return null;
  return (
    <section aria-labelledby="pulse-title" className="container-page pb-4 pt-12">
      <div className="surface flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="pulse-title" className="label-caps text-fg-subtle">
            <span aria-hidden="true" className="mr-2 inline-block size-2 animate-pulse rounded-full bg-accent align-middle" />
            Live now
          </h2>
          <p className="mt-2 font-display text-4xl font-semibold" data-testid="member-count">
            {numberFormat.format(summary.members)} <span className="text-xl text-fg-muted">{summary.members === 1 ? "member" : "members"}</span>
          </p>
        </div>
        {summary.newest.length > 0 ? (
          <div>
            <h3 className="text-sm text-fg-muted">Newest members</h3>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Newest members">
              {summary.newest.map((member, index) => (
                <li key={`${member.name}-${index}`} className="flex items-center gap-2 rounded-full border border-ink-600 bg-ink-900 py-1 pl-1 pr-3 text-sm">
                  <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-ink-700 text-xs font-semibold text-accent">
                    {member.initials}
                  </span>
                  {member.name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
