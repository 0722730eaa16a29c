"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { isChunkLoadError, reportError } from "@/lib/resilience/report-error";

export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error, { source: isChunkLoadError(error) ? "page-load-error" : "render-error", digest: error.digest });
  }, [error]);
  return <ErrorScreen />;
}
