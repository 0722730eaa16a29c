import type { Metadata } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { credentialsUrl } from "@/lib/firebase/config";
import { ConsoleShell } from "@/components/console/console-shell";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  // The console starts Firebase from this config: fetched with the page, it is there when the page hydrates.
  preload(credentialsUrl, { as: "fetch", crossOrigin: "anonymous" });
  return <ConsoleShell>{children}</ConsoleShell>;
}
