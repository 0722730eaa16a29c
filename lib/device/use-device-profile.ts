"use client";

import { useSyncExternalStore } from "react";
import { detectDeviceProfile, profileMediaQueries, readDeviceSignals, serverDeviceProfile, type DeviceProfile } from "./profile";

let cachedKey = "";
let cachedProfile: DeviceProfile = serverDeviceProfile;
// While anything is subscribed, the change events below say when the profile can have changed, so the
// signals (the viewport size among them, a layout on phones) are read once per change, not per render.
let subscribers = 0;
let current = false;

function getSnapshot(): DeviceProfile {
  if (current && subscribers > 0) return cachedProfile;
  const profile = detectDeviceProfile(readDeviceSignals());
  const key = JSON.stringify(profile);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedProfile = profile;
  }
  current = true;
  return cachedProfile;
}

function getServerSnapshot(): DeviceProfile {
  return serverDeviceProfile;
}

function subscribe(onChange: () => void): () => void {
  const changed = () => {
    current = false;
    onChange();
  };
  const lists = window.matchMedia ? profileMediaQueries.map((query) => window.matchMedia(query)) : [];
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  // The simplified mode is switched on by an attribute (see simplified.ts).
  const simplified = new MutationObserver(changed);
  simplified.observe(document.documentElement, { attributes: true, attributeFilter: ["data-simplified"] });
  for (const list of lists) list.addEventListener("change", changed);
  connection?.addEventListener("change", changed);
  if (subscribers === 0) current = false; // changes went unheard while nothing listened
  subscribers += 1;
  return () => {
    subscribers -= 1;
    simplified.disconnect();
    for (const list of lists) list.removeEventListener("change", changed);
    connection?.removeEventListener("change", changed);
  };
}

/** The device profile, re-derived on breakpoint, reduced-motion, connection and simplified-mode changes; the server snapshot is a capable desktop. */
export function useDeviceProfile(): DeviceProfile {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
