"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useMemberSession } from "@/components/members/member-session";
import { newLeadsList, newLeadsMax, notHelpfulSince, sinceHour, unansweredSince, weekListMax } from "@/lib/console/counts";
import { useLiveList } from "@/lib/firebase/live-list";
import { groupReports, openReportsList, openReportsMax } from "@/lib/console/moderation";
import { overdueBefore, replyDue, type ReplyPromise } from "@/lib/console/reply-promise";
import { canModerate, isAdmin } from "@/lib/members/role";

/** A live count: null until known; `atLeast` when the query's bound was reached. */
export type Count = { value: number | null; atLeast: boolean };

export type ConsoleCounts = {
  newLeads: Count;
  /** New leads whose reply is past the promise. */
  overdue: Count;
  /** Reported messages waiting for a decision. */
  openReports: Count;
  /** Distinct questions the assistant could not answer in the last seven days. */
  unanswered: Count;
  notHelpful: Count;
  /** What needs someone now: new leads (admins) and open reports, for the page title. */
  needsAction: number;
  promise: ReplyPromise;
  /** The time now, to the minute, and the latest receipt time past the promise by then. */
  now: number;
  overdueBefore: number;
};

const CountsContext = createContext<ConsoleCounts | null>(null);

export function useConsoleCounts(): ConsoleCounts {
  const counts = useContext(CountsContext);
  if (!counts) throw new Error("useConsoleCounts is used inside the console's frame");
  return counts;
}

const unknown: Count = { value: null, atLeast: false };
const counted = (items: readonly unknown[] | null, max: number): Count => (items ? { value: items.length, atLeast: items.length >= max } : unknown);

/** The time now, again every minute: a lead falls overdue as the clock passes its promise, not only when data changes. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Counts the console's navigation and overview show, each only for the roles whose sections it belongs to. */
export function ConsoleCountsProvider({ promise, children }: { promise: ReplyPromise; children: ReactNode }) {
  const { db, role } = useMemberSession();
  const admin = isAdmin(role);
  const now = useMinuteClock();
  const since = sinceHour(now);
  const leads = useLiveList(admin ? newLeadsList(db) : null).items;
  const reports = useLiveList(canModerate(role) ? openReportsList(db) : null).items;
  const questions = useLiveList(admin ? unansweredSince(db, since) : null).items;
  const ratings = useLiveList(admin ? notHelpfulSince(db, since) : null).items;

  const value = useMemo<ConsoleCounts>(() => {
    const overdue = leads?.filter((lead) => lead.createdAt && replyDue(lead.createdAt.getTime(), promise) <= now) ?? null;
    const openReports = reports ? { value: groupReports(reports).length, atLeast: reports.length >= openReportsMax } : unknown;
    const newLeads = counted(leads, newLeadsMax);
    return {
      newLeads,
      overdue: overdue ? { value: overdue.length, atLeast: newLeads.atLeast } : unknown,
      openReports,
      unanswered: questions ? { value: new Set(questions).size, atLeast: questions.length >= weekListMax } : unknown,
      notHelpful: counted(ratings, weekListMax),
      needsAction: (admin ? (newLeads.value ?? 0) : 0) + (openReports.value ?? 0),
      promise,
      now,
      overdueBefore: overdueBefore(now, promise),
    };
  }, [leads, reports, questions, ratings, promise, now, admin]);
  return <CountsContext value={value}>{children}</CountsContext>;
}
