"use client";

import { usePathname } from "next/navigation";
import { ViewTransition, type ReactNode } from "react";

/**
 * Navigations are React transitions, so the browser's View Transitions API animates them: the leaving
 * page fades out, then the arriving one fades in ("Page transitions" in globals.css). Keyed by path, so
 * every change of page is an exit and an enter, from one article to the next too; a change of query or
 * hash, and every update within a page, animates nothing. Low-end devices, the simplified site, reduced
 * motion and browsers without the API swap pages instantly.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ViewTransition key={pathname} enter="page-enter" exit="page-exit" default="none">
      {children}
    </ViewTransition>
  );
}
