import type { Metadata } from "next";
import { ConsoleSection } from "@/components/console/console-frame";
import { ConsoleOverview } from "@/components/console/overview";

export const metadata: Metadata = {
  title: "Overview · Staff console",
  description: "What needs doing today, and how enquiries and the community are trending.",
};

export default function ConsoleOverviewPage() {
  return (
    <ConsoleSection id="overview" description="What is waiting now, live, each linking to its list.">
      <ConsoleOverview />
    </ConsoleSection>
  );
}
