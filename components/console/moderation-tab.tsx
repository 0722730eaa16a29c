"use client";

import { collection, doc, endBefore, getDoc, getDocs, limit, limitToLast, orderBy, query, startAfter, where, type Firestore } from "firebase/firestore";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { StaffBadge } from "@/components/members/staff-badge";
import { membersSource, staffSource } from "@/lib/community/live";
import { reportReasons } from "@/lib/community/reports";
import { useLive } from "@/lib/community/use-live";
import { dismissReports, reasonMax, setMemberBlocked, setMessageHidden, type Moderator } from "@/lib/console/moderation";
import { parseAudit, parseReport, type Report } from "@/lib/console/records";
import { isAdmin } from "@/lib/members/role";
import { memberName } from "@/lib/members/member-name";
import { ListState } from "./list-state";
import { SlowMode } from "./slow-mode";
import { useLiveQuery } from "./use-live-query";

const when = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
type Message = { id: string; uid: string; name: string; text: string; sentAt: Date | null; hidden: boolean };

function toMessage(id: string, data: Record<string, unknown> | undefined): Message | null {
  if (!data) return null;
  const stamp = data.timestamp as { toDate?: () => Date } | undefined;
  return { id, uid: String(data.uid ?? ""), name: String(data.name ?? ""), text: String(data.text ?? ""), sentAt: stamp?.toDate?.() ?? null, hidden: data.hidden === true };
}

/** The moderator acting, as their audit entries name them. */
export function useModerator(): Moderator {
  const { user } = useMemberSession();
  return { uid: user.uid, name: memberName(user.displayName, user.email?.split("@")[0]) };
}

/** The reported message with the two messages before and after it, as the chat showed them. */
async function loadContext(db: Firestore, messageId: string): Promise<{ message: Message | null; before: Message[]; after: Message[] }> {
  const snapshot = await getDoc(doc(db, "community_chat", messageId));
  const message = toMessage(snapshot.id, snapshot.data());
  if (!message || !snapshot.exists()) return { message, before: [], after: [] };
  const chat = collection(db, "community_chat");
  const [before, after] = await Promise.all([
    getDocs(query(chat, orderBy("timestamp", "asc"), endBefore(snapshot), limitToLast(2))),
    getDocs(query(chat, orderBy("timestamp", "asc"), startAfter(snapshot), limit(2))),
  ]);
  const list = (result: typeof before) => result.docs.flatMap((entry) => toMessage(entry.id, entry.data()) ?? []);
  return { message, before: list(before), after: list(after) };
}

/** Open reports, grouped by message, oldest activity last; hidden messages; and, for admins, the audit log. */
export function ModerationTab() {
  const { db, role } = useMemberSession();
  const moderator = useModerator();
  // Said here, not on the report: a decided report leaves the queue at once.
  const [notice, setNotice] = useState("");
  const reports = useLiveQuery("reports/open", () => query(collection(db, "community_reports"), where("status", "==", "open"), orderBy("at", "desc"), limit(200)), parseReport);
  const groups = useMemo(() => {
    const byMessage = new Map<string, Report[]>();
    for (const report of reports.items ?? []) byMessage.set(report.messageId, [...(byMessage.get(report.messageId) ?? []), report]);
    return [...byMessage.entries()];
  }, [reports.items]);

  return (
    <div className="space-y-12">
      <SlowMode moderator={moderator} />
      <section aria-labelledby="reports-title" className="space-y-4">
        <div>
          <h2 id="reports-title" className="font-display text-2xl font-semibold">
            Reported messages
          </h2>
          <p className="mt-1 text-sm text-fg-muted">Hide a message and it leaves every member&apos;s chat at once; its author sees it marked as hidden. Every action is logged.</p>
        </div>
        <p role="status" className="text-sm text-accent empty:hidden">
          {notice}
        </p>
        <ListState items={reports.items} error={reports.error} empty="No open reports.">
          {() => (
            <ol aria-label="Reports" className="space-y-4">
              {groups.map(([messageId, list]) => (
                <ReportedMessage key={messageId} messageId={messageId} reports={list} onDone={setNotice} />
              ))}
            </ol>
          )}
        </ListState>
      </section>
      <HiddenMessages />
      {isAdmin(role) ? <AuditLog /> : null}
    </div>
  );
}

