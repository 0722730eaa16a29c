"use client";

import dynamic from "next/dynamic";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { leadStatuses, replyLink, type LeadStatus } from "@/lib/console/leads";
import { addLeadNote, leadNotesList, setLeadStatus } from "@/lib/console/leads-store";
import type { Lead } from "@/lib/console/records";
import { useLiveList } from "@/lib/firebase/live-list";
import { memberName } from "@/lib/members/member-name";
import { AssistantConversation, FromAssistantBadge, leadName } from "./assistant-lead";
import { whenWithYear } from "./dates";
import { LeadAssignment } from "./lead-assignment";
import { LeadClockBadge } from "./lead-clock";

// Only a lead from the assistant offers to teach an answer: its code loads when such a lead is open.
const TeachFromLead = dynamic(() => import("./taught-answers").then((module) => module.TeachFromLead));

/** One lead opened: everything it holds, where it stands against the reply promise, its assignee and status, a reply link and the team's internal notes. */
export function LeadDetail({ lead, serviceNames }: { lead: Lead; serviceNames: Record<string, string> }) {
  const { db, user } = useMemberSession();
  const [problem, setProblem] = useState<string | null>(null);
  const notes = useLiveList(leadNotesList(db, lead.id));
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);

  async function setStatus(status: LeadStatus) {
    setProblem(null);
    try {
      await setLeadStatus(db, lead.id, status, user.uid);
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
      await addLeadNote(db, lead.id, { uid: user.uid, name: memberName(user.displayName, user.email?.split("@")[0]) }, body);
      setNote("");
    } catch {
      setProblem("The note was not saved. Check your connection and try again; your text is still here.");
    } finally {
      setSaving(false);
    }
  }

  const fields: [string, string][] = [
    ["Name", leadName(lead)],
    ["E-mail", lead.email],
    ["Phone", lead.phone || "Not given"],
    ["Subject", lead.subject],
    ["Services", lead.services.map((id) => serviceNames[id] ?? id).join(", ") || "None chosen"],
    ["Received", lead.createdAt ? lead.createdAt.toUTCString() : "Unknown"],
    [
      "Caught as spam",
      lead.spam
        ? `Yes (${lead.spamReason === "honeypot" ? "hidden field filled in" : lead.spamReason === "too-fast" ? "sent within 3 seconds" : lead.spamReason || "by the form"})`
        : "No",
    ],
    ["Visitor key (hash)", lead.visitorKey || "Unknown"],
    ["User agent", lead.userAgent || "Unknown"],
  ];

  return (
    <div
      id={`lead-${lead.id}`}
      role="region"
      aria-label={`Lead from ${lead.name || lead.email}`}
      className="space-y-5 border-t border-ink-700 bg-ink-900 px-4 py-5"
    >
      {lead.source === "assistant" ? (
        <p>
          <FromAssistantBadge lead={lead} />
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-subtle">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <LeadClockBadge lead={lead} />
      <LeadAssignment lead={lead} />
      <div>
        <h3 className="text-sm font-semibold text-fg-subtle">{lead.source === "assistant" ? "Question handed over" : "Message"}</h3>
        <p className="mt-1 whitespace-pre-wrap break-words">{lead.message}</p>
      </div>
      <AssistantConversation lead={lead} />
      <TeachFromLead lead={lead} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-fg-subtle">Status:</span>
        {leadStatuses
          .filter((status) => status.id !== "spam")
          .map((status) => (
            <Button
              key={status.id}
              size="sm"
              variant={lead.status === status.id ? "primary" : "ghost"}
              aria-pressed={lead.status === status.id}
              onClick={() => void setStatus(status.id)}
            >
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
                  {entry.byName} · {entry.at ? whenWithYear.format(entry.at) : "just now"}
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
            <textarea
              id={`note-${lead.id}`}
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm"
            />
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
