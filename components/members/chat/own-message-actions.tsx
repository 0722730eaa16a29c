"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { canStillEdit, deleteChatMessage } from "@/lib/community/chat";
import type { ChatMessage } from "@/lib/community/message";
import { useMemberSession } from "../member-session";
import { actionLink } from "./action-link";

/** Under the author's own message: edit (within 15 minutes) and delete (asked twice). */
export function OwnMessageActions({ message, onEdit }: { message: ChatMessage; onEdit: () => void }) {
  const { db } = useMemberSession();
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<"idle" | "deleting" | "failed">("idle");

  async function remove() {
    setState("deleting");
    try {
      await deleteChatMessage(db, message.id);
    } catch {
      setState("failed");
    }
  }

  if (confirming) {
    return (
      <div role="group" aria-label="Delete this message?" className="flex basis-full flex-wrap items-center gap-2 text-xs">
        <span className="text-fg-muted">Delete this message? Everyone will see &quot;Message deleted&quot; in its place.</span>
        <Button size="sm" onClick={() => void remove()} disabled={state === "deleting"}>
          {state === "deleting" ? "Deleting…" : "Delete"}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
        {state === "failed" ? (
          <span role="alert" className="text-danger">
            It was not deleted. Check your connection and try again.
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <>
      {canStillEdit(message.sentAt) ? (
        <button type="button" onClick={onEdit} className={actionLink} aria-label="Edit your message">
          Edit
        </button>
      ) : null}
      <button type="button" onClick={() => setConfirming(true)} className={actionLink} aria-label="Delete your message">
        Delete
      </button>
    </>
  );
}

/** The same actions before the chat has connected: drawn, not yet usable. `now`: the moment the page was written at. */
export function InertOwnActions({ message, now }: { message: ChatMessage; now?: Date }) {
  return (
    <>
      {canStillEdit(message.sentAt, now?.getTime()) ? (
        <button type="button" disabled className={actionLink} aria-label="Edit your message">
          Edit
        </button>
      ) : null}
      <button type="button" disabled className={actionLink} aria-label="Delete your message">
        Delete
      </button>
    </>
  );
}
