"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { observeLazyImages } from "@/lib/device/lazy-images";
import { detectDeviceProfile, readDeviceSignals } from "@/lib/device/profile";

/** A container whose `img[data-src]` load near the viewport, at the distance the device profile sets. */
export function LazyImages({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const profile = detectDeviceProfile(readDeviceSignals());
    return observeLazyImages(root, { thresholdPx: profile.lazyLoadThreshold, preloadAll: profile.preloadImages });
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
