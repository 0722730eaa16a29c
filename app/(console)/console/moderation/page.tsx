import type { Metadata } from "next";
import { ConsoleSection } from "@/components/console/console-frame";
import { ModerationTab } from "@/components/console/moderation-tab";

export const metadata: Metadata = { title: "Moderation · Staff console", description: "Slow mode, reported messages and hidden messages." };

export default function ConsoleModerationPage() {
  return (
    <ConsoleSection id="moderation">
      <ModerationTab />
    </ConsoleSection>
  );
}
