"use client";

import type { Lead } from "@/lib/console/records";
import { leadClock } from "@/lib/console/reply-promise";
import { useConsoleCounts } from "./console-counts";

/** Where a new lead stands against the reply promise; nothing once it is in progress, handled or spam. */
export function LeadClockBadge({ lead }: { lead: Lead }) {
  const { promise, now } = useConsoleCounts();
  if (lead.status !== "new" || !lead.createdAt) return null;
  const clock = leadClock(lead.createdAt.getTime(), now, promise);
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${clock.overdue ? "border-danger/70 text-danger" : "border-ink-600 text-fg-muted"}`}
    >
      {clock.label}
    </span>
  );
}
