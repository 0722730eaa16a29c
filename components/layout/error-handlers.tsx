"use client";

import { useEffect, useSyncExternalStore } from "react";
import { detectDeviceProfile, readDeviceSignals } from "@/lib/device/profile";
import { installConsoleFilter } from "@/lib/resilience/console-filter";
import { installGlobalErrorHandlers } from "@/lib/resilience/global-handlers";
import { chooseRecovery, planRecovery, readRecoveryAttempts, recordRecoveryAttempt, recoveryStrategies } from "@/lib/resilience/recovery";

/** The TV reload message once an uncaught error has asked for it; null otherwise. */
let tvReloadMessage: string | null = null;
const listeners = new Set<() => void>();

function onOwnUncaughtError() {
  const strategy = chooseRecovery(detectDeviceProfile(readDeviceSignals()));
  if (strategy.kind !== "reload-tv" || tvReloadMessage !== null) return;
  const plan = planRecovery(strategy, window.location.pathname, readRecoveryAttempts(window.location.pathname));
  if (plan.action !== "reload") return;
  tvReloadMessage = plan.message;
  for (const listener of listeners) listener();
}

// At module evaluation rather than in an effect, so the filter and the handlers are in place before
// hydration: an error thrown while the page starts is caught too.
if (typeof window !== "undefined") {
  installConsoleFilter();
  installGlobalErrorHandlers(window, { onOwnUncaughtError });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const reloadPage = () => window.location.reload();

/**
 * Uncaught errors and unhandled rejections are logged (lib/resilience/global-handlers). On a smart TV,
 * whose recovery strategy is a reload, an uncaught error from the site's own code also reloads the page
 * after the strategy's delay, saying so.
 */
export function ErrorHandlers({ reload = reloadPage }: { reload?: () => void }) {
  const message = useSyncExternalStore(
    subscribe,
    () => tvReloadMessage,
    () => null,
  );

  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => {
      tvReloadMessage = null;
      recordRecoveryAttempt(window.location.pathname);
      reload();
    }, recoveryStrategies.tv.delayMs);
    return () => window.clearTimeout(timer);
  }, [message, reload]);

  if (message === null) return null;
  return (
    <p role="status" className="fixed inset-x-0 bottom-0 z-[60] bg-ink-900 px-6 py-4 text-center text-lg font-semibold text-fg shadow-card">
      {message}
    </p>
  );
}
