"use client";

import { useDeferredValue, useState } from "react";
import { formatDate } from "@/components/ui/format-date";
import { membersSource, staffSource } from "@/lib/community/live";
import { useLive } from "@/lib/community/use-live";
import { initials } from "@/lib/members/member-name";
import { useMemberSession } from "./member-session";
import { CommunityClosed } from "./community-closed";
import { StaffBadge } from "./staff-badge";
import { useOnline } from "./use-online";

/**
 * Everyone in the community, newest first, live; a name filter for long lists. `compact`: one column
 * from large screens up, beside the chat.
 */
export function MembersDirectory({ compact = false }: { compact?: boolean }) {
  const { verified } = useMemberSession();
  return verified ? <Directory compact={compact} /> : <CommunityClosed title="Members" />;
}

function Directory({ compact }: { compact: boolean }) {
  const { db, user } = useMemberSession();
  const members = useLive(membersSource(db));
  const online = useOnline(db);
  const staff = useLive(staffSource(db));
  const staffRole = (uid: string) => staff?.get(uid);
  const [filter, setFilter] = useState("");
  const needle = useDeferredValue(filter.trim().toLowerCase());
  const shown = members?.filter((member) => member.name.toLowerCase().includes(needle));

  return (
    <section aria-labelledby="directory-title" className="surface p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="directory-title" className="font-display text-2xl font-semibold">
            Members
          </h2>
          <p className="mt-1 text-sm text-fg-muted" aria-live="polite">
            {members === undefined ? "Loading..." : members.length === 1 ? "1 member" : `${members.length} members`}
          </p>
        </div>
        <div>
          <label htmlFor="directory-filter" className="sr-only">
            Find a member
          </label>
          <input
            id="directory-filter"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Find a member"
            className="w-56 max-w-full rounded-full border border-ink-600 bg-ink-900 px-4 py-2 text-sm text-fg placeholder:text-fg-subtle focus:border-accent"
          />
        </div>
      </div>
      {shown === undefined ? null : shown.length === 0 ? (
        <p className="mt-6 text-sm text-fg-muted">{members?.length ? `No member is called “${filter.trim()}”.` : "Error loading content"}</p>
      ) : (
        <ul aria-label="Members" className={`mt-6 grid gap-3 sm:grid-cols-2 ${compact ? "lg:grid-cols-1" : ""}`}>
          {shown.map((member) => (
            <li key={member.id} className="flex items-center gap-3 rounded-xl border border-ink-700 p-3">
              <span aria-hidden="true" className="relative grid size-10 shrink-0 place-items-center rounded-full bg-ink-700 text-sm font-semibold text-accent">
                {initials(member.name)}
                {online?.has(member.id) ? <span className="absolute -bottom-0.5 -right-0.5 size-3 rounded-full border-2 border-ink-900 bg-emerald-400" /> : null}
              </span>
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {member.name || "Member"}
                  {staffRole(member.id) ? (
                    <span className="ml-2 align-middle">
                      <StaffBadge role={staffRole(member.id) ?? "moderator"} />
                    </span>
                  ) : null}
                  {member.id === user.uid ? <span className="ml-2 text-xs text-fg-subtle">(you)</span> : null}
                  {online?.has(member.id) ? <span className="ml-2 text-xs text-emerald-300">online</span> : null}
                </p>
                {member.joinedAt ? (
                  <p className="text-xs text-fg-subtle">Joined {formatDate(member.joinedAt.toISOString().slice(0, 10))}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
