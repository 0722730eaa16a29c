"use client";

import { addDoc, collection, getDocs, limit, orderBy, query, serverTimestamp, updateDoc, doc, where, type QueryConstraint, type Firestore } from "firebase/firestore";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { leadStatuses, leadsToCsv, replyLink, searchTerm, type LeadStatus } from "@/lib/console/leads";
import { parseLead, parseNote, type Lead } from "@/lib/console/records";
import { memberName } from "@/lib/members/member-name";
import { ListState } from "./list-state";
import { leadsCollection } from "./new-leads";
import { useLiveQuery } from "./use-live-query";

const pageSize = 25;
const exportMax = 5000;
const when = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const working = leadStatuses.filter((status) => status.id !== "spam").map((status) => status.id);

type Filter = LeadStatus | "open";

/** The leads query for a filter and search: newest first; "open" is every status but spam. */
function leadsQuery(db: Firestore, filter: Filter, term: string | null, count?: number) {
  const constraints: QueryConstraint[] = [filter === "open" ? where("status", "in", working) : where("status", "==", filter)];
  if (term) constraints.push(where("searchTerms", "array-contains", term));
  constraints.push(orderBy("createdAt", "desc"));
  if (count !== undefined) constraints.push(limit(count));
  return query(collection(db, leadsCollection), ...constraints);
}

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
  const [filter, setFilter] = useState<Filter>("open");
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState<string | null>(null);
  const [count, setCount] = useState(pageSize);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<"idle" | "busy" | "failed">("idle");
  const { items, error } = useLiveQuery(`leads/${filter}/${term ?? ""}/${count}`, () => leadsQuery(db, filter, term, count + 1), parseLead);
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
      const snapshot = await getDocs(leadsQuery(db, filter, term, exportMax));
      const leads = snapshot.docs.map((entry) => parseLead(entry.id, entry.data()));
      download(`northbeam-leads-${filter}${term ? `-${term}` : ""}-${new Date().toISOString().slice(0, 10)}.csv`, leadsToCsv(leads.map((lead) => ({ ...lead, services: lead.services.map((id) => serviceNames[id] ?? id) }))));
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
                    {lead.createdAt ? <time dateTime={lead.createdAt.toISOString()}>{when.format(lead.createdAt)}</time> : null}
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

function LeadDetail({ lead, serviceNames }: { lead: Lead; serviceNames: Record<string, string> }) {
  const { db, user } = useMemberSession();
  const [problem, setProblem] = useState<string | null>(null);
  const notes = useLiveQuery(`notes/${lead.id}`, () => query(collection(db, leadsCollection, lead.id, "notes"), orderBy("at", "asc"), limit(200)), parseNote);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);

  async function setStatus(status: LeadStatus) {
    setProblem(null);
    try {
      await updateDoc(doc(db, leadsCollection, lead.id), { status, statusBy: user.uid, statusAt: serverTimestamp() });
    } catch {
      setProblem("The status was not changed. Check your connection and try again.");
    }
  }

  async function addNote(event: FormEvent) {
    event.preventDefault();
    const body = note.trim();
    if (!body) return setProblem("Write the note first.");
    if (body.length > 2000) return setProblem("Keep a note to 2,000 characters.");
    setSaving(true);
    setProblem(null);
    try {
      await addDoc(collection(db, leadsCollection, lead.id, "notes"), { text: body, by: user.uid, byName: memberName(user.displayName, user.email?.split("@")[0]), at: serverTimestamp() });
      setNote("");
    } catch {
      setProblem("The note was not saved. Check your connection and try again; your text is still here.");
    } finally {
      setSaving(false);
    }
  }

  const fields: [string, string][] = [
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Phone", lead.phone || "Not given"],
    ["Subject", lead.subject],
    ["Services", lead.services.map((id) => serviceNames[id] ?? id).join(", ") || "None chosen"],
    ["Received", lead.createdAt ? lead.createdAt.toUTCString() : "Unknown"],
    ["Caught as spam", lead.spam ? `Yes (${lead.spamReason === "honeypot" ? "hidden field filled in" : lead.spamReason === "too-fast" ? "sent within 3 seconds" : lead.spamReason || "by the form"})` : "No"],
    ["Visitor key (hash)", lead.visitorKey || "Unknown"],
    ["User agent", lead.userAgent || "Unknown"],
  ];

  return (
    <div id={`lead-${lead.id}`} role="region" aria-label={`Lead from ${lead.name}`} className="space-y-5 border-t border-ink-700 bg-ink-900 px-4 py-5">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-subtle">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-fg-subtle">Message</h3>
        <p className="mt-1 whitespace-pre-wrap break-words">{lead.message}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-fg-subtle">Status:</span>
        {leadStatuses
          .filter((status) => status.id !== "spam")
          .map((status) => (
            <Button key={status.id} size="sm" variant={lead.status === status.id ? "primary" : "ghost"} aria-pressed={lead.status === status.id} onClick={() => void setStatus(status.id)}>
              {status.id === "handled" ? "Mark handled" : status.id === "in-progress" ? "Mark in progress" : "Mark new"}
            </Button>
          ))}
        {lead.status === "spam" ? (
          <Button size="sm" variant="secondary" onClick={() => void setStatus("new")}>
            Not spam
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => void setStatus("spam")}>
            Mark spam
          </Button>
        )}
        <a href={replyLink(lead)} className="btn btn-secondary btn-sm">
          Reply by e-mail
        </a>
      </div>
      <section aria-label="Internal notes">
        <h3 className="text-sm font-semibold text-fg-subtle">Internal notes</h3>
        {notes.items && notes.items.length > 0 ? (
          <ol className="mt-2 space-y-2">
            {notes.items.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-ink-700 p-3 text-sm">
                <p className="whitespace-pre-wrap break-words">{entry.text}</p>
                <p className="mt-1 text-xs text-fg-subtle">
                  {entry.byName} · {entry.at ? when.format(entry.at) : "just now"}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-fg-muted">{notes.items === null ? "Loading..." : "No notes yet."}</p>
        )}
        <form onSubmit={addNote} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={`note-${lead.id}`} className="text-xs text-fg-muted">
              Add a note (only staff see it)
            </label>
            <textarea id={`note-${lead.id}`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} className="mt-1 block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm" />
          </div>
          <Button type="submit" size="sm" disabled={saving}>
            {saving ? "Saving…" : "Add note"}
          </Button>
        </form>
      </section>
      <p role="alert" className="text-sm text-danger">
        {problem ?? ""}
      </p>
    </div>
  );
}
