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
  window.addEventListener("resize", onChange, { passive: true });
  motion?.addEventListener("change", onChange);
  connection?.addEventListener("change", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
    motion?.removeEventListener("change", onChange);
    connection?.removeEventListener("change", onChange);
  };
}

/** The device profile, re-derived on resize and connection changes; the server snapshot is a capable desktop. */
export function useDeviceProfile(): DeviceProfile {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
