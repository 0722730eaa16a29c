import type { Metadata } from "next";
import { AssistantTab } from "@/components/console/assistant-tab";
import { ConsoleSection } from "@/components/console/console-frame";

export const metadata: Metadata = {
  title: "Assistant · Staff console",
  description: "Visitors' ratings of the assistant's answers, and the questions it could not answer.",
};

export default function ConsoleAssistantPage() {
  return (
    <ConsoleSection id="assistant">
      <AssistantTab />
    </ConsoleSection>
  );
}
