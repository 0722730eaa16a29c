"use client";

import { useEffect } from "react";
import { hasWebGL2, readHeroSceneSignals, shouldLoadHeroScene } from "@/components/marketing/hero-scene-policy";
import { whenPageSettled } from "@/lib/device/idle";

/**
 * On devices that will show it, the 3D library starts downloading once any page has settled, so the home
 * page's scene is ready when the visitor gets there. (The animation code is fetched by PageTransition.)
 */
export function IdlePrefetch() {
  useEffect(
    () =>
      whenPageSettled(() => {
        if (shouldLoadHeroScene(readHeroSceneSignals(hasWebGL2))) void import("@/components/marketing/hero-scene").catch(() => undefined);
      }),
    [],
  );
  return null;
}
