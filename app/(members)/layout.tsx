import type { ReactNode } from "react";
import { AssistantLauncher } from "@/components/assistant/assistant-launcher";

export default function MembersLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      {children}
      <AssistantLauncher />
    </main>
  );
}
