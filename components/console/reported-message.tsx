"use client";

import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { reportReasons } from "@/lib/community/reports";
import { useMembersByUid } from "@/lib/community/use-current-names";
import { dismissReports, loadConversation, setMemberBlocked, setMessageHidden, type Conversation } from "@/lib/console/moderation";
import type { Report } from "@/lib/console/records";
import { when } from "./dates";
import { ReasonForm } from "./reason-form";
import { ReportedConversation } from "./reported-conversation";
import { useModerator } from "./use-moderator";

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** A message's open reports, the conversation around it, and what a moderator can do about it. */
export function ReportedMessage({ messageId, reports, onDone }: { messageId: string; reports: Report[]; onDone: (notice: string) => void }) {
  const { db } = useMemberSession();
  const moderator = useModerator();
  const reporters = useMemo(() => reports.map((report) => report.reporter), [reports]);
  const directory = useMembersByUid(db, reporters);
  const [context, setContext] = useState<Conversation | null | "failed">(null);
  const [acting, setActing] = useState<"hide" | "block" | "dismiss" | null>(null);
  useEffect(() => {
    let active = true;
    loadConversation(db, messageId).then(
      (value) => active && setContext(value),
      () => active && setContext("failed"),
    );
    return () => {
      active = false;
    };
  }, [db, messageId]);

  const nameOf = (uid: string) => directory?.get(uid)?.name || "A member";
  const message = context && context !== "failed" ? context.message : null;
  const reasonLabel = (id: string) => reportReasons.find((reason) => reason.id === id)?.label ?? id;

  return (
    <li className="surface space-y-4 p-4" aria-label={`Reports of a message from ${message?.name || "a member"}`}>
      <ul className="space-y-1 text-sm">
        {reports.map((report) => (
          <li key={report.id}>
            <span className="font-semibold">{reasonLabel(report.reason)}</span>, reported by {nameOf(report.reporter)}
            {report.at ? ` on ${when.format(report.at)}` : ""}
            {report.note ? <span className="text-fg-muted">: &ldquo;{report.note}&rdquo;</span> : null}
          </li>
        ))}
      </ul>
      <ReportedConversation context={context} messageId={messageId} />
      {message ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {message.hidden ? (
              <p className="text-sm text-fg-muted">Already hidden by a moderator: dismiss the reports to close them.</p>
            ) : (
              <Button size="sm" onClick={() => setActing("hide")} aria-pressed={acting === "hide"}>
                Hide message
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => setActing("block")} aria-pressed={acting === "block"}>
              Block {message.name || "author"}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setActing("dismiss")} aria-pressed={acting === "dismiss"}>
              Dismiss reports
            </Button>
          </div>
          {acting === "hide" ? (
            <ReasonForm
              label="Why hide it?"
              submitLabel="Hide for everyone"
              onCancel={() => setActing(null)}
              onSubmit={async (reason) => {
                await setMessageHidden(
                  db,
                  moderator,
                  message,
                  true,
                  reason,
                  reports.map((report) => report.id),
                );
                onDone(`Hidden: ${message.name || "a member"}'s message “${excerpt(message.text)}”. Its reports are closed.`);
              }}
            />
          ) : acting === "block" ? (
            <ReasonForm
              label={`Why block ${message.name || "this member"}? They will see this reason.`}
              submitLabel="Block from posting"
              onCancel={() => setActing(null)}
              onSubmit={async (reason) => {
                await setMemberBlocked(db, moderator, message.uid, true, reason);
                setActing(null);
                onDone(`Blocked ${message.name || "the member"} from posting. Hide or dismiss the reported message too.`);
              }}
            />
          ) : acting === "dismiss" ? (
            <ReasonForm
              label="Why dismiss the reports? (optional)"
              submitLabel="Dismiss"
              required={false}
              onCancel={() => setActing(null)}
              onSubmit={async (reason) => {
                await dismissReports(
                  db,
                  moderator,
                  message,
                  reports.map((report) => report.id),
                  reason,
                );
                onDone(`Dismissed the reports of ${message.name || "a member"}'s message “${excerpt(message.text)}”.`);
              }}
            />
          ) : null}
        </>
      ) : null}
    </li>
  );
}
