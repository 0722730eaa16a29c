"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import type { ChatMessage } from "@/lib/community/message";
import { hasReported, reportMessage, reportNoteMax, reportReasons, type ReportReason } from "@/lib/community/reports";
import { useMemberSession } from "../member-session";

type ReportFormProps = {
  message: ChatMessage;
  /** The report went in, or the member had already made one. */
  onDone: (outcome: "reported" | "already") => void;
  onCancel: () => void;
};

/** The report itself: a reason and an optional note (see `ReportButton`; the message's actions load it when asked). */
export function ReportForm({ message, onDone, onCancel }: ReportFormProps) {
  const { db, user } = useMemberSession();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "failed" | "no-reason">("idle");
  const formId = `report-${message.id}`;

  useEffect(() => {
    let current = true;
    void hasReported(db, message.id, user.uid).then((already) => {
      if (already && current) onDone("already");
    });
    return () => {
      current = false;
    };
  }, [db, message.id, user.uid, onDone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setState("no-reason");
    setState("sending");
    const outcome = await reportMessage(db, { messageId: message.id, messageUid: message.uid, reporter: user.uid, reason, note });
    if (outcome === "failed") setState("failed");
    else onDone(outcome);
  }

  return (
    <form onSubmit={submit} aria-label="Report this message" className="mt-1 w-full max-w-md space-y-3 rounded-xl border border-ink-600 p-3 text-sm">
      <fieldset>
        <legend className="font-semibold">What is wrong with this message?</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {reportReasons.map((option) => (
            <label key={option.id} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${formId}-reason`}
                value={option.id}
                checked={reason === option.id}
                onChange={() => setReason(option.id)}
                aria-describedby={state === "no-reason" ? `${formId}-problem` : undefined}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${formId}-note`} className="text-xs text-fg-muted">
          Anything the moderators should know? (optional)
        </label>
        <input
          id={`${formId}-note`}
          value={note}
          maxLength={reportNoteMax}
          onChange={(event) => setNote(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2"
        />
      </div>
      <p id={`${formId}-problem`} role="alert" className="text-xs text-danger">
        {state === "no-reason"
          ? "Choose what is wrong with the message."
          : state === "failed"
            ? "The report was not sent. Check your connection and try again."
            : ""}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={state === "sending"}>
          {state === "sending" ? "Sending…" : "Send report"}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
