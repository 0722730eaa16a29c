import Link from "@/components/layout/link";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { credentialsUrl } from "@/lib/firebase/config";
import { Logo } from "@/components/layout/logo";

/**
 * The members' pages are full screen: a slim bar instead of the site header, no footer; wider than the
 * site on very large screens, as an app. Its links back to the site are not prefetched: on a phone
 * that would take bandwidth from the chat's first messages for a page members rarely open next.
 */
export function MembersShell({ title, children }: { title: string; children: ReactNode }) {
  // Every members' page starts Firebase from this config: the browser fetches it with the page, so it is
  // there when the page hydrates and asks for it (the same URL and mode as that fetch).
  preload(credentialsUrl, { as: "fetch", crossOrigin: "anonymous" });
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="border-b border-ink-700 bg-ink-900">
        <div className="container-page flex h-16 items-center justify-between gap-4 2xl:max-w-[110rem]">
          <Logo prefetch={false} />
          <nav aria-label="Members">
            <ul className="flex items-center gap-0.5 text-sm whitespace-nowrap sm:gap-1">
              <li>
                <Link href="/dashboard" className="rounded-full px-2 py-2 text-fg-muted hover:text-fg sm:px-3">
                  Dashboard
                </Link>
              </li>
              <li>
                <Link href="/community-chat" className="rounded-full px-2 py-2 text-fg-muted hover:text-fg sm:px-3">
                  Chat
                </Link>
              </li>
              <li>
                <Link href="/" prefetch={false} aria-label="Back to site" className="rounded-full px-2 py-2 text-fg-muted hover:text-fg sm:px-3">
                  <span className="sm:hidden">Site</span>
                  <span className="hidden sm:inline">Back to site</span>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="container-page flex-1 py-10 2xl:max-w-[110rem]">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
