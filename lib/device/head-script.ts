import { detectDeviceProfile, readDeviceSignals, type DeviceProfile, type DeviceSignals } from "./profile";
import { simplifiedStorageKey } from "./simplified";

/**
 * Puts the device profile on <html> so CSS adapts without a re-render: data-device (mobile, tablet,
 * desktop, tv), data-low-end, data-slow-connection, data-motion (off, short, full) and data-simplified
 * (kept for the visit in sessionStorage). Re-applied on resize and connection changes. Self-contained:
 * it runs as the inline head script, before first paint, with the profile functions passed in.
 */
export function applyDeviceAttributes(
  detect: (signals: DeviceSignals) => DeviceProfile,
  read: () => DeviceSignals,
  storageKey: string,
): void {
  const root = document.documentElement;
  const apply = () => {
    try {
      if (window.sessionStorage.getItem(storageKey) === "1") root.setAttribute("data-simplified", "");
    } catch {
      // Storage blocked: no simplified mode to restore.
    }
    const profile = detect(read());
    root.setAttribute("data-device", profile.deviceClass);
    root.toggleAttribute("data-low-end", profile.isLowEnd);
    root.toggleAttribute("data-slow-connection", profile.isSlowConnection);
    const motion = !profile.animationsEnabled || profile.prefersReducedMotion ? "off" : profile.shortenedDuration !== null ? "short" : "full";
    root.setAttribute("data-motion", motion);
  };
  apply();
  let queued = false;
  const applyNextFrame = () => {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(() => {
      queued = false;
      apply();
    });
  };
  window.addEventListener("resize", applyNextFrame);
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  if (connection && connection.addEventListener) connection.addEventListener("change", applyNextFrame);
}

/** The inline script for the root layout's <head>: the same functions the client code uses, as source. */
export function deviceHeadScript(): string {
  const call = `(${applyDeviceAttributes.toString()})(${detectDeviceProfile.toString()},${readDeviceSignals.toString()},${JSON.stringify(simplifiedStorageKey)})`;
  return `try{${call}}catch(e){}`;
}
