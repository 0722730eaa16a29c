"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { hiddenMessagesList, setMessageHidden } from "@/lib/console/moderation";
import { useLiveList } from "@/lib/firebase/live-list";
import { when } from "./dates";
import { ListState } from "./list-state";
import { ReasonForm } from "./reason-form";
import { useModerator } from "./use-moderator";

/** The messages moderators have hidden, newest first, each with a way to restore it. */
export function HiddenMessages() {
  const { db } = useMemberSession();
  const moderator = useModerator();
  const hidden = useLiveList(hiddenMessagesList(db));
  const [restoring, setRestoring] = useState<string | null>(null);
  return (
    <section aria-labelledby="hidden-title" className="space-y-4">
      <h2 id="hidden-title" className="font-display text-2xl font-semibold">
        Hidden messages
      </h2>
      <ListState items={hidden.items} error={hidden.error} empty="No hidden messages.">
        {(rows) => (
          <ol aria-label="Hidden messages" className="space-y-2">
            {rows.map((message) => (
              <li key={message.id} className="rounded-lg border border-ink-700 p-3 text-sm">
                <span className="font-semibold">{message.name || "Member"}</span>{" "}
                {message.sentAt ? <time className="text-xs text-fg-subtle">{when.format(message.sentAt)}</time> : null}
                <p className="whitespace-pre-wrap break-words text-fg-muted">{message.text}</p>
                {restoring === message.id ? (
                  <ReasonForm
                    label="Why restore it?"
                    submitLabel="Restore for everyone"
                    onCancel={() => setRestoring(null)}
                    onSubmit={(reason) => setMessageHidden(db, moderator, message, false, reason)}
                  />
                ) : (
                  <Button size="sm" variant="ghost" className="mt-2" onClick={() => setRestoring(message.id)}>
                    Restore
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </section>
  );
}
