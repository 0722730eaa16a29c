import type { Metadata } from "next";
import { MembersShell } from "@/components/members/members-shell";
import { MembersGate } from "@/components/members/members-gate";

export const metadata: Metadata = {
  title: "Mentions",
  description: "Where members named you or answered you in the community chat.",
  robots: { index: false, follow: false },
};

/** The member's mentions: drawn in the browser for the signed-in member, live. */
export default function MentionsPage() {
  return (
    <MembersShell title="Mentions">
      <MembersGate feature="Your mentions" area={{ kind: "mentions" }} />
    </MembersShell>
  );
}
