import type { ReactNode } from "react";
import { AssistantLauncher } from "@/components/assistant/assistant-launcher";
import { IdlePrefetch } from "@/components/layout/idle-prefetch";
import { PageTransition } from "@/components/layout/page-transition";
import { SiteChrome } from "@/components/layout/site-chrome";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd } from "@/lib/site/structured-data";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <JsonLd data={organizationJsonLd()} />
      <PageTransition>{children}</PageTransition>
      <IdlePrefetch />
      <AssistantLauncher />
    </SiteChrome>
  );
}
