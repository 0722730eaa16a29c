"use client";

import { useMemberSession } from "@/components/members/member-session";
import { StaffBadge } from "@/components/members/staff-badge";
import { staffSource } from "@/lib/community/staff";
import { useLive } from "@/lib/firebase/use-live";
import type { Conversation } from "@/lib/console/moderation";
import { when } from "./dates";

/** The reported message among the messages around it (null while loading), or why it cannot be shown. */
export function ReportedConversation({ context, messageId }: { context: Conversation | null | "failed"; messageId: string }) {
  const { db } = useMemberSession();
  const staff = useLive(staffSource(db));
  if (context === null) {
    return (
      <p role="status" className="text-fg-muted">
        Loading the conversation...
      </p>
    );
  }
  if (context === "failed") {
    return (
      <p role="alert" className="text-danger">
        The message could not be loaded.
      </p>
    );
  }
  if (!context.message) return <p className="text-fg-muted">The message no longer exists.</p>;
  return (
    <ol aria-label="The conversation around it" className="space-y-1 rounded-lg border border-ink-700 bg-ink-900 p-3 text-sm">
      {[...context.before, context.message, ...context.after].map((entry) => (
        <li
          key={entry.id}
          className={entry.id === messageId ? "rounded-md border border-danger/60 bg-danger/10 p-2" : "p-2 text-fg-muted"}
          aria-current={entry.id === messageId ? "true" : undefined}
        >
          <span className="font-semibold">{entry.name || "Member"}</span>{" "}
          {staff?.get(entry.uid) ? <StaffBadge role={staff.get(entry.uid) ?? "moderator"} /> : null}{" "}
          {entry.sentAt ? <time className="text-xs text-fg-subtle">{when.format(entry.sentAt)}</time> : null}
          {entry.hidden ? <span className="ml-2 text-xs text-fg-subtle">(hidden)</span> : null}
          <p data-reported={entry.id === messageId ? "" : undefined} className="whitespace-pre-wrap break-words">
            {entry.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
