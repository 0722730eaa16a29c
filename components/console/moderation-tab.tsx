"use client";

import { useMemo, useState } from "react";
import { useMemberSession } from "@/components/members/member-session";
import { groupReports, openReportsList } from "@/lib/console/moderation";
import { useLiveList } from "@/lib/firebase/live-list";
import { HiddenMessages } from "./hidden-messages";
import { ListState } from "./list-state";
import { ReportedMessage } from "./reported-message";
import { SlowMode } from "./slow-mode";
import { useModerator } from "./use-moderator";

/** Slow mode; open reports, grouped by message, oldest activity last; and hidden messages. */
export function ModerationTab() {
  const { db } = useMemberSession();
  const moderator = useModerator();
  // Said here, not on the report: a decided report leaves the queue at once.
  const [notice, setNotice] = useState("");
  const reports = useLiveList(openReportsList(db));
  const groups = useMemo(() => groupReports(reports.items ?? []), [reports.items]);

  return (
    <div className="space-y-12">
      <SlowMode moderator={moderator} />
      <section aria-labelledby="reports-title" className="space-y-4">
        <div>
          <h2 id="reports-title" className="font-display text-2xl font-semibold">
            Reported messages
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Hide a message and it leaves every member&apos;s chat at once; its author sees it marked as hidden. Every action is logged.
          </p>
        </div>
        <p role="status" className="text-sm text-accent empty:hidden">
          {notice}
        </p>
        <ListState items={reports.items} error={reports.error} empty="No open reports.">
          {() => (
            <ol aria-label="Reports" className="space-y-4">
              {groups.map((group) => (
                <ReportedMessage key={group.messageId} messageId={group.messageId} reports={group.reports} onDone={setNotice} />
              ))}
            </ol>
          )}
        </ListState>
      </section>
      <HiddenMessages />
    </div>
  );
}
