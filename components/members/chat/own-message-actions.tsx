"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { canStillEdit, deleteChatMessage } from "@/lib/community/chat";
import type { ChatMessage } from "@/lib/community/message";
import { useChatConnection } from "./chat-connection";
import { actionLink } from "./action-link";

/**
 * Under the author's own message: edit (within 15 minutes of `now`, the page's moment when it was
 * drawn before connecting) and delete (asked twice); drawn, not yet usable, before the chat connects.
 */
export function OwnMessageActions({ message, onEdit, now }: { message: ChatMessage; onEdit: () => void; now?: Date }) {
  const connection = useChatConnection();
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<"idle" | "deleting" | "failed">("idle");

  async function remove() {
    if (!connection) return;
    setState("deleting");
    try {
      await deleteChatMessage(connection.db, message.id);
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
      {canStillEdit(message.sentAt, now?.getTime()) ? (
        <button type="button" disabled={!connection} onClick={onEdit} className={actionLink} aria-label="Edit your message">
          Edit
        </button>
      ) : null}
      <button type="button" disabled={!connection} onClick={() => setConfirming(true)} className={actionLink} aria-label="Delete your message">
        Delete
      </button>
    </>
  );
}
