import type { Metadata } from "next";
import { ConsoleSection } from "@/components/console/console-frame";
import { LeadsTab } from "@/components/console/leads-tab";
import { getServices } from "@/lib/content";

export const metadata: Metadata = { title: "Leads · Staff console", description: "Every message from the contact form: triage, assignment and notes." };

export default function ConsoleLeadsPage() {
  return (
    <ConsoleSection id="leads" description="Messages from the contact form, newest first. New ones appear here as they arrive.">
      <LeadsTab serviceNames={Object.fromEntries(getServices().map((service) => [service.id, service.title]))} />
    </ConsoleSection>
  );
}