function ReasonForm({ label, submitLabel, onSubmit, onCancel, required = true }: { label: string; submitLabel: string; onSubmit: (reason: string) => Promise<void>; onCancel: () => void; required?: boolean }) {
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
      <input id={id} value={reason} maxLength={reasonMax} onChange={(event) => setReason(event.target.value)} aria-describedby={`${id}-problem`} className="block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm" />
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

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

function ReportedMessage({ messageId, reports, onDone }: { messageId: string; reports: Report[]; onDone: (notice: string) => void }) {
  const { db } = useMemberSession();
  const moderator = useModerator();
  const directory = useLive(membersSource(db));
  const [context, setContext] = useState<Awaited<ReturnType<typeof loadContext>> | null | "failed">(null);
  const [acting, setActing] = useState<"hide" | "block" | "dismiss" | null>(null);
  useEffect(() => {
    let active = true;
    loadContext(db, messageId).then(
      (value) => active && setContext(value),
      () => active && setContext("failed"),
    );
    return () => {
      active = false;
    };
  }, [db, messageId]);

  const nameOf = (uid: string) => directory?.find((entry) => entry.id === uid)?.name || "A member";
  const staff = useLive(staffSource(db));
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
      {context === null ? (
        <p role="status" className="text-fg-muted">
          Loading the conversation...
        </p>
      ) : context === "failed" ? (
        <p role="alert" className="text-danger">
          The message could not be loaded.
        </p>
      ) : !context.message ? (
        <p className="text-fg-muted">The message no longer exists.</p>
      ) : (
        <ol aria-label="The conversation around it" className="space-y-1 rounded-lg border border-ink-700 bg-ink-900 p-3 text-sm">
          {[...context.before, context.message, ...context.after].map((entry) => (
            <li key={entry.id} className={entry.id === messageId ? "rounded-md border border-danger/60 bg-danger/10 p-2" : "p-2 text-fg-muted"} aria-current={entry.id === messageId ? "true" : undefined}>
              <span className="font-semibold">{entry.name || "Member"}</span> {staff?.get(entry.uid) ? <StaffBadge role={staff.get(entry.uid) ?? "moderator"} /> : null}{" "}
              {entry.sentAt ? <time className="text-xs text-fg-subtle">{when.format(entry.sentAt)}</time> : null}
              {entry.hidden ? <span className="ml-2 text-xs text-fg-subtle">(hidden)</span> : null}
              <p data-reported={entry.id === messageId ? "" : undefined} className="whitespace-pre-wrap break-words">
                {entry.text}
              </p>
            </li>
          ))}
        </ol>
      )}
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
                await setMessageHidden(db, moderator, message, true, reason, reports.map((report) => report.id));
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
                await dismissReports(db, moderator, message, reports.map((report) => report.id), reason);
                onDone(`Dismissed the reports of ${message.name || "a member"}'s message “${excerpt(message.text)}”.`);
              }}
            />
          ) : null}
        </>
      ) : null}
    </li>
  );
}

function HiddenMessages() {
  const { db } = useMemberSession();
  const moderator = useModerator();
  const hidden = useLiveQuery("chat/hidden", () => query(collection(db, "community_chat"), where("hidden", "==", true), orderBy("timestamp", "desc"), limit(50)), (id, data) => toMessage(id, data) as Message);
  const [restoring, setRestoring] = useState<string | null>(null);
  return (
    <section aria-labelledby="hidden-title" className="space-y-4">
      <h2 id="hidden-title" className="font-display text-2xl font-semibold">
        Hidden messages
      </h2>
      <ListState items={hidden.items} error={hidden.error} empty="No hidden messages.">
        {(rows) => (
          <ol aria-label="Hidden messages" className="space-y-2">
            {rows.map((message) => (
              <li key={message.id} className="rounded-lg border border-ink-700 p-3 text-sm">
                <span className="font-semibold">{message.name || "Member"}</span> {message.sentAt ? <time className="text-xs text-fg-subtle">{when.format(message.sentAt)}</time> : null}
                <p className="whitespace-pre-wrap break-words text-fg-muted">{message.text}</p>
                {restoring === message.id ? (
                  <ReasonForm label="Why restore it?" submitLabel="Restore for everyone" onCancel={() => setRestoring(null)} onSubmit={(reason) => setMessageHidden(db, moderator, message, false, reason)} />
                ) : (
                  <Button size="sm" variant="ghost" className="mt-2" onClick={() => setRestoring(message.id)}>
                    Restore
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </section>
  );
}

const actionLabels: Record<string, string> = { hide: "Hid a message", restore: "Restored a message", block: "Blocked a member", unblock: "Unblocked a member", dismiss: "Dismissed reports", grant: "Granted a role", revoke: "Removed a role", "slow-mode": "Set slow mode" };

function AuditLog() {
  const { db } = useMemberSession();
  const log = useLiveQuery("audit", () => query(collection(db, "moderation_audit"), orderBy("at", "desc"), limit(100)), parseAudit);
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <div>
        <h2 id="audit-title" className="font-display text-2xl font-semibold">
          Audit log
        </h2>
        <p className="mt-1 text-sm text-fg-muted">Every moderator action and role change. Only admins see it, and nobody can change it.</p>
      </div>
      <ListState items={log.items} error={log.error} empty="Nothing yet.">
        {(rows) => (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The latest 100 actions, newest first</caption>
            <thead className="text-fg-subtle">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">When</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Who</th>
                <th scope="col" className="py-2 pr-4 font-semibold">What</th>
                <th scope="col" className="py-2 font-semibold">Why</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-700">
              {rows.map((entry) => (
                <tr key={entry.id}>
                  <td className="py-2 pr-4 whitespace-nowrap">{entry.at ? when.format(entry.at) : ""}</td>
                  <td className="py-2 pr-4">{entry.byName}</td>
                  <td className="py-2 pr-4">
                    {actionLabels[entry.action] ?? entry.action} <span className="text-xs text-fg-subtle">({entry.target})</span>
                  </td>
                  <td className="py-2 break-words">{entry.reason || "Not given"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
    </section>
  );
}
