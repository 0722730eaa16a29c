import type { Metadata } from "next";
import { MembersShell } from "@/components/members/members-shell";
import { MembersGate } from "@/components/members/members-gate";
import { Dashboard } from "@/components/members/dashboard";
import { getAbout, getServices } from "@/lib/content";

export const metadata: Metadata = {
  title: "Member dashboard",
  description: "Your profile, your community activity and help, in one place.",
  robots: { index: false, follow: false },
};

export default function DashboardPage() {
  return (
    <MembersShell title="Member dashboard">
      <MembersGate feature="Your dashboard" preview="dashboard">
        <Dashboard help={getAbout().memberFaq} serviceNames={Object.fromEntries(getServices().map((service) => [service.id, service.title]))} />
      </MembersGate>
    </MembersShell>
  );
}
