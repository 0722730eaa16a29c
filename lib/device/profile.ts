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
};

export type DeviceProfile = {
  isMobile: boolean;
  isTablet: boolean;
  isSmartTV: boolean;
  isLowEnd: boolean;
  isSlowConnection: boolean;
  prefersReducedMotion: boolean;
  lazyLoadThreshold: number;
  apiTimeout: number;
  maxRetries: number;
  retryDelay: number;
  animationsEnabled: boolean;
  /** Seconds; null keeps each animation's own duration. */
  shortenedDuration: number | null;
  preloadImages: boolean;
};

const TV_USER_AGENT =
  /SmartTV|SMART-TV|Smart TV|Tizen|Web0S|webOS|HbbTV|Android TV|GoogleTV|AFT[A-Z0-9]*|CrKey|BRAVIA|NetCast|Roku|AppleTV|PhilipsTV|VIDAA|Opera TV|TV Safari/i;

/** Operating systems old enough that their browsers struggle with a modern site. */
const OLD_OS_MARKERS: readonly RegExp[] = [
  /Android [1-6](?:\.\d+)*[;)]/,
  /(?:iPhone|CPU) OS (?:[1-9]|1[0-2])_\d/,
  /Windows NT (?:5\.\d|6\.[01])\b/,
  /Windows (?:98|95|CE)/,
];

const SLOW_EFFECTIVE_TYPES = new Set(["slow-2g", "2g", "3g"]);

export function isMobileWidth(width: number): boolean {
  return width < 768;
}

export function isTabletWidth(width: number): boolean {
  return width >= 768 && width < 1024;
}

export function isSmartTV(signals: Pick<DeviceSignals, "userAgent" | "width" | "height">): boolean {
  if (TV_USER_AGENT.test(signals.userAgent)) return true;
  const { width, height } = signals;
  return !isMobileWidth(width) && !isTabletWidth(width) && width >= 1920 && height >= 1080;
}

export function hasOldOS(userAgent: string): boolean {
  return OLD_OS_MARKERS.some((marker) => marker.test(userAgent));
}

export function isLowEndDevice(signals: DeviceSignals): boolean {
  const { deviceMemory, hardwareConcurrency } = signals;
  if (deviceMemory !== undefined && deviceMemory < 4) return true;
  if (hardwareConcurrency !== undefined && hardwareConcurrency <= 4) return true;
  return isSmartTV(signals) || hasOldOS(signals.userAgent);
}

export function isSlowConnection(signals: Pick<DeviceSignals, "effectiveType" | "downlink">): boolean {
  if (signals.effectiveType !== undefined && SLOW_EFFECTIVE_TYPES.has(signals.effectiveType)) return true;
  return signals.downlink !== undefined && signals.downlink < 1.5;
}

export function detectDeviceProfile(signals: DeviceSignals): DeviceProfile {
  const mobile = isMobileWidth(signals.width);
  const tablet = isTabletWidth(signals.width);
  const tv = isSmartTV(signals);
  const lowEnd = isLowEndDevice(signals);
  const slow = isSlowConnection(signals);
  const weakHardware =
    (signals.hardwareConcurrency !== undefined && signals.hardwareConcurrency <= 4) ||
    (signals.deviceMemory !== undefined && signals.deviceMemory < 4);
  return {
    isMobile: mobile,
    isTablet: tablet,
    isSmartTV: tv,
    isLowEnd: lowEnd,
    isSlowConnection: slow,
    prefersReducedMotion: signals.prefersReducedMotion ?? false,
    lazyLoadThreshold: lowEnd ? 200 : 100,
    apiTimeout: slow ? 15000 : tv ? 10000 : 8000,
    maxRetries: slow ? 5 : 3,
    retryDelay: slow ? 2000 : 1000,
    animationsEnabled: !lowEnd,
    shortenedDuration: weakHardware ? 0.1 : null,
    preloadImages: !mobile && !tablet && !slow,
  };
}

/** The profile assumed during server rendering: a capable desktop on a fast connection. */
export const serverDeviceProfile: DeviceProfile = detectDeviceProfile({
  userAgent: "",
  width: 1280,
  height: 800,
});

type NetworkInformation = { effectiveType?: string; downlink?: number };
type NavigatorWithHints = Navigator & { deviceMemory?: number; connection?: NetworkInformation };

export function readDeviceSignals(): DeviceSignals {
  const nav = window.navigator as NavigatorWithHints;
  return {
    userAgent: nav.userAgent,
    width: window.innerWidth,
    height: window.innerHeight,
    deviceMemory: nav.deviceMemory,
    hardwareConcurrency: nav.hardwareConcurrency || undefined,
    effectiveType: nav.connection?.effectiveType,
    downlink: nav.connection?.downlink,
    prefersReducedMotion: window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
  };
}
