import { classifyDevice, profileMediaQueries, readDeviceSignals, type DeviceClassification, type DeviceSignals } from "./profile";
import { simplifiedStorageKey } from "./simplified";

/**
 * Puts the device profile on <html> so CSS adapts without a re-render: data-device (mobile, tablet,
 * desktop, tv), data-low-end, data-slow-connection, data-motion (off, short, full) and data-simplified
 * (kept for the visit in sessionStorage). Re-applied when a breakpoint, reduced motion or the connection
 * changes. Self-contained:
 * it runs as the inline head script, before first paint, with the profile functions passed in.
 */
export function applyDeviceAttributes(
  classify: (signals: DeviceSignals) => DeviceClassification,
  read: () => DeviceSignals,
  storageKey: string,
  queries: readonly string[],
): void {
  const root = document.documentElement;
  const apply = () => {
    try {
      if (window.sessionStorage.getItem(storageKey) === "1") root.setAttribute("data-simplified", "");
    } catch {
      // Storage blocked: no simplified mode to restore.
    }
    const profile = classify(read());
    root.setAttribute("data-device", profile.deviceClass);
    root.toggleAttribute("data-low-end", profile.isLowEnd);
    root.toggleAttribute("data-slow-connection", profile.isSlowConnection);
    const motion = !profile.animationsEnabled || profile.prefersReducedMotion ? "off" : profile.shortenedDuration !== null ? "short" : "full";
    root.setAttribute("data-motion", motion);
  };
  apply();
  // Re-applied only when an answer the profile depends on changes (see profileMediaQueries).
  if (window.matchMedia) {
    for (const query of queries) {
      const list = window.matchMedia(query);
      if (list.addEventListener) list.addEventListener("change", apply);
      else list.addListener(apply);
    }
  }
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  if (connection && connection.addEventListener) connection.addEventListener("change", apply);
}

/** The inline script for the root layout's <head>: the same functions the client code uses, as source. */
export function deviceHeadScript(): string {
  const call = `(${applyDeviceAttributes.toString()})(${classifyDevice.toString()},${readDeviceSignals.toString()},${JSON.stringify(simplifiedStorageKey)},${JSON.stringify(profileMediaQueries)})`;
  return `try{${call}}catch(e){}`;
}
