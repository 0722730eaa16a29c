import type { Metadata } from "next";
import { AuditLog } from "@/components/console/audit-log";
import { ConsoleSection } from "@/components/console/console-frame";

export const metadata: Metadata = { title: "Audit log · Staff console", description: "Who did what in moderation and the console, when and why." };

export default function ConsoleAuditPage() {
  return (
    <ConsoleSection
      id="audit"
      description="Every moderator action, role change and lead assignment, newest first. Only admins see it, and nobody can change it."
    >
      <AuditLog />
    </ConsoleSection>
  );
}
