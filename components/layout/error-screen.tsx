"use client";

import { Button } from "@/components/ui/button";

type ErrorScreenProps = {
  onRefresh?: () => void;
  onGoHome?: () => void;
  headingLevel?: "h1" | "h2";
};

// Both actions are full document loads, so a broken client state or a failed chunk is fetched afresh.
const reload = () => window.location.reload();
const goHome = () => {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
  window.location.href = "/";
};

export function ErrorScreen({ onRefresh = reload, onGoHome = goHome, headingLevel: Heading = "h1" }: ErrorScreenProps) {
  return (
    <section role="alert" aria-labelledby="error-screen-title" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-accent">Error</p>
      <Heading id="error-screen-title" className="mt-4 font-display text-4xl font-semibold sm:text-5xl">
        Something went wrong
      </Heading>
      <p className="mt-4 max-w-md text-fg-muted">
        This page ran into a problem it could not recover from. Refreshing usually fixes it; if it does not,
        the home page will get you back on track.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button onClick={onRefresh} size="lg">
          Refresh Page
        </Button>
        <Button onClick={onGoHome} size="lg" variant="secondary">
          Go to Homepage
        </Button>
      </div>
    </section>
  );
}
