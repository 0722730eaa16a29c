"use client";

import { formatDate } from "@/components/ui/format-date";
import { profileSource, statsSource } from "@/lib/community/member-documents";
import { useLive } from "@/lib/firebase/use-live";
import { memberName } from "@/lib/members/member-name";
import { useMemberSession } from "./member-session";

const day = (date: Date) => formatDate(date.toISOString().slice(0, 10));

/** The member's profile card and activity, live. */
export function DashboardOverview() {
  const { db, user } = useMemberSession();
  const profile = useLive(profileSource(db, user.uid));
  const stats = useLive(statsSource(db, user.uid));

  const name = memberName(profile?.name, user.displayName);
  return (
    <section aria-labelledby="overview-title" className="surface max-w-2xl p-6 sm:p-8">
      <h2 id="overview-title" className="font-display text-2xl font-semibold">
        Welcome back, {name}
      </h2>
      {profile === undefined || stats === undefined ? (
        <p role="status" className="mt-6 text-fg-muted">
          Loading...
        </p>
      ) : (
        <>
          {profile?.bio ? <p className="mt-6 text-fg-muted">{profile.bio}</p> : null}
          {stats === null ? (
            <p role="alert" className="mt-6 text-danger">
              Error loading content: your activity could not be read. Refresh the page to try again.
            </p>
          ) : (
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              <div className="rounded-xl border border-ink-700 p-4">
                <dt className="text-sm text-fg-muted">Messages sent</dt>
                <dd className="mt-1 font-display text-3xl font-semibold">{stats.messagesSent}</dd>
              </div>
              <div className="rounded-xl border border-ink-700 p-4">
                <dt className="text-sm text-fg-muted">Member since</dt>
                <dd className="mt-1 font-display text-xl font-semibold">{stats.joinedAt ? day(stats.joinedAt) : "Today"}</dd>
              </div>
              <div className="rounded-xl border border-ink-700 p-4">
                <dt className="text-sm text-fg-muted">Last message</dt>
                <dd className="mt-1 font-display text-xl font-semibold">{stats.lastMessageAt ? day(stats.lastMessageAt) : "None yet"}</dd>
              </div>
            </dl>
          )}
        </>
      )}
    </section>
  );
}
