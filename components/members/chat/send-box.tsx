"use client";

import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Button } from "@/components/ui/button";
import type { MentionRef } from "@/lib/community/mention-model";
import type { ChatMessage } from "@/lib/community/message";
import { useComposer, type SendProblem } from "@/lib/community/use-composer";
import type { PostingBlockState } from "@/lib/community/use-posting-block";
import type { PostingPace } from "@/lib/community/use-posting-pace";
import { chatRejections } from "../chat-rejections";
import { useMemberSession } from "../member-session";
import { useChatHandover } from "./chat-handover-context";
import { MentionPopup, useMentionPicker } from "./mention-picker";
import { ReplyingTo } from "./replying-to";

const messageBoxHint = "Write a message. Enter sends, Shift+Enter starts a new line.";
const messageBoxLook =
  "block min-h-12 w-full resize-y rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-danger";

/** Enter alone sends (or asks to send); Shift+Enter starts a new line, and nothing is taken mid-composition. */
const isSendKey = (event: KeyboardEvent<HTMLTextAreaElement>) => event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing;

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
};

/** The form a message is written in, the same in both states: its label, box, button and help line. */
function MessageForm({ onSubmit, formRef, connected, box, sendDisabled, above, beside, popup, help }: MessageFormProps) {
  const describedBy = [above ? "chat-replying-to" : null, "chat-message-help"].filter(Boolean).join(" ");
  return (
    <form ref={formRef} onSubmit={onSubmit} className="mt-4" aria-label="Send a message" data-connected={connected ? "" : undefined}>
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
      <div id="chat-message-help" className="mt-2 flex min-h-5 flex-wrap justify-between gap-2 text-xs">
        {help}
      </div>
    </form>
  );
}

/** The counter appears when this few characters are left. */
const counterFrom = 100;

function worded(problem: SendProblem): string {
  if (problem.reason === "slowMode") return chatRejections.slowMode(problem.secondsLeft);
  if (problem.reason === "mentionChanged") return chatRejections.mentionChanged(problem.names);
  return chatRejections[problem.reason];
}

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
  const { text, chosen, problem, sending, slowMode, left, send, edit, mention } = useComposer({ post: onSend, block, pace, initialText: early.text });
  const picker = useMentionPicker({ db, uid: user.uid, text, chosen, textarea, onChoose: mention });
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

/**
 * Before the page's scripts run, Enter in the box asks for the message to be sent once the chat
 * connects (a mark on the form), rather than starting a new line: the only script the page needs for
 * it, inline, under the page's nonce.
 */
const sendOnConnectScript = `(function(){var b=document.getElementById("chat-message");if(!b||!b.form)return;b.addEventListener("keydown",function(e){if(e.key==="Enter"&&!e.shiftKey&&!e.isComposing&&b.value.trim()){e.preventDefault();b.form.setAttribute("data-send-on-connect","")}})})();`;

/**
 * The same box before the chat has connected, typed into from the first paint (what is typed, before
 * the page hydrates too, goes to the connected box when it takes over). Enter asks for the message to
 * go as soon as the chat connects; the connected box then sends it.
 */
export function ConnectingSendBox({ nonce }: { nonce?: string }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const handover = useChatHandover();
  const [queued, setQueued] = useState(false);
  const note = () => {
    if (box.current) handover.noteDraft(box.current.value, document.activeElement === box.current);
  };
  const queue = () => {
    handover.noteSend();
    setQueued(true);
  };
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Typed before the page hydrated, the browser kept it in the box. A box drawn again on the way to
    // the live chat (the page's gate moving on) takes over what the one before it held, focus and all.
    const kept = handover.draft();
    if (element.value === "" && kept.text !== "") element.value = kept.text;
    if (kept.focused && document.activeElement !== element) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
    handover.noteDraft(element.value, document.activeElement === element);
    // Enter pressed before the page hydrated.
    if (kept.send || form.current?.hasAttribute("data-send-on-connect")) {
      handover.noteSend();
      setQueued(true);
    }
  }, [handover]);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    if (event.currentTarget.value.trim()) queue();
  };
  return (
    <MessageForm
      formRef={form}
      connected={false}
      box={{ ref: box, name: "message", onInput: note, onFocus: note, onBlur: note, onKeyDown }}
      beside={nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: sendOnConnectScript }} /> : null}
      sendDisabled
      help={
        <p role="status" className="text-fg-muted">
          {queued ? "Your message goes as soon as the chat connects…" : "Connecting to the chat…"}
        </p>
      }
    />
  );
}
