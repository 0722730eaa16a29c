"use client";

import dynamic from "next/dynamic";
import { useCallback, useState } from "react";
import type { ChatMessage } from "@/lib/community/message";
import { actionLink } from "./action-link";
import { useChatConnection } from "./chat-connection";

// Few members ever report a message: the form and what sends it load on the first press.
const ReportForm = dynamic(() => import("./report-form").then((module) => module.ReportForm), {
  loading: () => (
    <p role="status" className="basis-full text-xs text-fg-muted">
      Loading...
    </p>
  ),
});

/** "Report" under another member's message: a reason, an optional note, once per message; not yet usable before the chat connects. */
export function ReportControl({ message }: { message: ChatMessage }) {
  const connected = useChatConnection() !== null;
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<"reported" | "already" | null>(null);
  const cancel = useCallback(() => setOpen(false), []);

  if (outcome) {
    return (
      <p role="status" className="basis-full text-xs text-fg-muted">
        {outcome === "reported" ? "Reported. A moderator will review this message." : "You have already reported this message."}
      </p>
    );
  }
  if (!open) return <ReportButton message={message} onOpen={connected ? () => setOpen(true) : undefined} />;
  return <ReportForm message={message} onDone={setOutcome} onCancel={cancel} />;
}

/** The "Report" button; without `onOpen`, not yet usable. */
function ReportButton({ message, onOpen }: { message: ChatMessage; onOpen?: () => void }) {
  return (
    <button type="button" disabled={!onOpen} onClick={onOpen} className={actionLink} aria-label={`Report the message from ${message.name || "a member"}`}>
      Report
    </button>
  );
}
