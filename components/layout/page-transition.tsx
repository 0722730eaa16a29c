"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { whenPageSettled } from "@/lib/device/idle";
import { useDeviceProfile } from "@/lib/device/use-device-profile";
import { setPageLeave } from "./page-leave";

type PageMotion = typeof import("./page-motion");

// The animation code is not part of any page's first JavaScript: capable devices fetch it once the page
// has settled, and a navigation that comes sooner waits for it.
let pageMotion: Promise<PageMotion> | undefined;
let loadedMotion: PageMotion | undefined;
function loadPageMotion(): Promise<PageMotion> {
  pageMotion ??= import("./page-motion").then(
    (motion) => (loadedMotion = motion),
    (error: unknown) => {
      pageMotion = undefined;
      throw error;
    },
  );
  return pageMotion;
}

function scrollToTop() {
  if (window.location.hash) return;
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

/**
 * The leaving page fades out before the next one fades in. A link to another path (`Link`) waits for
 * the page to leave before it asks the router for the next one; the browser's back and forward buttons
 * bring the page in the same way, without waiting. Low-end devices and visitors who prefer reduced
 * motion get an instant swap; if the animation code cannot be fetched the swap is instant too.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const profile = useDeviceProfile();
  const animate = profile.animationsEnabled && !profile.prefersReducedMotion;
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => (animate ? whenPageSettled(() => void loadPageMotion().catch(() => undefined)) : undefined), [animate]);

  useEffect(() => {
    if (!animate) return;
    // One way out at a time: a second click while the page leaves waits for the same animation.
    let leaving: Promise<void> | null = null;
    return setPageLeave(() => {
      leaving ??= loadPageMotion().then((motion) => (wrapper.current ? motion.leave(wrapper.current) : undefined));
      return leaving;
    });
  }, [animate, pathname]);

  // Before the arriving page is painted, so it never flashes in at full opacity first.
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    scrollToTop();
    if (animate && wrapper.current && loadedMotion) void loadedMotion.enter(wrapper.current);
  }, [pathname, animate]);

  return (
    <div key={pathname} ref={wrapper} data-transition={animate ? "animated" : "instant"}>
      {children}
    </div>
  );
}
