import type { ReactNode } from "react";
import { AppBar, AppBarLink } from "@/components/layout/app-bar";
import { MembersGate } from "@/components/members/members-gate";
import { replyPromiseTerms, siteInfo } from "@/lib/content/company";
import { ConsoleFrame, ConsoleHeading } from "./console-frame";

/**
 * The staff console's own layout: a slim bar saying where you are, then, for staff signed in, the
 * console's navigation beside its page. No members' bar, no visitors' assistant.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppBar
        label="Elsewhere"
        landmark
        badge={
          <span className="shrink-0 rounded-full border border-accent/50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent">
            Staff<span className="hidden sm:inline"> console</span>
          </span>
        }
      >
        <AppBarLink href="/dashboard" short="Members" prefetch={false}>
          Members&apos; area
        </AppBarLink>
      </AppBar>
      <main id="main" tabIndex={-1} className="container-page flex-1 py-8 outline-none 2xl:max-w-[110rem]">
        <ConsoleHeading />
        <MembersGate feature="The staff console" mentions={false}>
          <ConsoleFrame promise={replyPromiseTerms} siteName={siteInfo.name}>
            {children}
          </ConsoleFrame>
        </MembersGate>
      </main>
    </div>
  );
}
