"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { leadStatuses, leadsToCsv, searchTerm, type LeadStatus } from "@/lib/console/leads";
import { exportLeads, leadsList, type LeadFilter } from "@/lib/console/leads-store";
import { useLiveList } from "@/lib/console/live-list";
import { whenWithYear } from "./dates";
import { LeadDetail } from "./lead-detail";
import { ListState } from "./list-state";

const pageSize = 25;

function download(name: string, body: string) {
  const url = URL.createObjectURL(new Blob([`\ufeff${body}`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The console's leads: every contact message, live, filtered, searchable, with triage and notes. */
export function LeadsTab({ serviceNames }: { serviceNames: Record<string, string> }) {
  const { db } = useMemberSession();
  const [filter, setFilter] = useState<LeadFilter>("open");
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState<string | null>(null);
  const [count, setCount] = useState(pageSize);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<"idle" | "busy" | "failed">("idle");
  const { items, error } = useLiveList(leadsList(db, filter, term, count + 1));
  const shown = items?.slice(0, count) ?? null;
  const more = (items?.length ?? 0) > count;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setTerm(searchTerm(typed));
    setCount(pageSize);
  };

  async function exportCsv() {
    setExporting("busy");
    try {
      const leads = await exportLeads(db, filter, term);
      download(
        `northbeam-leads-${filter}${term ? `-${term}` : ""}-${new Date().toISOString().slice(0, 10)}.csv`,
        leadsToCsv(leads.map((lead) => ({ ...lead, services: lead.services.map((id) => serviceNames[id] ?? id) }))),
      );
      setExporting("idle");
    } catch {
      setExporting("failed");
    }
  }

  return (
    <section aria-labelledby="leads-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="leads-title" className="font-display text-2xl font-semibold">
            Leads
          </h2>
          <p className="mt-1 text-sm text-fg-muted">Messages from the contact form, newest first. New ones appear here as they arrive.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void exportCsv()} disabled={exporting === "busy"}>
          {exporting === "busy" ? "Exporting…" : "Export CSV"}
        </Button>
      </div>
      {exporting === "failed" ? (
        <p role="alert" className="text-sm text-danger">
          The export failed. Check your connection and try again.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
          {([{ id: "open", label: "All but spam" }, ...leadStatuses] as const).map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={filter === option.id}
              onClick={() => {
                setFilter(option.id);
                setCount(pageSize);
              }}
              className="rounded-full border border-ink-600 px-3 py-1.5 text-sm text-fg-muted hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-ink"
            >
              {option.label}
            </button>
          ))}
        </div>
        <form role="search" onSubmit={search} className="flex gap-2">
          <label htmlFor="lead-search" className="sr-only">
            Search leads by name, e-mail or subject
          </label>
          <input
            id="lead-search"
            type="search"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value.trim() === "") setTerm(null);
            }}
            placeholder="Name, e-mail or subject"
            className="w-64 rounded-full border border-ink-600 bg-ink-900 px-4 py-1.5 text-sm"
          />
          <Button type="submit" size="sm" variant="ghost">
            Search
          </Button>
        </form>
      </div>
      <ListState items={shown} error={error} empty={term ? `No leads match “${typed.trim()}” here.` : "No leads here."}>
        {(rows) => (
          <ol aria-label="Leads" className="divide-y divide-ink-700 rounded-xl border border-ink-700">
            {rows.map((lead) => (
              <li key={lead.id}>
                <button
                  type="button"
                  aria-expanded={openId === lead.id}
                  aria-controls={`lead-${lead.id}`}
                  onClick={() => setOpenId(openId === lead.id ? null : lead.id)}
                  className="grid w-full gap-1 px-4 py-3 text-left hover:bg-ink-800 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{lead.subject || "(no subject)"}</span>
                    <span className="block truncate text-sm text-fg-muted">
                      {lead.name} · {lead.email}
                    </span>
                  </span>
                  <span className="flex items-center gap-3 text-sm text-fg-subtle">
                    <StatusBadge status={lead.status} />
                    {lead.createdAt ? <time dateTime={lead.createdAt.toISOString()}>{whenWithYear.format(lead.createdAt)}</time> : null}
                  </span>
                </button>
                {openId === lead.id ? <LeadDetail lead={lead} serviceNames={serviceNames} /> : null}
              </li>
            ))}
          </ol>
        )}
      </ListState>
      {more ? (
        <Button variant="ghost" size="sm" onClick={() => setCount((current) => current + pageSize)}>
          Show {pageSize} more
        </Button>
      ) : null}
    </section>
  );
}

function StatusBadge({ status }: { status: LeadStatus }) {
  const label = leadStatuses.find((entry) => entry.id === status)?.label ?? status;
  const tone = status === "new" ? "border-accent text-accent" : status === "spam" ? "border-danger/60 text-danger" : "border-ink-600 text-fg-muted";
  return <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}
