"use client";

import { useEffect, useRef, useSyncExternalStore, type FormEvent, type KeyboardEvent } from "react";
import Link from "@/components/layout/link";
import { Button } from "@/components/ui/button";
import { replyPromise } from "@/lib/content/company";
import {
  answerKind,
  closeHandover,
  conversationOf,
  handoverFieldOrder,
  handoverLimits,
  handoverPrivacyHref,
  handoverSnapshot,
  openHandover,
  questionFor,
  sendHandover,
  setHandoverValue,
  settleAnswers,
  subscribeHandover,
  type ConversationEntry,
  type HandoverField,
} from "./handover";

const handoverTexts = {
  offer: "Send this question to the team",
  sending: "Sending…",
  sent: (email: string) => `Sent. We'll reply to ${email} within ${replyPromise}; a copy of your question is on its way to your inbox.`,
} as const;

const useHandover = () => useSyncExternalStore(subscribeHandover, handoverSnapshot, handoverSnapshot);

const ids = (prefix: string) => ({
  offer: (answerId: string) => `${prefix}-offer-${answerId}`,
  form: `${prefix}-handover`,
  title: `${prefix}-handover-title`,
  field: (field: HandoverField) => `${prefix}-handover-${field}`,
  error: (field: HandoverField) => `${prefix}-handover-${field}-error`,
});

/** Set when the form opens at a visitor's request (the offer, or asking for a person): its first field takes the focus once shown. */
let focusOnShow = false;

