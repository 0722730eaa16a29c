"use client";

import { useEffect, useEffectEvent, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from "react";
import type { MentionRef } from "@/lib/community/mention-model";
import type { ChatMessage } from "@/lib/community/message";
import { useComposer } from "@/lib/community/use-composer";
import { onReturnedMessage, type ReturnedMessage } from "@/lib/community/chat-sends";
import type { PostingBlockState } from "@/lib/community/use-posting-block";
import type { PostingPace } from "@/lib/community/use-posting-pace";
import { useMemberSession } from "../member-session";
import { useChatHandover } from "./chat-handover-context";
import { MentionPopup, useMentionPicker } from "./mention-picker";
import { ReplyingTo } from "./replying-to";
import { counterFrom, isSendKey, MessageForm, worded } from "./message-form";

type SendBoxProps = {
  onSend: (text: string, mentions: MentionRef[]) => Promise<void>;
  block: PostingBlockState;
  pace: PostingPace;
  textarea: RefObject<HTMLTextAreaElement | null>;
  replyingTo: ChatMessage | null;
  onCancelReply: () => void;
};

/**
 * The box a message is written in, connected: Enter sends, Shift+Enter starts a new line, Escape cancels
 * a reply. "@" and the start of a name offers members to mention (while offered, Enter chooses one).
 */
export function SendBox({ onSend, block, pace, textarea, replyingTo, onCancelReply }: SendBoxProps) {
  const { db, user } = useMemberSession();
  // What was typed into the box drawn before the chat connected carries over, focus and all.
  const handover = useChatHandover();
  const [early] = useState(handover.draft);
  const { text, chosen, problem, sending, slowMode, left, send, edit, mention, restore } = useComposer({ post: onSend, block, pace, initialText: early.text });
  const picker = useMentionPicker({ db, uid: user.uid, text, chosen, textarea, onChoose: mention });
  useLayoutEffect(() => {
    const box = textarea.current;
    if (early.focused && box) {
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    }
    handover.clearDraft();
  }, [early, textarea, handover]);
  // A message sent from the box drawn before (or by the page's first script) and refused comes back here.
  const takeBack = useEffectEvent((message: ReturnedMessage) => restore(message.text, message.problem));
  useEffect(() => {
    return onReturnedMessage((message) => takeBack(message));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return;
    if (event.key === "Escape" && replyingTo) return onCancelReply();
    if (!isSendKey(event)) return;
    event.preventDefault();
    void send();
  };

  return (
    <MessageForm
      onSubmit={send}
      connected
      above={replyingTo ? <ReplyingTo message={replyingTo} onCancel={onCancelReply} /> : null}
      box={{
        ref: textarea,
        value: text,
        onChange: (event) => {
          edit(event.target.value);
          picker.track(event.target);
        },
        onKeyDown,
        "aria-invalid": left < 0 ? true : undefined,
        ...picker.box,
      }}
      popup={<MentionPopup view={picker.view} active={picker.active} onChoose={picker.choose} />}
      sendDisabled={sending || text.trim().length === 0}
      help={
        <>
          <p role="alert" className="text-danger">
            {problem ? worded(problem) : ""}
          </p>
          {slowMode ? <p className="text-fg-muted">Slow mode: one message every {pace.slowModeSeconds} seconds</p> : null}
          {left <= counterFrom ? (
            <p className={left < 0 ? "text-danger" : "text-fg-subtle"} aria-live="polite">
              {left >= 0 ? `${left} characters left` : `${-left} characters over the limit`}
            </p>
          ) : null}
        </>
      }
    />
  );
}
