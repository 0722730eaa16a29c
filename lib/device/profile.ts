/** What the browser tells us about the device; every field is optional because most browsers hide some. */
export type DeviceSignals = {
  userAgent: string;
  width: number;
  height: number;
  deviceMemory?: number;
  hardwareConcurrency?: number;
  effectiveType?: string;
  downlink?: number;
  prefersReducedMotion?: boolean;
  /** The visit was switched to the simplified site (`<html data-simplified>`). */
  simplified?: boolean;
  /** Some pointer is precise, a mouse or trackpad (`(any-pointer: fine)`). */
  finePointer?: boolean;
};

type DeviceClass = "mobile" | "tablet" | "desktop" | "tv";

export type DeviceProfile = {
  deviceClass: DeviceClass;
  isMobile: boolean;
  isTablet: boolean;
  isSmartTV: boolean;
  isLowEnd: boolean;
  isSlowConnection: boolean;
  prefersReducedMotion: boolean;
  simplified: boolean;
  lazyLoadThreshold: number;
  apiTimeout: number;
  maxRetries: number;
  retryDelay: number;
  animationsEnabled: boolean;
  /** Seconds; null keeps each animation's own duration. */
  shortenedDuration: number | null;
  preloadImages: boolean;
};

/** What the device is, as the signals tell it: all the head script needs to put on <html>. */
export type DeviceClassification = Pick<
  DeviceProfile,
  | "deviceClass"
  | "isMobile"
  | "isTablet"
  | "isSmartTV"
  | "isLowEnd"
  | "isSlowConnection"
  | "prefersReducedMotion"
  | "simplified"
  | "animationsEnabled"
  | "shortenedDuration"
>;

/**
 * The device's class from the signals. The head script (head-script.ts) applies the same rules before
 * the first paint; its test holds the two to the same answers.
 *
 * - Smart TV: a TV user agent, or at least 1920 × 1080 on a device that is neither a phone nor a tablet
 *   by width or by user agent and has no precise pointer. The pointer condition is ours, a deliberate
 *   refinement of the specification's size rule: without it a maximised browser on a 1440p desktop
 *   monitor (2560 × 1400 inside) was classed as a TV and given the low-end TV experience. A TV browser
 *   is driven by a remote (no fine pointer); a desktop has a mouse or trackpad.
 * - Low-end: under 4 GB memory, 4 or fewer cores, a smart TV, or an old operating system: Android 6 and
 *   older, iOS 12 and older, Windows 7 / Vista / XP and older Windows.
 * - Slow connection: effective type slow-2g, 2g or 3g, or a downlink under 1.5 Mbit/s.
 */
export function classifyDevice(signals: DeviceSignals): DeviceClassification {
  const tvAgent =
    /SmartTV|SMART-TV|Smart TV|Tizen|Web0S|webOS|HbbTV|Android TV|GoogleTV|\bAFT[A-Z0-9]*|CrKey|BRAVIA|NetCast|Roku|AppleTV|PhilipsTV|VIDAA|Opera TV|TV Safari/i;
  const handheldAgent = /Mobi|iPhone|iPad|iPod|Android|Tablet|Silk|Kindle|PlayBook/i;
  const oldOsAgents = [/Android [1-6](?:\.\d+)*[;)]/, /(?:iPhone|CPU) OS (?:[1-9]|1[0-2])_\d/, /Windows NT (?:5\.\d|6\.[01])\b/, /Windows (?:98|95|CE)/];
  const agent = signals.userAgent;
  const mobile = signals.width < 768;
  const tablet = signals.width >= 768 && signals.width < 1024;
  const tvByAgent = tvAgent.test(agent);
  const tv = tvByAgent || (!mobile && !tablet && !handheldAgent.test(agent) && signals.finePointer !== true && signals.width >= 1920 && signals.height >= 1080);
  const memory = signals.deviceMemory;
  const cores = signals.hardwareConcurrency;
  const weakHardware = (memory !== undefined && memory < 4) || (cores !== undefined && cores <= 4);
  let oldOs = false;
  for (const marker of oldOsAgents) if (marker.test(agent)) oldOs = true;
  const lowEnd = weakHardware || tv || oldOs;
  const effectiveType = signals.effectiveType;
  const slow = effectiveType === "slow-2g" || effectiveType === "2g" || effectiveType === "3g" || (signals.downlink !== undefined && signals.downlink < 1.5);
  const simplified = signals.simplified === true;
  return {
    deviceClass: tv ? "tv" : mobile ? "mobile" : tablet ? "tablet" : "desktop",
    isMobile: mobile,
    isTablet: tablet,
    isSmartTV: tv,
    isLowEnd: lowEnd,
    isSlowConnection: slow,
    prefersReducedMotion: signals.prefersReducedMotion === true,
    simplified,
    animationsEnabled: !lowEnd && !simplified,
    shortenedDuration: weakHardware ? 0.1 : null,
  };
}

/** The whole profile: the device's class, and the loading and retry settings that follow from it. */
export function detectDeviceProfile(signals: DeviceSignals): DeviceProfile {
  const device = classifyDevice(signals);
  const slow = device.isSlowConnection;
  return {
    ...device,
    lazyLoadThreshold: device.isLowEnd ? 200 : 100,
    apiTimeout: slow ? 15000 : device.isSmartTV ? 10000 : 8000,
    maxRetries: slow ? 5 : 3,
    retryDelay: slow ? 2000 : 1000,
    preloadImages: !device.isMobile && !device.isTablet && !slow,
  };
}

/**
 * The media queries whose answers can change the profile: the width breakpoints and TV size that
 * detectDeviceProfile draws its lines at, and reduced motion. Listening to these instead of to resize
 * means the profile is re-read only when it can change, and the viewport size is not read on every
 * resize: on phones that read forces a layout of the whole page, during load too (the viewport meta tag
 * resizes the page before its first frame).
 */
export const profileMediaQueries: readonly string[] = [
  "(min-width: 768px)",
  "(min-width: 1024px)",
  "(min-width: 1920px) and (min-height: 1080px)",
  "(any-pointer: fine)",
  "(prefers-reduced-motion: reduce)",
];

const full = (signals: Partial<DeviceSignals>): DeviceSignals => ({ userAgent: "", width: 1280, height: 800, ...signals });

export const isSmartTV = (signals: Pick<DeviceSignals, "userAgent" | "width" | "height">): boolean => detectDeviceProfile(full(signals)).isSmartTV;
export const isSlowConnection = (signals: Pick<DeviceSignals, "effectiveType" | "downlink">): boolean => detectDeviceProfile(full(signals)).isSlowConnection;

/** The profile assumed during server rendering: a capable desktop on a fast connection. */
export const serverDeviceProfile: DeviceProfile = detectDeviceProfile(full({}));

/** Reads the signals from the browser now. */
export function readDeviceSignals(): DeviceSignals {
  const nav = window.navigator as Navigator & { deviceMemory?: number; connection?: { effectiveType?: string; downlink?: number } };
  const connection = nav.connection;
  return {
    userAgent: nav.userAgent,
    width: window.innerWidth,
    height: window.innerHeight,
    deviceMemory: nav.deviceMemory,
    hardwareConcurrency: nav.hardwareConcurrency || undefined,
    effectiveType: connection ? connection.effectiveType : undefined,
    downlink: connection ? connection.downlink : undefined,
    prefersReducedMotion: window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)").matches : false,
    simplified: document.documentElement.hasAttribute("data-simplified"),
    finePointer: window.matchMedia ? window.matchMedia("(any-pointer: fine)").matches : false,
  };
}
