"use client";

import Link from "@/components/layout/link";
import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useMemberSession } from "@/components/members/member-session";
import { countBadge } from "@/components/ui/count-badge";
import { consoleSections, opens, sectionsFor, type ConsoleSectionId } from "@/lib/console/sections";
import type { ReplyPromise } from "@/lib/console/reply-promise";
import { canModerate } from "@/lib/members/role";
import { ConsoleCountsProvider, useConsoleCounts, type Count } from "./console-counts";

const sectionOf = (pathname: string) => consoleSections.find((section) => section.href === pathname.replace(/\/$/, "")) ?? consoleSections[0];

/** "(3) Overview · Staff console | Northbeam": the count that needs someone, on the tab in the browser's bar. */
function TitleCount({ siteName }: { siteName: string }) {
  const pathname = usePathname();
  const { needsAction } = useConsoleCounts();
  useEffect(() => {
    const base = `${sectionOf(pathname).label} · Staff console | ${siteName}`;
    document.title = needsAction > 0 ? `(${needsAction}) ${base}` : base;
  }, [pathname, needsAction, siteName]);
  return null;
}

function badgeOf(count: Count, label: string) {
  return countBadge(count.value, label, { atLeast: count.atLeast });
}

/** The console's own navigation: the sections this operator may open, each with its live count. */
function ConsoleNav() {
  const { role } = useMemberSession();
  const pathname = usePathname();
  const counts = useConsoleCounts();
  const badges: Partial<Record<ConsoleSectionId, ReactNode>> = {
    leads: badgeOf(counts.newLeads, "new"),
    moderation: badgeOf(counts.openReports, "reported"),
    assistant: badgeOf(counts.notHelpful, "not helpful this week"),
  };
  const current = sectionOf(pathname).id;
  return (
    <nav aria-label="Console" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex gap-1 border-b border-ink-700 pb-2 lg:flex-col lg:border-b-0 lg:pb-0">
        {sectionsFor(role).map((section) => (
          <li key={section.id}>
            <Link
              href={section.href}
              prefetch={false}
              aria-current={section.id === current ? "page" : undefined}
              className="flex items-center justify-between rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-fg-muted hover:bg-ink-800 hover:text-fg aria-[current=page]:bg-ink-800 aria-[current=page]:text-fg"
            >
              {section.label}
              {badges[section.id] ?? null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Staff only: what a member who opens the console sees. */
function StaffOnly({ siteName }: { siteName: string }) {
  return (
    <section aria-labelledby="staff-only" className="surface max-w-xl p-6">
      <h2 id="staff-only" className="font-display text-2xl font-semibold">
        This console is for {siteName}&apos;s staff
      </h2>
      <p className="mt-3 text-fg-muted">
        Your account is a member&apos;s, so there is nothing here for you. Your dashboard has your profile, the community and help.
      </p>
      <Link href="/dashboard" className="btn btn-primary mt-5">
        Go to your dashboard
      </Link>
    </section>
  );
}

/** The console for a signed-in operator: navigation with live counts, and the page; a refusal for anyone else. */
export function ConsoleFrame({ promise, siteName, children }: { promise: ReplyPromise; siteName: string; children: ReactNode }) {
  const { role } = useMemberSession();
  if (!canModerate(role)) return <StaffOnly siteName={siteName} />;
  return (
    <ConsoleCountsProvider promise={promise}>
      <TitleCount siteName={siteName} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <ConsoleNav />
        <div className="min-w-0">{children}</div>
      </div>
    </ConsoleCountsProvider>
  );
}

/** One section's page: its heading and content, or, for a moderator on an admin's section, a refusal. */
export function ConsoleSection({ id, description, children }: { id: ConsoleSectionId; description?: string; children: ReactNode }) {
  const { role } = useMemberSession();
  const section = consoleSections.find((entry) => entry.id === id) ?? consoleSections[0];
  if (!opens(role, id)) {
    return (
      <section aria-labelledby="section-refused" className="surface max-w-xl p-6">
        <h2 id="section-refused" className="font-display text-2xl font-semibold">
          {section.label} is for admins
        </h2>
        <p className="mt-3 text-fg-muted">Moderators run the community: moderation and members are yours.</p>
        <Link href="/console/moderation" className="btn btn-primary mt-5">
          Open moderation
        </Link>
      </section>
    );
  }
  return (
    <div>
      {description ? <p className="mb-8 max-w-3xl text-fg-muted">{description}</p> : null}
      {children}
    </div>
  );
}

/** The page's heading, the section's name: the same before sign-in, for a refusal, and in the console. */
export function ConsoleHeading() {
  return <h1 className="mb-6 font-display text-3xl font-semibold sm:text-4xl">{sectionOf(usePathname()).label}</h1>;
}
