import type { Metadata } from "next";
import { ConsoleSection } from "@/components/console/console-frame";
import { MembersTab } from "@/components/console/members-tab";

export const metadata: Metadata = { title: "Members · Staff console", description: "Every member: activity, roles and blocks." };

export default function ConsoleMembersPage() {
  return (
    <ConsoleSection id="members">
      <MembersTab />
    </ConsoleSection>
  );
}
