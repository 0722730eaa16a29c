"use client";

import { AnimatePresence, LazyMotion } from "motion/react";
import * as m from "motion/react-m";
import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { useDeviceProfile } from "@/lib/device/use-device-profile";
import { FrozenRouter } from "./frozen-router";

const loadFeatures = () => import("./motion-features").then((module) => module.default);

function scrollToTop() {
  if (window.location.hash) return;
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

/**
 * The leaving page fades out before the next one fades in. Low-end devices and visitors who prefer
 * reduced motion get an instant swap; the tree keeps the same shape either way so nothing remounts.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const profile = useDeviceProfile();
  const animate = profile.animationsEnabled && !profile.prefersReducedMotion;

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!animate) scrollToTop();
  }, [pathname, animate]);

  return (
    <LazyMotion features={loadFeatures} strict>
      <AnimatePresence mode="wait" initial={false} onExitComplete={scrollToTop}>
        <m.div
          key={pathname}
          data-transition={animate ? "animated" : "instant"}
          initial={animate ? { opacity: 0, y: 12 } : false}
          animate={{ opacity: 1, y: 0 }}
          exit={animate ? { opacity: 0, y: -8 } : undefined}
          transition={{ duration: animate ? 0.22 : 0, ease: [0.22, 1, 0.36, 1] }}
        >
          <FrozenRouter>{children}</FrozenRouter>
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
