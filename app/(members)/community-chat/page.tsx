import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { MembersShell } from "@/components/members/members-shell";
import { MembersGate } from "@/components/members/members-gate";
import { getAdmin } from "@/lib/firebase/admin";
import { nonceOf } from "@/lib/security/csp";
import { firstChatPage } from "@/lib/community/server-first-page";
import { chatDraftCookie } from "@/lib/community/chat-form";
import { returnedFromForm } from "@/lib/community/chat-sends";

export const metadata: Metadata = {
  title: "Community chat",
  description: "The live chat for members of the community.",
  robots: { index: false, follow: false },
};

/** Rendered per request: a member with a server session gets the chat's newest messages in the HTML. */
export default async function CommunityChatPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { first, session } = await firstChatPage(getAdmin(), await cookies());
  return (
    <MembersShell title="Community chat" titleId="chat-title" screen>
      <MembersGate
        feature="The community chat"
        preview="chat"
        first={first}
        staleSession={session === "invalid"}
        nonce={nonceOf((await headers()).get("content-security-policy"))}
        returned={returnedFromForm((await searchParams).unsent, (await searchParams).wait, (await cookies()).get(chatDraftCookie)?.value)}
        area={{ kind: "chat" }}
      />
    </MembersShell>
  );
}