/** "Send this question to the team" under an answer that offers it, until that question has been sent. */
export function HandoverOffer({ messages, index, idPrefix }: { messages: readonly ConversationEntry[]; index: number; idPrefix: string }) {
  const state = useHandover();
  const message = messages[index];
  if (!message || !answerKind(message).offer || state.sent[message.id]) return null;
  const id = ids(idPrefix);
  const open = state.answerId === message.id && state.view === "form";
  return (
    <button
      id={id.offer(message.id)}
      type="button"
      aria-expanded={open}
      aria-controls={open ? id.form : undefined}
      onClick={() => {
        if (open) return document.getElementById(id.field("email"))?.focus();
        focusOnShow = true;
        openHandover(message.id, questionFor(messages, index));
      }}
      className="mt-2 inline-flex items-center gap-1.5 rounded-full border border-accent/60 px-3 py-1 text-xs font-semibold text-fg hover:bg-accent/15"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 6h16v12H4z M4 7l8 6 8-6" />
      </svg>
      {handoverTexts.offer}
    </button>
  );
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-fg placeholder:text-fg-subtle focus:border-accent focus:outline-none aria-[invalid=true]:border-danger";

/**
 * The form that sends the visitor's question to the team, shown below the conversation inside the
 * panel's scrolling area (never over the question box), and the confirmation that replaces it once sent.
 * It opens from an answer's offer, or by itself when the visitor asks for a person.
 */
export function HandoverSection({ messages, busy, idPrefix }: { messages: readonly ConversationEntry[]; busy: boolean; idPrefix: string }) {
  const state = useHandover();
  const confirmation = useRef<HTMLParagraphElement>(null);
  // Set when this form's question has just been sent: the confirmation takes the focus once it shows.
  const focusConfirmation = useRef(false);
  const id = ids(idPrefix);
  const shown = state.answerId !== null && messages.some((message) => message.id === state.answerId);
  const showingForm = shown && state.view === "form";

  useEffect(() => {
    const before = handoverSnapshot().answerId;
    settleAnswers(messages, busy);
    const after = handoverSnapshot();
    if (after.answerId !== before && after.answerId !== null && after.view === "form") focusOnShow = true;
  }, [messages, busy]);

  useEffect(() => {
    if (showingForm && focusOnShow) {
      focusOnShow = false;
      document.getElementById(id.field("email"))?.focus();
    }
    if (state.view === "sent" && focusConfirmation.current) {
      focusConfirmation.current = false;
      confirmation.current?.focus();
    }
  });

  if (!shown || !state.answerId) return null;
  const answerId = state.answerId;
  const sentTo = state.view === "sent" ? state.sent[answerId] : undefined;

  const cancel = () => {
    closeHandover();
    document.getElementById(id.offer(answerId))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Escape") return;
    // Closes the form only: the panel's own Escape handler leaves a handled key alone.
    event.preventDefault();
    cancel();
  };
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const website = new FormData(element).get("website");
    const result = await sendHandover({
      conversation: conversationOf(messages),
      page: window.location.pathname,
      website: typeof website === "string" ? website : "",
    });
    if (result === "sent") {
      focusConfirmation.current = true;
      confirmation.current?.focus();
    }
    if (result === "invalid") {
      const first = handoverFieldOrder.find((field) => handoverSnapshot().errors[field]);
      if (first) window.requestAnimationFrame(() => document.getElementById(id.field(first))?.focus());
    }
    // Send was disabled while sending, which drops the focus: it goes back to Send, to press again.
    if (result === "failed")
      window.requestAnimationFrame(() => {
        if (document.activeElement === null || document.activeElement === document.body) element.querySelector<HTMLElement>('[type="submit"]')?.focus();
      });
  }

  const { values, errors, sending, failure } = state;
  const describe = (field: HandoverField, extra?: string) => [extra, errors[field] ? id.error(field) : undefined].filter(Boolean).join(" ") || undefined;
  const field = (name: HandoverField) => ({
    id: id.field(name),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setHandoverValue(name, event.target.value),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describe(name),
    className: inputClass,
  });
  const error = (name: HandoverField) =>
    errors[name] ? (
      <p id={id.error(name)} className="mt-1 text-xs text-danger">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="px-4 pb-4 text-sm">
      {state.view === "form" ? (
        <form
          id={id.form}
          noValidate
          onSubmit={submit}
          onKeyDown={onKeyDown}
          aria-labelledby={id.title}
          aria-busy={sending}
          className="space-y-3 rounded-xl border border-ink-600 bg-ink-850 p-3"
        >
          <div>
            <h3 id={id.title} className="font-semibold text-fg">
              {handoverTexts.offer}
            </h3>
            <p className="mt-0.5 text-xs text-fg-muted">{`A person on our team answers by e-mail. We reply within ${replyPromise}.`}</p>
          </div>
          <div>
            <label htmlFor={id.field("email")} className="text-xs font-medium text-fg">
              E-mail (required)
            </label>
            <input {...field("email")} type="email" autoComplete="email" required aria-required="true" maxLength={handoverLimits.email} />
            {error("email")}
          </div>
          <div>
            <label htmlFor={id.field("name")} className="text-xs font-medium text-fg">
              Name (optional)
            </label>
            <input {...field("name")} autoComplete="name" maxLength={handoverLimits.name[1]} />
            {error("name")}
          </div>
          <div>
            <label htmlFor={id.field("question")} className="text-xs font-medium text-fg">
              Question for the team
            </label>
            <textarea
              {...field("question")}
              rows={3}
              required
              aria-required="true"
              maxLength={handoverLimits.question[1]}
              className={`${inputClass} resize-y`}
            />
            {error("question")}
          </div>

          {/* For bots only: people never see or fill this field, so a value marks the question as spam. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id.form}-website`}>Website</label>
            <input id={`${id.form}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>

          <p className="text-xs text-fg-subtle">
            We keep your e-mail, name, question and this conversation to answer you.{" "}
            <Link href={handoverPrivacyHref} className="text-accent underline underline-offset-2">
              How we handle them
            </Link>
          </p>
          {failure ? (
            <p role="alert" className="rounded-lg border border-danger/50 bg-ink-900 p-2 text-xs text-danger">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={sending}>
              {sending ? (
                <>
                  <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" />
                  {handoverTexts.sending}
                </>
              ) : (
                "Send"
              )}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <p
        ref={confirmation}
        role="status"
        tabIndex={-1}
        // Always there while the form is, so the confirmation is announced when it fills in.
        className={
          sentTo ? "rounded-xl border border-accent/50 bg-ink-850 p-3 text-fg focus:outline-none focus-visible:outline-2 focus-visible:outline-accent" : ""
        }
      >
        {sentTo ? handoverTexts.sent(sentTo) : ""}
      </p>
    </div>
  );
}
