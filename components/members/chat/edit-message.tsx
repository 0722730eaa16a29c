"use client";

import { useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { isPermissionError } from "@/lib/firebase/subscription-cache";
import { canStillEdit, editChatMessage } from "@/lib/community/chat";
import { messageTextLimits } from "@/lib/community/message";
import type { ChatMessage } from "@/lib/community/message";
import { hasVisibleText } from "@/lib/members/visible-text";
import { chatRejections } from "@/lib/community/chat-rejections";
import { useMemberSession } from "../member-session";

const editRejections = {
  lateEdit: "The 15 minutes for editing this message have passed. You can still delete it.",
  failed: "Your change was not saved. Check your connection and try again.",
} as const;

/** The author's own message, edited in place: Enter saves, Shift+Enter is a new line, Escape cancels. */
export function EditMessage({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const { db } = useMemberSession();
  const [draft, setDraft] = useState(message.text);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = `edit-${message.id}`;

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (body === message.text) return onDone();
    if (body.length === 0) return setProblem("A message needs some text: to remove it, delete it instead.");
    if (body.length > messageTextLimits.max) return setProblem(chatRejections.tooLong);
    if (!hasVisibleText(body)) return setProblem(chatRejections.invisible);
    if (!canStillEdit(message.sentAt)) return setProblem(editRejections.lateEdit);
    setSaving(true);
    try {
      await editChatMessage(db, message.id, body);
      onDone();
    } catch (error) {
      // The draft stays for another try.
      setProblem(isPermissionError(error) && !canStillEdit(message.sentAt) ? editRejections.lateEdit : editRejections.failed);
    } finally {
      setSaving(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") return onDone();
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void save();
  };

  return (
    <form onSubmit={save} aria-label="Edit your message" className="mt-2 w-[min(36rem,70vw)] max-w-full space-y-2">
      <label htmlFor={id} className="sr-only">
        Your message
      </label>
      <textarea
        id={id}
        value={draft}
        rows={2}
        autoFocus
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-problem`}
        className="block w-full resize-y rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-fg focus:border-accent"
      />
      <p id={`${id}-problem`} role="alert" className="text-xs text-danger empty:hidden">
        {problem ?? ""}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
