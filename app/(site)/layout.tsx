import type { ReactNode } from "react";
import { PageTransition } from "@/components/layout/page-transition";
import { SiteChrome } from "@/components/layout/site-chrome";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <PageTransition>{children}</PageTransition>
    </SiteChrome>
  );
}
