import { detectDeviceProfile, readDeviceSignals } from "@/lib/device/profile";

export type HeroSceneSignals = {
  isLowEnd: boolean;
  isSlowConnection: boolean;
  saveData: boolean;
  reducedMotion: boolean;
  /** The `<html data-simplified>` mode. */
  simplified: boolean;
  /** A function is called only when nothing else rules the scene out: probing WebGL costs a throwaway context. */
  webgl: boolean | (() => boolean);
};

/** Whether the decorative 3D hero scene may be downloaded and started at all. */
export function shouldLoadHeroScene(signals: HeroSceneSignals): boolean {
  const { isLowEnd, isSlowConnection, saveData, reducedMotion, simplified, webgl } = signals;
  if (isLowEnd || isSlowConnection || saveData || reducedMotion || simplified) return false;
  return typeof webgl === "function" ? webgl() : webgl;
}

type NavigatorWithSaveData = Navigator & { connection?: { saveData?: boolean } };

/** Reads the signals from the browser now; call it only in the browser. */
export function readHeroSceneSignals(webgl: HeroSceneSignals["webgl"]): HeroSceneSignals {
  const profile = detectDeviceProfile(readDeviceSignals());
  return {
    isLowEnd: profile.isLowEnd,
    isSlowConnection: profile.isSlowConnection,
    saveData: (navigator as NavigatorWithSaveData).connection?.saveData === true,
    reducedMotion: profile.prefersReducedMotion,
    simplified: document.documentElement.hasAttribute("data-simplified"),
    webgl,
  };
}

/** three.js needs WebGL 2; the probe's context is released at once so it does not count against the browser's cap. */
export function hasWebGL2(): boolean {
  try {
    const context = document.createElement("canvas").getContext("webgl2");
    context?.getExtension("WEBGL_lose_context")?.loseContext();
    return Boolean(context);
  } catch {
    return false;
  }
}

/** Calls `onBlocked` if reduced motion or simplified mode is switched on while the scene runs. Returns an unsubscribe function. */
export function watchHeroSceneBlockers(onBlocked: () => void): () => void {
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const recheck = () => {
    if (!shouldLoadHeroScene(readHeroSceneSignals(true))) onBlocked();
  };
  const observer = new MutationObserver(recheck);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-simplified"] });
  motion.addEventListener("change", recheck);
  return () => {
    observer.disconnect();
    motion.removeEventListener("change", recheck);
  };
}
