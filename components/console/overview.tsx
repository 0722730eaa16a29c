"use client";

import Link from "@/components/layout/link";
import { useMemberSession } from "@/components/members/member-session";
import { isAdmin } from "@/lib/members/role";
import { useConsoleCounts, type Count } from "./console-counts";
import { Trends } from "./trends";

type Tile = { label: string; count: Count; href: string; note: string; urgent?: boolean };

function figure(count: Count) {
  if (count.value === null) return "…";
  return count.atLeast ? `${count.value}+` : String(count.value);
}

/** Today at a glance: what is waiting, each linking to its list, live; for admins, the last twelve weeks' trends. */
export function ConsoleOverview() {
  const { role } = useMemberSession();
  const counts = useConsoleCounts();
  const tiles: Tile[] = [
    ...(isAdmin(role)
      ? [
          { label: "New leads", count: counts.newLeads, href: "/console/leads?status=new", note: "Not yet read or answered." },
          {
            label: "Waiting past the promise",
            count: counts.overdue,
            href: "/console/leads?status=overdue",
            note: `New leads older than the reply the site promises: ${counts.promise.text}.`,
            urgent: true,
          },
        ]
      : []),
    { label: "Open reports", count: counts.openReports, href: "/console/moderation", note: "Reported messages waiting for a decision." },
    ...(isAdmin(role)
      ? [
          {
            label: "Unanswered questions",
            count: counts.unanswered,
            href: "/console/assistant#unanswered",
            note: "Asked in the last 7 days; the site had no answer.",
          },
          { label: "Not helpful", count: counts.notHelpful, href: "/console/assistant", note: "Answers rated not helpful in the last 7 days." },
        ]
      : []),
  ];
  return (
    <div className="space-y-12">
      <section aria-labelledby="today-title">
        <h2 id="today-title" className="sr-only">
          Today
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tiles.map((tile) => {
            const alarming = tile.urgent && (tile.count.value ?? 0) > 0;
            return (
              <li key={tile.label}>
                <Link
                  href={tile.href}
                  prefetch={false}
                  className={`block h-full rounded-xl border p-5 hover:bg-ink-800 ${alarming ? "border-danger/70" : "border-ink-700"}`}
                >
                  <span className="block text-sm font-semibold text-fg-muted">{tile.label}</span>
                  <span className={`mt-2 block font-display text-4xl font-semibold ${alarming ? "text-danger" : ""}`} data-count={tile.count.value ?? ""}>
                    {figure(tile.count)}
                  </span>
                  <span className="mt-2 block text-sm text-fg-subtle">{tile.note}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      {isAdmin(role) ? <Trends /> : null}
    </div>
  );
}
