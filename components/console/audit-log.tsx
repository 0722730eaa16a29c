"use client";

import { useMemberSession } from "@/components/members/member-session";
import { auditList } from "@/lib/console/moderation";
import { useLiveList } from "@/lib/firebase/live-list";
import { when } from "./dates";
import { ListState } from "./list-state";

const actionLabels: Record<string, string> = {
  hide: "Hid a message",
  restore: "Restored a message",
  block: "Blocked a member",
  unblock: "Unblocked a member",
  dismiss: "Dismissed reports",
  grant: "Granted a role",
  revoke: "Removed a role",
  "slow-mode": "Set slow mode",
  assign: "Assigned a lead",
  teach: "Taught the assistant an answer",
  reteach: "Changed a taught answer",
  unteach: "Deleted a taught answer",
};

/** The latest moderator actions and role changes, newest first: for admins only. */
export function AuditLog() {
  const { db } = useMemberSession();
  const log = useLiveList(auditList(db));
  return (
    <section aria-label="Audit log" className="space-y-4">
      <ListState items={log.items} error={log.error} empty="Nothing yet.">
        {(rows) => (
          // A box that scrolls on a phone: reachable with the keyboard, and named for screen readers.
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Audit log table">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">The latest 100 actions, newest first</caption>
              <thead className="text-fg-subtle">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Who
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    What
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Why
                  </th>
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
          </div>
        )}
      </ListState>
    </section>
  );
}
