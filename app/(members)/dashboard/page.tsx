import type { Metadata } from "next";
import { MembersShell } from "@/components/members/members-shell";
import { MembersUnavailable } from "@/components/members/members-unavailable";

export const metadata: Metadata = {
  title: "Member dashboard",
  description: "Your profile, your community activity and help, in one place.",
  robots: { index: false, follow: false },
};

export default function DashboardPage() {
  return (
    <MembersShell title="Member dashboard">
      <MembersUnavailable feature="Your dashboard" />
    </MembersShell>
  );
}
