"use client";

import dynamic from "next/dynamic";
import Link from "@/components/layout/link";
import { countBadge } from "@/components/ui/count-badge";
import { canModerate } from "@/lib/members/role";
import { profileSource } from "@/lib/community/member-documents";
import { useLive } from "@/lib/firebase/use-live";
import { CommunityChat } from "./community-chat";
import { CommunityLayout } from "./community-layout";
import { DashboardOverview } from "./dashboard-overview";
import { DashboardTabs, useDashboardTab } from "./dashboard-tabs";
import { useMemberSession } from "./member-session";
import { useUnread } from "./use-unread";

type HelpEntry = { question: string; answer: string };

const consoleLoading = () => (
  <p role="status" className="text-fg-muted">
    Loading...
  </p>
);
// Each of the other tabs' parts loads when its tab opens: the profile form, Help, the directory on Community.
const ProfileForm = dynamic(() => import("./profile-form").then((module) => module.ProfileForm), { loading: consoleLoading });
const HelpTab = dynamic(() => import("./help-tab").then((module) => module.HelpTab), { loading: consoleLoading });
const MembersDirectory = dynamic(() => import("./members-directory").then((module) => module.MembersDirectory), { loading: consoleLoading });

function ProfileTab() {
  const { db, user } = useMemberSession();
  const profile = useLive(profileSource(db, user.uid));
  if (profile === undefined) {
    return (
      <p role="status" className="text-fg-muted">
        Loading...
      </p>
    );
  }
  // Keyed by member so a different account never starts from another's typing.
  return <ProfileForm key={user.uid} initial={{ name: profile?.name || user.displayName || "", photoURL: profile?.photoURL ?? "", bio: profile?.bio ?? "" }} />;
}

/** The signed-in dashboard: overview, community (directory and chat), help and profile, by `?tab=`; for staff, the way to their console. */
export function Dashboard({ help }: { help: readonly HelpEntry[] }) {
  const { role } = useMemberSession();
  const [tab] = useDashboardTab();
  const unread = useUnread(tab === "community");
  return (
    <>
      {canModerate(role) ? (
        <p className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/40 px-4 py-3 text-sm">
          Leads, moderation and the team&apos;s other tools are in the staff console.
          <Link href="/console" className="btn btn-primary btn-sm">
            Open the staff console
          </Link>
        </p>
      ) : null}
      <DashboardTabs
        badges={{ community: countBadge(unread.count, "unread", { atLeast: unread.atLeast }) }}
        panels={{
          overview: <DashboardOverview />,
          community: <CommunityLayout chat={<CommunityChat placement="tab" />} directory={<MembersDirectory compact />} />,
          help: <HelpTab entries={help} />,
          profile: <ProfileTab />,
        }}
      />
    </>
  );
}
