"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { leadStatuses, leadsToCsv, searchTerm, type LeadStatus } from "@/lib/console/leads";
import { exportLeads, leadsList, type LeadAssignee, type LeadFilter, type LeadSelection } from "@/lib/console/leads-store";
import { useLiveList } from "@/lib/firebase/live-list";
import { useUrlQuery } from "@/lib/site/use-url-query";
import { FromAssistantBadge, leadName } from "./assistant-lead";
import { ChoiceGroup } from "./choice-group";
import { useConsoleCounts } from "./console-counts";
import { whenWithYear } from "./dates";
import { LeadClockBadge } from "./lead-clock";
import { LeadDetail } from "./lead-detail";
import { ListState } from "./list-state";

const pageSize = 25;

const statusFilters = [{ id: "open", label: "All but spam" }, { id: "overdue", label: "Past the promise" }, ...leadStatuses] as const;
const assigneeFilters = [
  { id: "anyone", label: "Anyone's" },
  { id: "mine", label: "Mine" },
  { id: "unassigned", label: "Unassigned" },
] as const;

const statusOf = (value: string | null): LeadFilter => statusFilters.find((option) => option.id === value)?.id ?? "open";
const assigneeOf = (value: string | null): LeadAssignee => assigneeFilters.find((option) => option.id === value)?.id ?? "anyone";

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

/**
 * The console's leads: every contact message, live, filtered by status (or past the reply promise) and
 * assignee in the address (so the overview links to a list), searchable, with triage, assignment and notes.
 */
export function LeadsTab({ serviceNames }: { serviceNames: Record<string, string> }) {
  const { db, user } = useMemberSession();
  // The promise's bound, to the minute, comes with the counts: one clock for the console.
  const { promise, overdueBefore } = useConsoleCounts();
  const [params, updateQuery] = useUrlQuery();
  const filter = statusOf(params.get("status"));
  const assignee = assigneeOf(params.get("assignee"));
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState<string | null>(null);
  const [count, setCount] = useState(pageSize);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<"idle" | "busy" | "failed">("idle");
  const selection: LeadSelection = { filter, assignee, term, uid: user.uid, overdueBefore };
  const { items, error } = useLiveList(leadsList(db, selection, count + 1));
  const shown = items?.slice(0, count) ?? null;
  const more = (items?.length ?? 0) > count;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setTerm(searchTerm(typed));
    setCount(pageSize);
  };

  const choose = (changes: { status?: LeadFilter; assignee?: LeadAssignee }) => {
    updateQuery({
      ...(changes.status ? { status: changes.status === "open" ? null : changes.status } : {}),
      ...(changes.assignee ? { assignee: changes.assignee === "anyone" ? null : changes.assignee } : {}),
    });
    setCount(pageSize);
  };

  async function exportCsv() {
    setExporting("busy");
    try {
      const leads = await exportLeads(db, selection);
      download(
        `northbeam-leads-${filter}${assignee === "anyone" ? "" : `-${assignee}`}${term ? `-${term}` : ""}-${new Date().toISOString().slice(0, 10)}.csv`,
        leadsToCsv(leads.map((lead) => ({ ...lead, services: lead.services.map((id) => serviceNames[id] ?? id) }))),
      );
      setExporting("idle");
    } catch {
      setExporting("failed");
    }
  }

  return (
    <section aria-label="Leads" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-fg-muted">The site promises a reply within {promise.text}: a new lead shows how long is left, or how late it is.</p>
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
        <ChoiceGroup label="Status" options={statusFilters} selected={filter} onSelect={(status) => choose({ status })} />
        <ChoiceGroup label="Assigned to" options={assigneeFilters} selected={assignee} onSelect={(id) => choose({ assignee: id })} />
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
            className="w-56 rounded-full border border-ink-600 bg-ink-900 px-4 py-1.5 text-sm"
          />
          <Button type="submit" size="sm" variant="ghost">
            Search
          </Button>
        </form>
      </div>
      <ListState
        items={shown}
        error={error}
        empty={term ? `No leads match “${typed.trim()}” here.` : filter === "overdue" ? "No lead is waiting past the promise." : "No leads here."}
      >
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
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="truncate font-semibold">{lead.subject || "(no subject)"}</span>
                      <FromAssistantBadge lead={lead} />
                    </span>
                    <span className="block truncate text-sm text-fg-muted">
                      {leadName(lead)} · {lead.email}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-subtle">
                    <LeadClockBadge lead={lead} />
                    <span>{lead.assignedTo ? (lead.assignedTo === user.uid ? "Yours" : lead.assignedName) : "Unassigned"}</span>
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
