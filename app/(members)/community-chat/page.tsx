import type { Metadata } from "next";
import { MembersShell } from "@/components/members/members-shell";
import { MembersUnavailable } from "@/components/members/members-unavailable";

export const metadata: Metadata = {
  title: "Community chat",
  description: "The live chat for members of the community.",
  robots: { index: false, follow: false },
};

export default function CommunityChatPage() {
  return (
    <MembersShell title="Community chat">
      <MembersUnavailable feature="The community chat" />
    </MembersShell>
  );
}
