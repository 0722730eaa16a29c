"use client";

import { useState } from "react";
import { profileSource, saveMentionEmails } from "@/lib/community/member-documents";
import { useLive } from "@/lib/firebase/use-live";
import { useMemberSession } from "./member-session";

type Status = "idle" | "saving" | "saved" | "failed";

/**
 * Whether the member is e-mailed about mentions while away (on until they turn it off), saved as soon as
 * it changes. A choice that could not be saved goes back to what is stored, and the error says so.
 */
export function MentionEmailsChoice() {
  const { db, user } = useMemberSession();
  const stored = useLive(profileSource(db, user.uid))?.mentionEmails ?? true;
  // The choice just made, shown while the stored value is still the one it was made over.
  const [made, setMade] = useState<{ on: boolean; over: boolean } | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const checked = made && made.over === stored ? made.on : stored;

  async function choose(on: boolean) {
    if (status === "saving") return;
    setMade({ on, over: stored });
    setStatus("saving");
    try {
      await saveMentionEmails(db, user.uid, on);
      setStatus("saved");
    } catch {
      setMade(null);
      setStatus("failed");
    }
  }

  return (
    <section aria-labelledby="mention-emails-title" className="surface space-y-3 p-6 sm:p-8">
      <h2 id="mention-emails-title" className="font-display text-xl font-semibold">
        Mention e-mails
      </h2>
      <label className="flex items-start gap-3 text-sm">
        <input
          id="mention-emails"
          type="checkbox"
          checked={checked}
          onChange={(event) => void choose(event.target.checked)}
          aria-describedby={`mention-emails-hint${status === "failed" ? " mention-emails-error" : ""}`}
          className="mt-0.5 size-4 shrink-0 accent-accent"
        />
        <span>E-mail me about mentions while I&apos;m away</span>
      </label>
      <p id="mention-emails-hint" className="text-xs text-fg-subtle">
        When another member mentions you or answers your message while you are away. Saved as soon as you change it.
      </p>
      <p role="status" className="text-sm text-fg-muted empty:hidden">
        {status === "saving" ? "Saving…" : status === "saved" ? (checked ? "Mention e-mails are on." : "Mention e-mails are off.") : ""}
      </p>
      {status === "failed" ? (
        <p id="mention-emails-error" role="alert" className="text-sm text-danger">
          Your choice could not be saved. Check your connection and try again.
        </p>
      ) : null}
    </section>
  );
}
