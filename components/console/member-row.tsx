"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { MemberAvatar } from "@/components/members/member-avatar";
import { StaffBadge } from "@/components/members/staff-badge";
import { setMemberRole } from "@/lib/console/members";
import { setMemberBlocked } from "@/lib/console/moderation";
import type { ConsoleMember } from "@/lib/console/records";
import { isAdmin } from "@/lib/members/role";
import { useModerator } from "./use-moderator";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const ago = (iso: string | null) => (iso ? day.format(new Date(iso)) : "Never");

/** One member's row: who they are, their activity, role and state, and what an operator may change. */
export function MemberRow({ member, self, onChanged }: { member: ConsoleMember; self: boolean; onChanged: () => Promise<void> }) {
  const { db, user, role } = useMemberSession();
  const moderator = useModerator();
  const [blocking, setBlocking] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setBlocking(false);
      setReason("");
      await onChanged();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : "That did not go through. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const roleLabel = member.role === "admin" ? "Admin" : member.role === "moderator" ? "Moderator" : "Member";
  return (
    <tr>
      <td className="py-3 pr-4">
        <span className="flex items-center gap-2">
          <MemberAvatar name={member.name} photoURL={member.photoURL} size="sm" />
          <span>
            <span className="font-semibold">{member.name}</span>
            {member.role ? (
              <span className="ml-2 align-middle">
                <StaffBadge role={member.role} />
              </span>
            ) : null}
            {self ? <span className="ml-1 text-xs text-fg-subtle">(you)</span> : null}
          </span>
        </span>
        {member.email ? <span className="block text-xs text-fg-muted">{member.email}</span> : null}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{ago(member.joinedAt)}</td>
      <td className="py-3 pr-4">{member.messagesSent}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{ago(member.lastActive)}</td>
      <td className="py-3 pr-4">{roleLabel}</td>
      <td className="py-3 pr-4">{member.blocked ? <span className="text-danger">Blocked: {member.blocked.reason}</span> : "Active"}</td>
      <td className="py-3">
        {self || member.role === "admin" ? null : (
          <div className="flex flex-wrap gap-2">
            {member.blocked ? (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void act(() => setMemberBlocked(db, moderator, member.uid, false, ""))}>
                Unblock
              </Button>
            ) : (
              <Button size="sm" variant="ghost" disabled={busy} aria-expanded={blocking} onClick={() => setBlocking(!blocking)}>
                Block
              </Button>
            )}
            {isAdmin(role) ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => void act(() => setMemberRole(user, member.uid, member.role === "moderator" ? null : "moderator"))}
              >
                {member.role === "moderator" ? "Remove moderator" : "Make moderator"}
              </Button>
            ) : null}
          </div>
        )}
        {blocking ? (
          <form
            className="mt-2 flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason.trim()) return setProblem("Say why: the member is told.");
              void act(() => setMemberBlocked(db, moderator, member.uid, true, reason));
            }}
          >
            <label htmlFor={`block-${member.uid}`} className="sr-only">
              Why block {member.name}?
            </label>
            <input
              id={`block-${member.uid}`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="Reason (the member sees it)"
              className="w-56 rounded-lg border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm"
            />
            <Button type="submit" size="sm" disabled={busy}>
              Block
            </Button>
          </form>
        ) : null}
        {problem ? (
          <p role="alert" className="mt-1 text-xs text-danger">
            {problem}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
