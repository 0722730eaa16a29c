"use client";

import { useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { usePathname } from "next/navigation";
import { chatPostRoute, type ChatReturnPath } from "@/lib/community/chat-form";
import { onReturnedMessage, returnMessage, sendMessage, SendRefusedError, type ReturnedMessage, type SendProblem } from "@/lib/community/chat-sends";
import { messageTextProblem } from "@/lib/community/message";
import { useChatHandover } from "./chat-handover-context";
import { isSendKey, MessageForm, worded } from "./message-form";

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
