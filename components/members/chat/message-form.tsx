"use client";

import type { ComponentProps, FormEvent, KeyboardEvent, ReactNode, RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { ChatReturnPath } from "@/lib/community/chat-form";
import { chatRejections } from "@/lib/community/chat-rejections";
import type { SendProblem } from "@/lib/community/chat-sends";

const messageBoxHint = "Write a message. Enter sends, Shift+Enter starts a new line.";
const messageBoxLook =
  "block min-h-11 w-full resize-y rounded-xl border border-ink-600 bg-ink-900 px-3 py-2 text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-danger sm:min-h-12 sm:px-4 sm:py-3";

/** Enter alone sends (or asks to send); Shift+Enter starts a new line, and nothing is taken mid-composition. */
export const isSendKey = (event: KeyboardEvent<HTMLTextAreaElement>) => event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing;

type MessageFormProps = {
  onSubmit?: (event: FormEvent) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  connected: boolean;
  /** The box's own attributes in this state: controlled and checked when connected, typed into freely before. */
  box: ComponentProps<"textarea">;
  sendDisabled: boolean;
  /** Above the box: the message being replied to. */
  above?: ReactNode;
  /** Beside the button: the script Enter needs before the page's own have run. */
  beside?: ReactNode;
  /** Over the box, as wide as it: the members offered for a mention. */
  popup?: ReactNode;
  /** Under the box, in its help line. */
  help: ReactNode;
  /** Where the form posts without JavaScript (the server's route), and the page it comes back to. */
  post?: { action: string; from: ChatReturnPath };
};

/** The form a message is written in, the same in both states: its label, box, button and help line. */
export function MessageForm({ onSubmit, formRef, connected, box, sendDisabled, above, beside, popup, help, post }: MessageFormProps) {
  const describedBy = [above ? "chat-replying-to" : null, "chat-message-help"].filter(Boolean).join(" ");
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      method={post ? "post" : undefined}
      action={post?.action}
      className="group/send mt-2 shrink-0 sm:mt-4"
      aria-label="Send a message"
      data-connected={connected ? "" : undefined}
    >
      {post ? <input type="hidden" name="from" value={post.from} /> : null}
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      {above}
      <div className="flex items-end gap-2 sm:gap-3">
        <div className="relative min-w-0 flex-1">
          <textarea id="chat-message" rows={2} placeholder={messageBoxHint} aria-describedby={describedBy} className={messageBoxLook} {...box} />
          {popup}
        </div>
        {beside}
        <Button type="submit" disabled={sendDisabled}>
          Send
        </Button>
      </div>
      <div id="chat-message-help" className="mt-1 flex min-h-4 flex-wrap justify-between gap-x-2 text-xs sm:mt-2 sm:min-h-5">
        {help}
      </div>
    </form>
  );
}

/** The counter appears when this few characters are left. */
export const counterFrom = 100;

export function worded(problem: SendProblem): string {
  if (problem.reason === "slowMode") return chatRejections.slowMode(problem.secondsLeft);
  if (problem.reason === "mentionChanged") return chatRejections.mentionChanged(problem.names);
  return chatRejections[problem.reason];
}
