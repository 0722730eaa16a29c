"use client";

import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { useDeviceProfile } from "@/lib/device/use-device-profile";
import { enterSimplifiedMode } from "@/lib/device/simplified";
import { chooseRecovery, planRecovery, readRecoveryAttempts, recordRecoveryAttempt, type RecoveryPlan } from "@/lib/resilience/recovery";

export type RecoveryActions = { reload: () => void; goHome: () => void; simplify: () => void };

// Every action is a full document load, so a broken client state or a failed chunk is fetched afresh.
const browserActions: RecoveryActions = {
  reload: () => window.location.reload(),
  goHome: () => {
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
    window.location.href = "/";
  },
  simplify: () => {
    enterSimplifiedMode();
    window.location.reload();
  },
};

type ErrorScreenProps = {
  headingLevel?: "h1" | "h2";
  /** Recover by itself, the device's way (chooseRecovery); off where the screen is shown for information. */
  recover?: boolean;
  actions?: RecoveryActions;
};

const noSubscription = () => () => {};

/** The recovery plan, in the browser only: it depends on the device, the path and this visit's storage. */
function useRecoveryPlan(recover: boolean): RecoveryPlan | null {
  const profile = useDeviceProfile();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useMemo(() => {
    if (!recover || !inBrowser) return null;
    const path = window.location.pathname;
    return planRecovery(chooseRecovery(profile), path, readRecoveryAttempts(path));
  }, [recover, inBrowser, profile]);
}

export function ErrorScreen({ headingLevel: Heading = "h1", recover = true, actions = browserActions }: ErrorScreenProps) {
  const plan = useRecoveryPlan(recover);
  const [stayed, setStayed] = useState(false);
  const pending = plan?.action != null && !stayed;

  useEffect(() => {
    if (!plan?.action || stayed) return;
    const { action } = plan;
    const timer = window.setTimeout(() => {
      if (action === "reload") {
        recordRecoveryAttempt(window.location.pathname);
        actions.reload();
      } else if (action === "simplify") actions.simplify();
      else actions.goHome();
    }, plan.delayMs);
    return () => window.clearTimeout(timer);
  }, [plan, stayed, actions]);

  return (
    <section
      role="alert"
      aria-labelledby="error-screen-title"
      data-error-screen
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center"
    >
      <p className="font-display eyebrow">Error</p>
      <Heading id="error-screen-title" className="mt-4 font-display text-4xl font-semibold sm:text-5xl">
        Something went wrong
      </Heading>
      <p className="mt-4 max-w-md text-fg-muted">
        This page ran into a problem it could not recover from. Refreshing usually fixes it; if it does not, the home page will get you back on track.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button onClick={actions.reload} size="lg">
          Refresh Page
        </Button>
        <Button onClick={actions.goHome} size="lg" variant="secondary">
          Go to Homepage
        </Button>
      </div>
      <div role="status" className="mt-8 flex min-h-10 flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-fg-muted">
        {plan && !stayed ? <span data-recovery={plan.action ?? "none"}>{plan.message}</span> : null}
        {pending ? (
          <Button onClick={() => setStayed(true)} size="sm" variant="ghost">
            Stay on this page
          </Button>
        ) : null}
      </div>
    </section>
  );
}
