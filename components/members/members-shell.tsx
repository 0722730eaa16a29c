import type { ReactNode } from "react";
import { preload } from "react-dom";
import { credentialsUrl } from "@/lib/firebase/config";
import { AppBar, AppBarLink, appBarLinkClass } from "@/components/layout/app-bar";
import { MentionsNavLink } from "./mentions/mentions-nav-link";

type MembersShellProps = {
  title: string;
  /** The heading's id, for what it names (the chat's own page: the chat). */
  titleId?: string;
  /**
   * The page is one screen, as an app's (the chat's own page): the bar and the page fill the window's
   * height exactly, the page's heading is one slim line, and what the page holds takes the rest.
   */
  screen?: boolean;
  children: ReactNode;
};

/** The members' pages are full screen: a slim bar instead of the site header, no footer; wider than the site on very large screens, as an app. */
export function MembersShell({ title, titleId, screen = false, children }: MembersShellProps) {
  // Every members' page starts Firebase from this config: the browser fetches it with the page, so it is
  // there when the page hydrates and asks for it (the same URL and mode as that fetch).
  preload(credentialsUrl, { as: "fetch", crossOrigin: "anonymous" });
  return (
    <div className={`flex flex-col ${screen ? "h-dvh" : "min-h-dvh"}`}>
      <AppBar label="Members">
        <AppBarLink href="/dashboard">Dashboard</AppBarLink>
        <AppBarLink href="/community-chat">Chat</AppBarLink>
        <MentionsNavLink className={appBarLinkClass} />
      </AppBar>
      {screen ? (
        // Anything taller than the screen (the sign-in form on a small phone) scrolls inside it.
        <div className="container-page flex min-h-0 flex-1 flex-col overflow-y-auto pt-1 pb-2 max-sm:px-2 sm:pt-4 sm:pb-6 2xl:max-w-[110rem]">
          <div className="relative flex min-h-0 flex-1 flex-col">
            <h1 id={titleId} className="flex h-9 shrink-0 items-center px-1 font-display text-lg font-semibold sm:h-11 sm:px-0 sm:text-2xl">
              {title}
            </h1>
            {children}
          </div>
        </div>
      ) : (
        <div className="container-page flex-1 py-10 2xl:max-w-[110rem]">
          <h1 id={titleId} className="font-display text-3xl font-semibold sm:text-4xl">
            {title}
          </h1>
          <div className="mt-8">{children}</div>
        </div>
      )}
    </div>
  );
}
