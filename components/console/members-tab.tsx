"use client";

import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { setMemberBlocked } from "@/lib/console/moderation";
import { StaffBadge } from "@/components/members/staff-badge";
import { isAdmin } from "@/lib/members/role";
import type { ConsoleMember } from "@/lib/console/records";
import { useModerator } from "./moderation-tab";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const ago = (iso: string | null) => (iso ? day.format(new Date(iso)) : "Never");

/** Every member, with their activity, role and state; block and unblock, and (admins) moderators. */
export function MembersTab() {
  const { user, role } = useMemberSession();
  const [members, setMembers] = useState<ConsoleMember[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState("");

  const load = useCallback(async () => {
    try {
      const response = await fetch("/api/console/members", { headers: { Authorization: `Bearer ${await user.getIdToken()}` }, cache: "no-store" });
      const body = (await response.json().catch(() => ({}))) as { members?: ConsoleMember[]; error?: string };
      if (!response.ok || !body.members) throw new Error(body.error ?? `The server answered ${response.status}.`);
      setMembers(body.members);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The members could not be loaded.");
    }
  }, [user]);

  useEffect(() => {
    // Loaded once the tab opens; every change below loads it again.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list comes from the server, once it answers.
    void load();
  }, [load]);

  const shown = members?.filter((member) => `${member.name} ${member.email ?? ""}`.toLowerCase().includes(filter.trim().toLowerCase())) ?? null;

  return (
    <section aria-labelledby="members-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="members-title" className="font-display text-2xl font-semibold">
            Members
          </h2>
          <p className="mt-1 text-sm text-fg-muted">Most recently active first.{isAdmin(role) ? " Admins are named with `npm run roles`." : ""}</p>
        </div>
        <div className="flex gap-2">
          <label htmlFor="member-filter" className="sr-only">
            Find a member
          </label>
          <input id="member-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="Find a member" className="w-56 rounded-full border border-ink-600 bg-ink-900 px-4 py-1.5 text-sm" />
          <Button size="sm" variant="ghost" onClick={() => void load()}>
            Refresh
          </Button>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      {shown === null ? (
        problem ? null : (
          <p role="status" className="text-fg-muted">
            Loading...
          </p>
        )
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Members</caption>
            <thead className="text-fg-subtle">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">Member</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Joined</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Messages</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Last active</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Role</th>
                <th scope="col" className="py-2 pr-4 font-semibold">State</th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-700">
              {shown.map((member) => (
                <MemberRow key={member.uid} member={member} self={member.uid === user.uid} onChanged={load} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MemberRow({ member, self, onChanged }: { member: ConsoleMember; self: boolean; onChanged: () => Promise<void> }) {
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

  async function changeRole(next: "moderator" | null) {
    const response = await fetch("/api/console/members", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${await user.getIdToken()}` },
      body: JSON.stringify({ uid: member.uid, role: next }),
    });
    if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: string }).error ?? "The role was not changed.");
  }

  const roleLabel = member.role === "admin" ? "Admin" : member.role === "moderator" ? "Moderator" : "Member";
  return (
    <tr>
      <td className="py-3 pr-4">
        <span className="font-semibold">{member.name}</span>
        {member.role ? (
          <span className="ml-2 align-middle">
            <StaffBadge role={member.role} />
          </span>
        ) : null}
        {self ? <span className="ml-1 text-xs text-fg-subtle">(you)</span> : null}
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
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void act(() => changeRole(member.role === "moderator" ? null : "moderator"))}>
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
            <input id={`block-${member.uid}`} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="Reason (the member sees it)" className="w-56 rounded-lg border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm" />
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
