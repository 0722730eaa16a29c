import type { Metadata } from "next";
import { MembersShell } from "@/components/members/members-shell";
import { MembersGate } from "@/components/members/members-gate";
import { CommunityChat } from "@/components/members/community-chat";

export const metadata: Metadata = {
  title: "Community chat",
  description: "The live chat for members of the community.",
  robots: { index: false, follow: false },
};

export default function CommunityChatPage() {
  return (
    <MembersShell title="Community chat">
      <MembersGate feature="The community chat" preview="chat">
        <CommunityChat />
      </MembersGate>
    </MembersShell>
  );
}
