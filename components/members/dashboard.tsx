"use client";

import dynamic from "next/dynamic";
import { countBadge, useNewLeads } from "@/components/console/new-leads";
import { canModerate, isAdmin } from "@/lib/members/role";
import { profileSource } from "@/lib/community/live";
import { useLive } from "@/lib/community/use-live";
import { CommunityChat } from "./community-chat";
import { CommunityLayout, communityChatHeight } from "./community-layout";
import { DashboardOverview } from "./dashboard-overview";
import { DashboardTabs, useDashboardTab } from "./dashboard-tabs";
import { useMemberSession } from "./member-session";
import { useUnread } from "./use-unread";

type HelpEntry = { question: string; answer: string };

// The console's tabs load only for the operators who open them: members never download them.
const consoleLoading = () => (
  <p role="status" className="text-fg-muted">
    Loading...
  </p>
);
const LeadsTab = dynamic(() => import("@/components/console/leads-tab").then((module) => module.LeadsTab), { loading: consoleLoading });
const AssistantTab = dynamic(() => import("@/components/console/assistant-tab").then((module) => module.AssistantTab), { loading: consoleLoading });
const ModerationTab = dynamic(() => import("@/components/console/moderation-tab").then((module) => module.ModerationTab), { loading: consoleLoading });
const MembersTab = dynamic(() => import("@/components/console/members-tab").then((module) => module.MembersTab), { loading: consoleLoading });
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

/**
 * The signed-in dashboard: overview, community (directory and chat), help and profile, by `?tab=`; for
 * operators also the console: leads and assistant (admins), moderation and members (moderators too).
 */
export function Dashboard({ help, serviceNames }: { help: readonly HelpEntry[]; serviceNames: Record<string, string> }) {
  const { db, role } = useMemberSession();
  const newLeads = useNewLeads(db, isAdmin(role));
  const [tab] = useDashboardTab(role);
  const unread = useUnread(tab === "community");
  return (
    <DashboardTabs
      role={role}
      badges={{ leads: countBadge(newLeads, "new"), community: countBadge(unread.count, "unread", { atLeast: unread.atLeast }) }}
      panels={{
        overview: <DashboardOverview />,
        community: <CommunityLayout chat={<CommunityChat heightClass={communityChatHeight} />} directory={<MembersDirectory compact />} />,
        help: <HelpTab entries={help} />,
        profile: <ProfileTab />,
        ...(isAdmin(role) ? { leads: <LeadsTab serviceNames={serviceNames} />, assistant: <AssistantTab /> } : {}),
        ...(canModerate(role) ? { moderation: <ModerationTab />, members: <MembersTab /> } : {}),
      }}
    />
  );
}
