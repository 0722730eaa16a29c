"use client";

import Link from "@/components/layout/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { dismissNameNotice, type NameNotice } from "@/lib/community/member-documents";
import { reportError } from "@/lib/resilience/report-error";
import { useMemberSession } from "./member-session";

/**
 * Told on the member's next visit: the server changed their name, because it passed for staff and their
 * staff role ended. Shown until they dismiss it, which removes the notice from their profile. Loaded
 * only when there is one (members-gate.tsx).
 */
export function NameChangedNotice({ notice }: { notice: NameNotice }) {
  const { db, user } = useMemberSession();
  const [state, setState] = useState<"idle" | "dismissing" | "failed">("idle");

  async function dismiss() {
    setState("dismissing");
    try {
      await dismissNameNotice(db, user.uid);
    } catch (error) {
      reportError(error, { source: "members:name-notice" });
      setState("failed");
    }
  }

  return (
    <section aria-labelledby="name-changed-title" className="mb-8 rounded-xl border border-accent/50 bg-ink-900 p-5 text-sm">
      <h2 id="name-changed-title" className="font-semibold text-fg">
        Your name is now “{notice.to}”
      </h2>
      <p className="mt-1 text-fg-muted">
        “{notice.from}” is a name for the agency&apos;s staff, and your staff role has ended, so other members now see you as “{notice.to}”. You can choose
        another name{" "}
        <Link href="/dashboard?tab=profile" className="text-accent underline underline-offset-2">
          on your profile
        </Link>
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void dismiss()} disabled={state === "dismissing"}>
          {state === "dismissing" ? "Closing..." : "Got it"}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-xs text-danger">
        {state === "failed" ? "This notice could not be closed right now. Try again in a moment." : ""}
      </p>
    </section>
  );
}
