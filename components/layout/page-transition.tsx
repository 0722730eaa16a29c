"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { whenPageSettled } from "@/lib/device/idle";
import { useDeviceProfile } from "@/lib/device/use-device-profile";
import { FrozenRouter } from "./frozen-router";

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

type View = { pathname: string; children: ReactNode };

/**
 * The leaving page fades out before the next one fades in. Low-end devices and visitors who prefer
 * reduced motion get an instant swap; if the animation code cannot be fetched the swap is instant too.
 * The leaving page keeps its own route (FrozenRouter) until it is gone.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const profile = useDeviceProfile();
  const animate = profile.animationsEnabled && !profile.prefersReducedMotion;

  const [view, setView] = useState<View>({ pathname, children });
  const entering = useRef(false);
  const latest = useRef<View>({ pathname, children });
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    latest.current = { pathname, children };
  });

  useEffect(() => (animate ? whenPageSettled(() => void loadPageMotion().catch(() => undefined)) : undefined), [animate]);

  const changed = pathname !== view.pathname;
  if (changed && !animate) setView({ pathname, children });

  useEffect(() => {
    if (!changed || !animate) return;
    let cancelled = false;
    const arrive = () => {
      if (cancelled) return;
      scrollToTop();
      entering.current = true;
      setView(latest.current);
    };
    loadPageMotion()
      .then((motion) => (wrapper.current ? motion.leave(wrapper.current) : undefined))
      .then(arrive, arrive);
    return () => {
      cancelled = true;
    };
  }, [changed, animate]);

  // Before the arriving page is painted, so it never flashes in at full opacity first.
  useLayoutEffect(() => {
    if (!entering.current) return;
    entering.current = false;
    if (wrapper.current && loadedMotion) void loadedMotion.enter(wrapper.current);
  }, [view.pathname]);

  const shownPath = useRef(view.pathname);
  useEffect(() => {
    if (shownPath.current === view.pathname) return;
    shownPath.current = view.pathname;
    if (!animate) scrollToTop();
  }, [view.pathname, animate]);

  return (
    <div key={view.pathname} ref={wrapper} data-transition={animate ? "animated" : "instant"}>
      <FrozenRouter>{changed ? view.children : children}</FrozenRouter>
    </div>
  );
}
