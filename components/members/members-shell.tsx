import type { ReactNode } from "react";
import { preload } from "react-dom";
import { credentialsUrl } from "@/lib/firebase/config";
import { AppBar, AppBarLink, appBarLinkClass } from "@/components/layout/app-bar";
import { MentionsNavLink } from "./mentions/mentions-nav-link";

/** The members' pages are full screen: a slim bar instead of the site header, no footer; wider than the site on very large screens, as an app. */
export function MembersShell({ title, children }: { title: string; children: ReactNode }) {
  // Every members' page starts Firebase from this config: the browser fetches it with the page, so it is
  // there when the page hydrates and asks for it (the same URL and mode as that fetch).
  preload(credentialsUrl, { as: "fetch", crossOrigin: "anonymous" });
  return (
    <div className="flex min-h-dvh flex-col">
      <AppBar label="Members">
        <AppBarLink href="/dashboard">Dashboard</AppBarLink>
        <AppBarLink href="/community-chat">Chat</AppBarLink>
        <MentionsNavLink className={appBarLinkClass} />
      </AppBar>
      <div className="container-page flex-1 py-10 2xl:max-w-[110rem]">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
