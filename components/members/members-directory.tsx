"use client";

import { useDeferredValue, useEffect, useState } from "react";
import { formatDate } from "@/components/ui/format-date";
import { Button } from "@/components/ui/button";
import { loadDirectoryPage, membersSource, searchDirectory, type CommunityMember, type DirectoryPage } from "@/lib/community/directory";
import { staffSource } from "@/lib/community/staff";
import { useLive } from "@/lib/firebase/use-live";
import { MemberAvatar } from "./member-avatar";
import { useMemberSession } from "./member-session";
import { CommunityClosed } from "./community-closed";
import { memberAnchor } from "./member-link";
import { StaffBadge } from "./staff-badge";
import { useOnline } from "./use-online";

/**
 * The community, newest members first, a page at a time (the first live: who joins or renames shows at
 * once), with a search of every name by its start. `compact`: one column from large screens up, beside
 * the chat.
 */
export function MembersDirectory({ compact = false }: { compact?: boolean }) {
  const { verified } = useMemberSession();
  return verified ? <Directory compact={compact} /> : <CommunityClosed title="Members" />;
}

/** How many members the community has: the public summary's count (an aggregation, cached by the server). */
function useMemberTotal(): number | undefined {
  const [total, setTotal] = useState<number>();
  useEffect(() => {
    let active = true;
    fetch("/api/community")
      .then((response) => (response.ok ? (response.json() as Promise<{ members?: unknown }>) : null))
      .then((body) => {
        if (active && typeof body?.members === "number") setTotal(body.members);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return total;
}

function Directory({ compact }: { compact: boolean }) {
  const { db, user } = useMemberSession();
  const first = useLive(membersSource(db));
  const online = useOnline(db);
  const staff = useLive(staffSource(db));
  const staffRole = (uid: string) => staff?.get(uid);
  const total = useMemberTotal();
  const [more, setMore] = useState<{ members: CommunityMember[]; next: DirectoryPage["next"] } | null>(null);
  const [loadingMore, setLoadingMore] = useState<"idle" | "loading" | "failed">("idle");
  const [filter, setFilter] = useState("");
  const needle = useDeferredValue(filter.trim().toLowerCase());
  const [found, setFound] = useState<{ needle: string; members: CommunityMember[] | "failed" }>();
  useEffect(() => {
    if (!needle) return;
    let active = true;
    // The whole directory is searched by the start of a name, a page of matches at a time.
    const timer = window.setTimeout(() => {
      searchDirectory(db, needle).then(
        (members) => active && setFound({ needle, members }),
        () => active && setFound({ needle, members: "failed" }),
      );
    }, 250);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [db, needle]);

  const listed = first ? [...first.members, ...(more?.members.filter((member) => !first.members.some((shown) => shown.id === member.id)) ?? [])] : undefined;
  const next = more ? more.next : (first?.next ?? null);
  const searching = needle !== "";
  const matches = found?.needle === needle ? found.members : undefined;
  const shown = searching ? (matches === "failed" ? [] : matches) : listed;
  const count = total ?? listed?.length;

  // Come from a mention's link (#member-<uid>) before the entries were drawn: their entry, once it is.
  const drawn = shown !== undefined && shown.length > 0;
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (drawn && target.startsWith(memberAnchor(""))) document.getElementById(target)?.scrollIntoView?.({ block: "center" });
  }, [drawn]);

  async function showMore() {
    if (!next) return;
    setLoadingMore("loading");
    try {
      const page = await loadDirectoryPage(db, next);
      setMore((current) => ({ members: [...(current?.members ?? []), ...page.members], next: page.next }));
      setLoadingMore("idle");
    } catch {
      setLoadingMore("failed");
    }
  }

  return (
    <section aria-labelledby="directory-title" className="surface p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="directory-title" className="font-display text-2xl font-semibold">
            Members
          </h2>
          <p className="mt-1 text-sm text-fg-muted" aria-live="polite">
            {count === undefined ? "Loading..." : count === 1 ? "1 member" : `${count.toLocaleString("en-GB")} members`}
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
        <p className="mt-6 text-sm text-fg-muted" role="status">
          {searching
            ? matches === "failed"
              ? "The search could not be run right now. Try again in a moment."
              : `No member's name starts with “${filter.trim()}”.`
            : listed?.length
              ? ""
              : "Error loading content"}
        </p>
      ) : (
        <ul aria-label="Members" className={`mt-6 grid gap-3 sm:grid-cols-2 ${compact ? "lg:grid-cols-1" : ""}`}>
          {shown.map((member) => (
            <li key={member.id} id={memberAnchor(member.id)} className="flex items-center gap-3 rounded-xl border border-ink-700 p-3 target:border-accent">
              <MemberAvatar name={member.name} photoURL={member.photoURL}>
                {online?.online.has(member.id) ? (
                  <span className="absolute -bottom-0.5 -right-0.5 size-3 rounded-full border-2 border-ink-900 bg-emerald-400" />
                ) : null}
              </MemberAvatar>
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {member.name || "Member"}
                  {staffRole(member.id) ? (
                    <span className="ml-2 align-middle">
                      <StaffBadge role={staffRole(member.id) ?? "moderator"} />
                    </span>
                  ) : null}
                  {member.id === user.uid ? <span className="ml-2 text-xs text-fg-subtle">(you)</span> : null}
                  {online?.online.has(member.id) ? <span className="ml-2 text-xs text-emerald-300">online</span> : null}
                </p>
                {member.joinedAt ? <p className="text-xs text-fg-subtle">Joined {formatDate(member.joinedAt.toISOString().slice(0, 10))}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!searching && next ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button size="sm" variant="ghost" onClick={() => void showMore()} disabled={loadingMore === "loading"}>
            {loadingMore === "loading" ? "Loading..." : "Show more members"}
          </Button>
          <p role="status" className="text-sm text-danger">
            {loadingMore === "failed" ? "More members could not be loaded right now. Try again in a moment." : ""}
          </p>
        </div>
      ) : null}
    </section>
  );
}
