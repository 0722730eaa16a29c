"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import type { ChatMessage } from "@/lib/community/live";
import { hasReported, reportMessage, reportNoteMax, reportReasons, type ReportReason } from "@/lib/community/reports";
import { useMemberSession } from "../member-session";
import { actionLink } from "./action-link";

/** "Report" under another member's message: a reason, an optional note, once per message. */
export function ReportControl({ message }: { message: ChatMessage }) {
  const { db, user } = useMemberSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "reported" | "already" | "failed" | "no-reason">("idle");
  const formId = `report-${message.id}`;

  async function openForm() {
    setOpen(true);
    if (await hasReported(db, message.id, user.uid)) setState("already");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setState("no-reason");
    setState("sending");
    setState(await reportMessage(db, { messageId: message.id, messageUid: message.uid, reporter: user.uid, reason, note }));
  }

  if (state === "reported" || state === "already") {
    return (
      <p role="status" className="basis-full text-xs text-fg-muted">
        {state === "reported" ? "Reported. A moderator will review this message." : "You have already reported this message."}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" onClick={() => void openForm()} className={actionLink} aria-label={`Report the message from ${message.name || "a member"}`}>
        Report
      </button>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Report this message" className="mt-2 basis-full space-y-3 rounded-xl border border-ink-600 p-3 text-sm">
      <fieldset>
        <legend className="font-semibold">What is wrong with this message?</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {reportReasons.map((option) => (
            <label key={option.id} className="flex items-center gap-2">
              <input type="radio" name={`${formId}-reason`} value={option.id} checked={reason === option.id} onChange={() => setReason(option.id)} aria-describedby={state === "no-reason" ? `${formId}-problem` : undefined} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${formId}-note`} className="text-xs text-fg-muted">
          Anything the moderators should know? (optional)
        </label>
        <input id={`${formId}-note`} value={note} maxLength={reportNoteMax} onChange={(event) => setNote(event.target.value)} className="mt-1 block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2" />
      </div>
      <p id={`${formId}-problem`} role="alert" className="text-xs text-danger">
        {state === "no-reason" ? "Choose what is wrong with the message." : state === "failed" ? "The report was not sent. Check your connection and try again." : ""}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={state === "sending"}>
          {state === "sending" ? "Sending…" : "Send report"}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
