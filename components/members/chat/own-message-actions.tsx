"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { canStillEdit } from "@/lib/community/message";
import type { ChatMessage } from "@/lib/community/message";
import { useChatConnection } from "./chat-connection";
import { actionLink } from "./action-link";

/**
 * In the toolbar of the author's own message: edit (within 15 minutes of `now`, the page's moment when
 * it was drawn before connecting) and delete (asked twice, see `ConfirmDelete`); drawn, not yet usable,
 * before the chat connects.
 */
export function OwnMessageActions({ message, onEdit, onDelete, now }: { message: ChatMessage; onEdit: () => void; onDelete: () => void; now?: Date }) {
  const connected = useChatConnection() !== null;
  return (
    <>
      {canStillEdit(message.sentAt, now?.getTime()) ? (
        <button type="button" disabled={!connected} onClick={onEdit} className={actionLink} aria-label="Edit your message">
          Edit
        </button>
      ) : null}
      <button type="button" disabled={!connected} onClick={onDelete} className={actionLink} aria-label="Delete your message">
        Delete
      </button>
    </>
  );
}

/** Under the author's own message, once they pressed Delete: the second ask, and the deletion. */
export function ConfirmDelete({ message, onKeep }: { message: ChatMessage; onKeep: () => void }) {
  const connection = useChatConnection();
  const [state, setState] = useState<"idle" | "deleting" | "failed">("idle");

  async function remove() {
    if (!connection) return;
    setState("deleting");
    try {
      // The chat's writes load with the live chat; the early one only draws this button.
      const { deleteChatMessage } = await import("@/lib/community/chat");
      await deleteChatMessage(connection.db, message.id);
    } catch {
      setState("failed");
    }
  }

  return (
    <div role="group" aria-label="Delete this message?" className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs">
      <span className="text-fg-muted">Delete this message? Everyone will see &quot;Message deleted&quot; in its place.</span>
      <Button size="sm" onClick={() => void remove()} disabled={state === "deleting"}>
        {state === "deleting" ? "Deleting…" : "Delete"}
      </Button>
      <Button variant="ghost" size="sm" onClick={onKeep}>
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
