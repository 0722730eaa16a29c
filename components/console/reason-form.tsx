"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { reasonMax } from "@/lib/console/moderation";

/** Asks why before a moderator's action goes through; the action's own failure is said here, and it can be tried again. */
export function ReasonForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  required = true,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
  required?: boolean;
}) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `reason-${useId().replaceAll(":", "")}`;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (required && !reason.trim()) return setProblem("Say why: the member and the audit log are told.");
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(reason);
    } catch {
      setProblem("That did not go through. Check your connection and try again.");
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="mt-3 space-y-2 rounded-lg border border-ink-600 p-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        value={reason}
        maxLength={reasonMax}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby={`${id}-problem`}
        className="block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm"
      />
      <p id={`${id}-problem`} role="alert" className="text-xs text-danger">
        {problem ?? ""}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
