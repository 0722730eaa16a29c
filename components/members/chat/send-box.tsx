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
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { MentionRef } from "@/lib/community/mention-model";
import type { ChatMessage } from "@/lib/community/message";
import { useComposer, type SendProblem } from "@/lib/community/use-composer";
import { chatPostRoute, type ChatReturnPath } from "@/lib/community/chat-form";
import { onReturnedMessage, returnMessage, sendMessage, SendRefusedError, type ReturnedMessage } from "@/lib/community/chat-sends";
import { messageTextProblem } from "@/lib/community/message";
import type { PostingBlockState } from "@/lib/community/use-posting-block";
import type { PostingPace } from "@/lib/community/use-posting-pace";
import { chatRejections } from "@/lib/community/chat-rejections";
import { useMemberSession } from "../member-session";
import { useChatHandover } from "./chat-handover-context";
import { MentionPopup, useMentionPicker } from "./mention-picker";
import { ReplyingTo } from "./replying-to";

const messageBoxHint = "Write a message. Enter sends, Shift+Enter starts a new line.";
const messageBoxLook =
  "block min-h-11 w-full resize-y rounded-xl border border-ink-600 bg-ink-900 px-3 py-2 text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-danger sm:min-h-12 sm:px-4 sm:py-3";

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
  /** Where the form posts without JavaScript (the server's route), and the page it comes back to. */
  post?: { action: string; from: ChatReturnPath };
};

/** The form a message is written in, the same in both states: its label, box, button and help line. */
function MessageForm({ onSubmit, formRef, connected, box, sendDisabled, above, beside, popup, help, post }: MessageFormProps) {
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

/**
 * Before the page's scripts run, Enter in the box (or Send) posts the message through the server at
 * once (app/api/community/messages, under the session cookie), leaving it for the page's scripts to show
 * as it goes (lib/community/chat-sends.ts); the box empties and says it is sending. The only script the
 * chat needs from the first paint, inline, under the page's nonce; it stands down once the form is live.
 */
const earlySendScript = `(function(){var b=document.getElementById("chat-message"),f=b&&b.form;if(!f)return;var q=window.__chatEarlySends=window.__chatEarlySends||[];function id(){var a="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",r=crypto.getRandomValues(new Uint8Array(40)),s="";for(var i=0;i<r.length&&s.length<20;i++)if(r[i]<248)s+=a[r[i]%62];return s}function go(e){if(f.hasAttribute("data-live"))return;var t=b.value;if(!t.trim())return;e.preventDefault();var d=new FormData(f),n=id();d.set("id",n);q.push({id:n,text:t,answer:fetch(f.action,{method:"POST",body:d,headers:{Accept:"application/json"}}).then(function(r){return r.json().catch(function(){return null}).then(function(j){return{status:r.status,body:j}})},function(){return{status:0,body:null}})});b.value="";f.setAttribute("data-sending","")}b.addEventListener("keydown",function(e){if(e.key==="Enter"&&!e.shiftKey&&!e.isComposing)go(e)});f.addEventListener("submit",go)})();`;

/**
 * The same box before the chat has connected, sending from the first paint: through the server, as a
 * form that posts without JavaScript too (the page comes back with the message), by the page's first
 * script before React is here, and by React after. A refused message comes back to the box with why.
 */
export function ConnectingSendBox({ nonce, returned }: { nonce?: string; returned?: ReturnedMessage | null }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const handover = useChatHandover();
  const from = useReturnPath();
  const [problem, setProblem] = useState<SendProblem | null>(returned?.problem ?? null);
  const note = () => {
    if (box.current) handover.noteDraft(box.current.value, document.activeElement === box.current);
  };
  const takeBack = useEffectEvent((message: ReturnedMessage) => {
    const element = box.current;
    if (element && element.value.trim() === "") element.value = message.text;
    setProblem(message.problem);
    note();
  });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // The form is live: the page's first script stands down, and what it sent shows in the chat.
    form.current?.setAttribute("data-live", "");
    form.current?.removeAttribute("data-sending");
    // Typed before the page hydrated, the browser kept it in the box. A box drawn again on the way to
    // the live chat (the page's gate moving on) takes over what the one before it held, focus and all.
    const kept = handover.draft();
    if (element.value === "" && kept.text !== "") element.value = kept.text;
    if (kept.focused && document.activeElement !== element) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
    handover.noteDraft(element.value, document.activeElement === element);
    return onReturnedMessage((message) => takeBack(message));
  }, [handover]);
  const send = (event: FormEvent | KeyboardEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    const element = box.current;
    const text = element?.value.trim() ?? "";
    if (!element || !text) return;
    const problem = messageTextProblem(text);
    if (problem === "tooLong" || problem === "invisible") return setProblem({ reason: problem });
    element.value = "";
    setProblem(null);
    note();
    sendMessage({ text, mentions: [] }).catch((error: unknown) =>
      returnMessage(text, error instanceof SendRefusedError ? error.problem : { reason: "failed" }),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(event)) send(event);
  };
  return (
    <MessageForm
      formRef={form}
      connected={false}
      onSubmit={send}
      post={{ action: chatPostRoute, from }}
      box={{ ref: box, name: "message", onInput: note, onFocus: note, onBlur: note, onKeyDown, defaultValue: returned?.text }}
      beside={nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlySendScript }} /> : null}
      sendDisabled={false}
      help={
        <>
          <p role="alert" className="text-danger">
            {problem ? worded(problem) : ""}
          </p>
          <p role="status" className="hidden text-fg-muted group-data-sending/send:block">
            Sending your message…
          </p>
        </>
      }
    />
  );
}

/** The page the chat is on, for the form posted without JavaScript to come back to. */
function useReturnPath(): ChatReturnPath {
  return usePathname() === "/dashboard" ? "/dashboard?tab=community" : "/community-chat";
}
