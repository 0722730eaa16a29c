import type { DeviceProfile } from "@/lib/device/profile";

/** What the error screen does by itself, chosen by device (see chooseRecovery). */
export type RecoveryStrategy =
  | { kind: "reload-tv"; delayMs: number; maxAttempts: number; message: string }
  | { kind: "simplify"; delayMs: number; message: string }
  | { kind: "retry"; delayMs: number; maxAttempts: number; message: string }
  | { kind: "home"; delayMs: number; message: string };

export const recoveryStrategies = {
  // The specification sets no cap for TVs; 3 reloads stop a page that always fails from looping forever.
  tv: { kind: "reload-tv", delayMs: 3000, maxAttempts: 3, message: "Loading optimized version for your TV..." },
  lowEnd: { kind: "simplify", delayMs: 1000, message: "Loading simplified version..." },
  slow: { kind: "retry", delayMs: 2000, maxAttempts: 5, message: "Slow connection detected, retrying..." },
  other: { kind: "home", delayMs: 1000, message: "Something went wrong, redirecting..." },
} as const satisfies Record<string, RecoveryStrategy>;

/**
 * Smart TV first (it is low-end too), then low-end devices (unless the visit is simplified already, when
 * simplifying again cannot help), then slow connections, else back to the home page.
 */
export function chooseRecovery(profile: Pick<DeviceProfile, "isSmartTV" | "isLowEnd" | "isSlowConnection" | "simplified">): RecoveryStrategy {
  if (profile.isSmartTV) return recoveryStrategies.tv;
  if (profile.isLowEnd && !profile.simplified) return recoveryStrategies.lowEnd;
  if (profile.isSlowConnection) return recoveryStrategies.slow;
  return recoveryStrategies.other;
}

/** What the error screen will do: its status message, and the action after the delay (none once capped). */
export type RecoveryPlan = { message: string; delayMs: number; action: "reload" | "simplify" | "home" | null };

const recoveryGaveUpMessage = "Error loading content";

/** Pure: the plan for a strategy on a path, given the automatic reloads already made there. */
export function planRecovery(strategy: RecoveryStrategy, path: string, attempts: number): RecoveryPlan {
  const gaveUp = { message: recoveryGaveUpMessage, delayMs: 0, action: null };
  switch (strategy.kind) {
    case "reload-tv":
    case "retry":
      return attempts >= strategy.maxAttempts ? gaveUp : { message: strategy.message, delayMs: strategy.delayMs, action: "reload" };
    case "simplify":
      return { message: strategy.message, delayMs: strategy.delayMs, action: "simplify" };
    case "home":
      // Redirecting the home page to itself would loop.
      return path === "/" ? gaveUp : { message: strategy.message, delayMs: strategy.delayMs, action: "home" };
  }
}

const attemptsKey = "northbeam:recovery-attempts";
/** Automatic reloads older than this no longer count: the cap is for a page failing again and again now. */
const attemptsWindowMs = 2 * 60 * 1000;

/** Automatic reloads made for this path lately (sessionStorage, so a reload keeps the count). */
export function readRecoveryAttempts(path: string, now = Date.now()): number {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(attemptsKey) ?? "null") as { path?: unknown; attempts?: unknown; at?: unknown } | null;
    if (stored?.path !== path || typeof stored.attempts !== "number" || typeof stored.at !== "number") return 0;
    return now - stored.at > attemptsWindowMs ? 0 : stored.attempts;
  } catch {
    return 0;
  }
}

export function recordRecoveryAttempt(path: string, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(attemptsKey, JSON.stringify({ path, attempts: readRecoveryAttempts(path, now) + 1, at: now }));
  } catch {
    // Storage blocked: the cap then holds per page load only.
  }
}
