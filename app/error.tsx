"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { reportError } from "@/lib/resilience/report-error";

export default function RootError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error, { source: "render-error", digest: error.digest });
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorScreen />
    </main>
  );
}
