"use client";

import { useEffect, useEffectEvent, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { ChatMessage } from "@/lib/community/message";
import { useComposer, type SendProblem } from "@/lib/community/use-composer";
import type { PostingBlockState } from "@/lib/community/use-posting-block";
import type { PostingPace } from "@/lib/community/use-posting-pace";
import { chatRejections } from "../chat-rejections";
import { useChatHandover } from "./chat-handover-context";
import { ReplyingTo } from "./replying-to";

/** The message box's hint and look, shared with the box drawn before the chat connects (early-chat.tsx). */
export const messageBoxHint = "Write a message. Enter sends, Shift+Enter starts a new line.";
export const messageBoxLook =
  "block min-h-12 w-full resize-y rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-fg placeholder:text-fg-subtle focus:border-accent";

/** The counter appears when this few characters are left. */
const counterFrom = 100;

const worded = (problem: SendProblem) => (problem.reason === "slowMode" ? chatRejections.slowMode(problem.secondsLeft) : chatRejections[problem.reason]);

type SendBoxProps = {
  onSend: (text: string) => Promise<void>;
  block: PostingBlockState;
  pace: PostingPace;
  textarea: RefObject<HTMLTextAreaElement | null>;
  replyingTo: ChatMessage | null;
  onCancelReply: () => void;
};

/** The box a message is written in: Enter sends, Shift+Enter starts a new line, Escape cancels a reply. */
export function SendBox({ onSend, block, pace, textarea, replyingTo, onCancelReply }: SendBoxProps) {
  // What was typed into the box drawn before the chat connected carries over, focus and all.
  const handover = useChatHandover();
  const [early] = useState(handover.draft);
  const { text, problem, sending, slowMode, left, send, edit } = useComposer({ post: onSend, block, pace, initialText: early.text });
  useLayoutEffect(() => {
    const box = textarea.current;
    if (early.focused && box) {
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    }
    handover.clearDraft();
  }, [early, textarea, handover]);
  // Enter was pressed in the early box: what it held goes now (kept, and the reason said, if refused).
  const sendEarly = useEffectEvent(() => void send());
  useEffect(() => {
    if (early.send && early.text.trim()) sendEarly();
  }, [early]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape" && replyingTo) return onCancelReply();
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={send} className="mt-4" aria-label="Send a message" data-connected>
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      {replyingTo ? <ReplyingTo message={replyingTo} onCancel={onCancelReply} /> : null}
      <div className="flex items-end gap-2 sm:gap-3">
        <textarea
          ref={textarea}
          id="chat-message"
          rows={2}
          value={text}
          placeholder={messageBoxHint}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={left < 0 ? true : undefined}
          aria-describedby={replyingTo ? "chat-replying-to chat-message-help" : "chat-message-help"}
          className={`${messageBoxLook} aria-[invalid=true]:border-danger`}
        />
        <Button type="submit" disabled={sending || text.trim().length === 0}>
          Send
        </Button>
      </div>
      <div id="chat-message-help" className="mt-2 flex min-h-5 flex-wrap justify-between gap-2 text-xs">
        <p role="alert" className="text-danger">
          {problem ? worded(problem) : ""}
        </p>
        {slowMode ? <p className="text-fg-muted">Slow mode: one message every {pace.slowModeSeconds} seconds</p> : null}
        {left <= counterFrom ? (
          <p className={left < 0 ? "text-danger" : "text-fg-subtle"} aria-live="polite">
            {left >= 0 ? `${left} characters left` : `${-left} characters over the limit`}
          </p>
        ) : null}
      </div>
    </form>
  );
}
