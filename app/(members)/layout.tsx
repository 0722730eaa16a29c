import type { Viewport } from "next";
import type { ReactNode } from "react";
import { AssistantLauncher } from "@/components/assistant/assistant-launcher";

// Merged with the root layout's: an on-screen keyboard shrinks the page rather than covering it, so the
// chat's send box, at the bottom of the screen, stays above it.
export const viewport: Viewport = { interactiveWidget: "resizes-content" };

export default function MembersLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      {children}
      <AssistantLauncher />
    </main>
  );
}
