"use client";

import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { loadMembers } from "@/lib/console/members";
import type { ConsoleMember } from "@/lib/console/records";
import { isAdmin } from "@/lib/members/role";
import { MemberRow } from "./member-row";

/** The members a page at a time, with their activity, role and state; block and unblock, and (admins) moderators. */
export function MembersTab() {
  const { user, role } = useMemberSession();
  const [members, setMembers] = useState<ConsoleMember[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState("");

  // The first page again (after a change, or on Refresh); more pages on request.
  const load = useCallback(async () => {
    try {
      const page = await loadMembers(user);
      setMembers(page.members);
      setNext(page.next);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The members could not be loaded.");
    }
  }, [user]);

  async function loadMore() {
    if (!next) return;
    try {
      const page = await loadMembers(user, next);
      setMembers((current) => [...(current ?? []), ...page.members.filter((member) => !current?.some((shown) => shown.uid === member.uid))]);
      setNext(page.next);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "More members could not be loaded.");
    }
  }

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
          <p className="mt-1 text-sm text-fg-muted">
            Most recently active first, a hundred accounts at a time.{isAdmin(role) ? " Admins are named with `npm run roles`." : ""}
          </p>
        </div>
        <div className="flex gap-2">
          <label htmlFor="member-filter" className="sr-only">
            Find a member
          </label>
          <input
            id="member-filter"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Find a member"
            className="w-56 rounded-full border border-ink-600 bg-ink-900 px-4 py-1.5 text-sm"
          />
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
        // Relative: the scrolling box holds its hidden labels too, which would otherwise widen the page.
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Members</caption>
            <thead className="text-fg-subtle">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Member
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Joined
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Messages
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Last active
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Role
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  State
                </th>
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
          {next ? (
            <Button size="sm" variant="ghost" className="mt-3" onClick={() => void loadMore()}>
              Show more members
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
