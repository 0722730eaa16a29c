"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { reportError } from "@/lib/resilience/report-error";
import "./globals.css";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error, { source: "root-error", digest: error.digest });
  }, [error]);
  return (
    <html lang="en" className="dark">
      <body>
        <main id="main">
          <ErrorScreen />
        </main>
      </body>
    </html>
  );
}
