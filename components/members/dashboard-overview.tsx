"use client";

import { doc, getDoc, type Timestamp } from "firebase/firestore";
import { useEffect, useState } from "react";
import { formatDate } from "@/components/ui/format-date";
import { useMemberSession } from "./member-session";
import { PanelHeader } from "./panel-header";

type Overview = { name: string; bio: string; joinedAt: Date | null; messagesSent: number };

/** The member's profile card and activity, read once when the dashboard opens. */
export function DashboardOverview() {
  const { db, user } = useMemberSession();
  const [overview, setOverview] = useState<Overview | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    Promise.all([getDoc(doc(db, "users", user.uid)), getDoc(doc(db, "user_stats", user.uid))])
      .then(([profile, stats]) => {
        if (!active) return;
        const joinedAt = (stats.get("joinedAt") ?? profile.get("createdAt")) as Timestamp | undefined;
        setOverview({
          name: (profile.get("name") as string | undefined) ?? user.displayName ?? "User",
          bio: (profile.get("bio") as string | undefined) ?? "",
          joinedAt: joinedAt ? joinedAt.toDate() : null,
          messagesSent: (stats.get("messagesSent") as number | undefined) ?? 0,
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [db, user]);

  const name = overview?.name ?? user.displayName ?? "User";
  return (
    <section aria-labelledby="overview-title" className="surface max-w-2xl p-6 sm:p-8">
      <PanelHeader id="overview-title" title={`Welcome back, ${name}`}>
        <p className="mt-1 text-sm text-fg-muted">Signed in as {user.email}</p>
      </PanelHeader>
      {failed ? (
        <p role="alert" className="mt-6 text-danger">
          Error: your profile could not be loaded. Refresh the page to try again.
        </p>
      ) : overview ? (
        <>
          {overview.bio ? <p className="mt-6 text-fg-muted">{overview.bio}</p> : null}
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl border border-ink-700 p-4">
              <dt className="text-sm text-fg-muted">Messages sent</dt>
              <dd className="mt-1 font-display text-3xl font-semibold">{overview.messagesSent}</dd>
            </div>
            <div className="rounded-xl border border-ink-700 p-4">
              <dt className="text-sm text-fg-muted">Member since</dt>
              <dd className="mt-1 font-display text-xl font-semibold">{overview.joinedAt ? formatDate(overview.joinedAt.toISOString().slice(0, 10)) : "Today"}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p role="status" className="mt-6 text-fg-muted">
          Loading...
        </p>
      )}
    </section>
  );
}
