"use client";

import dynamic from "next/dynamic";
import type { ChatMessage } from "@/lib/community/message";
import { actionLink } from "./action-link";

// Few members ever report a message: the form and what sends it load on the first press.
export const ReportForm = dynamic(() => import("./report-form").then((module) => module.ReportForm), {
  loading: () => (
    <p role="status" className="mt-1 text-xs text-fg-muted">
      Loading...
    </p>
  ),
});

/** What came of a report: it went in, or the member had made one before. */
export type ReportOutcome = "reported" | "already";

/** "Report", in the toolbar of another member's message: opens the form (a reason, an optional note, once per message); not yet usable before the chat connects. */
export function ReportButton({ message, connected, open, onToggle }: { message: ChatMessage; connected: boolean; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      disabled={!connected}
      aria-expanded={connected ? open : undefined}
      onClick={onToggle}
      className={actionLink}
      aria-label={`Report the message from ${message.name || "a member"}`}
    >
      Report
    </button>
  );
}

/** Under the message once it is reported: what came of it. */
export function ReportOutcomeNote({ outcome }: { outcome: ReportOutcome }) {
  return (
    <p role="status" className="mt-1 text-xs text-fg-muted">
      {outcome === "reported" ? "Reported. A moderator will review this message." : "You have already reported this message."}
    </p>
  );
}
