"use client";

import NextLink from "next/link";
import { useRef, type ComponentProps } from "react";
import { pageLeave } from "./page-leave";

/**
 * The site's links: Next's `Link` (an ordinary `<a href>` before hydration, prefetching, client-side
 * navigation), and on a page that animates its transitions, a click to another path first lets the page
 * leave (see page-transition.tsx), then goes on as Next's own click. Modified clicks, other sites and
 * changes within the same path are left to Next and the browser.
 */
export default function Link({ onNavigate, ref, ...props }: ComponentProps<typeof NextLink>) {
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const left = useRef(false);
  const leaving = useRef(false);
  return (
    <NextLink
      {...props}
      ref={(element: HTMLAnchorElement | null) => {
        anchor.current = element;
        if (typeof ref === "function") return ref(element);
        if (ref) ref.current = element;
      }}
      onNavigate={(event) => {
        let prevented = false;
        onNavigate?.({
          preventDefault: () => {
            prevented = true;
            event.preventDefault();
          },
        });
        const leave = pageLeave();
        // The click again, once the page has left: this time Next navigates.
        if (left.current) return void (left.current = false);
        if (prevented || !leave || !anchor.current) return;
        const path = (url: { pathname: string }) => url.pathname.replace(/(.)\/$/, "$1");
        if (path(anchor.current) === path(window.location)) return;
        event.preventDefault();
        // A second click while the page leaves changes nothing: the first goes on.
        if (leaving.current) return;
        leaving.current = true;
        const href = anchor.current.href;
        const from = window.location.pathname;
        const clickAgain = () => {
          leaving.current = false;
          // The visitor went elsewhere meanwhile (the back button): that wins.
          if (window.location.pathname !== from) return;
          // A link taken off the page meanwhile (a menu that closed) cannot be clicked: load its page.
          if (!anchor.current?.isConnected) return window.location.assign(href);
          left.current = true;
          anchor.current.click();
          left.current = false;
        };
        void leave().then(clickAgain, clickAgain);
      }}
    />
  );
}
