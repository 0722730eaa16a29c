"use client";

import { useSyncExternalStore } from "react";
import { detectDeviceProfile, readDeviceSignals, serverDeviceProfile, type DeviceProfile } from "./profile";

let cachedKey = "";
let cachedProfile: DeviceProfile = serverDeviceProfile;

function getSnapshot(): DeviceProfile {
  const profile = detectDeviceProfile(readDeviceSignals());
  const key = JSON.stringify(profile);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedProfile = profile;
  }
  return cachedProfile;
}

function getServerSnapshot(): DeviceProfile {
  return serverDeviceProfile;
}

function subscribe(onChange: () => void): () => void {
  const motion = window.matchMedia?.("(prefers-reduced-motion: reduce)");
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  // The simplified mode is switched on by an attribute (see simplified.ts).
  const simplified = new MutationObserver(onChange);
  simplified.observe(document.documentElement, { attributes: true, attributeFilter: ["data-simplified"] });
  window.addEventListener("resize", onChange, { passive: true });
  motion?.addEventListener("change", onChange);
  connection?.addEventListener("change", onChange);
  return () => {
    simplified.disconnect();
    window.removeEventListener("resize", onChange);
    motion?.removeEventListener("change", onChange);
    connection?.removeEventListener("change", onChange);
  };
}

/** The device profile, re-derived on resize, connection and simplified-mode changes; the server snapshot is a capable desktop. */
export function useDeviceProfile(): DeviceProfile {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
