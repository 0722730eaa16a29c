import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { permanentRedirect } from "next/navigation";
import { MembersShell } from "@/components/members/members-shell";
import { MembersGate } from "@/components/members/members-gate";
import { getAdmin } from "@/lib/firebase/admin";
import { nonceOf } from "@/lib/security/csp";
import { firstChatPage } from "@/lib/community/server-first-page";
import { chatDraftCookie } from "@/lib/community/chat-form";
import { returnedFromForm } from "@/lib/community/chat-sends";
import { getAbout } from "@/lib/content";
import { movedDashboardTab } from "@/lib/console/sections";
import { ServerQuery } from "@/lib/site/use-url-query";

export const metadata: Metadata = {
  title: "Member dashboard",
  description: "Your profile, your community activity and help, in one place.",
  robots: { index: false, follow: false },
};

/** Rendered per request: on the Community tab, a member with a server session gets the chat's newest messages in the HTML. */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tab } = await searchParams;
  // The staff's tools moved to their own console: the old links go there.
  const moved = typeof tab === "string" ? movedDashboardTab(tab) : undefined;
  if (moved) permanentRedirect(moved);
  const community = tab === "community";
  const { first, session } = community ? await firstChatPage(getAdmin(), await cookies()) : { first: null, session: "none" };
  return (
    <MembersShell title="Member dashboard">
      <ServerQuery search={typeof tab === "string" ? `?tab=${encodeURIComponent(tab)}` : ""}>
        <MembersGate
          feature="Your dashboard"
          preview="dashboard"
          first={first}
          staleSession={session === "invalid"}
          nonce={nonceOf((await headers()).get("content-security-policy"))}
          returned={returnedFromForm((await searchParams).unsent, (await searchParams).wait, (await cookies()).get(chatDraftCookie)?.value)}
          area={{ kind: "dashboard", help: getAbout().memberFaq }}
        />
      </ServerQuery>
    </MembersShell>
  );
}
