"use client";

import { useState, type FormEvent } from "react";
import { ReactionIcon } from "@/components/ui/reaction-icon";
import { feedbackLimits } from "@/lib/assistant/records/feedback-schema";
import { textOf } from "@/lib/assistant/request";
import { builtInShapes } from "@/lib/assistant/answer/shapes";
import type { AssistantMessage, Rating, StoredMessage } from "./widget-storage";
import { fetchForDevice } from "@/lib/resilience/fetch-for-device";
import { assistantTexts } from "./texts";

const clipped = (text: string, characters: number) => [...text.trim()].slice(0, characters).join("");

/** The built-in answer's shape, sent with its rating so it is counted by shape; a provider's answer has none (the server counts it as the provider's). */
function shapeOf(message: AssistantMessage): { shape?: string } {
  const { provider = "built-in", shape } = message.metadata ?? {};
  return provider === "built-in" && builtInShapes.some((known) => known === shape) ? { shape } : {};
}

/** "Was this helpful?" under an answer: a rating, and for "Not helpful" an optional reason, sent to /api/assistant/feedback. */
export function RatingButtons({
  message,
  question,
  rating,
  onRate,
}: {
  message: AssistantMessage;
  question: string;
  rating?: Rating;
  onRate: (rating: Rating) => void;
}) {
  const [state, setState] = useState<"idle" | "saving" | "failed">("idle");
  const [pending, setPending] = useState<Rating | null>(null);
  const [reason, setReason] = useState("");
  const [reasonState, setReasonState] = useState<"idle" | "saving" | "sent" | "failed">("idle");
  const answerId = message.metadata?.answerId;
  if (!answerId) return null;

  const post = (next: Rating, why?: string) =>
    fetchForDevice("/api/assistant/feedback", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // Only an excerpt of the answer is stored; the start of it is enough to send.
      body: JSON.stringify({
        answerId,
        rating: next,
        question: clipped(question, feedbackLimits.question),
        answer: clipped(textOf(message as StoredMessage), 2 * feedbackLimits.excerpt),
        provider: message.metadata?.provider ?? "built-in",
        ...shapeOf(message),
        ...(why ? { reason: why } : {}),
      }),
    });

  async function rate(next: Rating) {
    setPending(next);
    setState("saving");
    try {
      const response = await post(next);
      if (!response.ok) throw new Error(`feedback answered ${response.status}`);
      onRate(next);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  async function sendReason(event: FormEvent) {
    event.preventDefault();
    const why = clipped(reason.replace(/\s+/g, " "), feedbackLimits.reason);
    if (!why) return;
    setReasonState("saving");
    try {
      const response = await post("not-helpful", why);
      if (!response.ok) throw new Error(`feedback answered ${response.status}`);
      setReasonState("sent");
    } catch {
      setReasonState("failed");
    }
  }

  const option = (value: Rating, label: string, icon: "like" | "not-helpful") => (
    <button
      type="button"
      aria-pressed={rating === value}
      // Not disabled while saving: that would take the focus away from the button just pressed.
      aria-disabled={state === "saving"}
      onClick={() => state !== "saving" && void rate(value)}
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs ${
        rating === value ? "border-accent bg-accent/15 text-fg" : "border-ink-600 text-fg-muted hover:border-accent/60 hover:text-fg"
      }`}
    >
      <ReactionIcon name={icon} className="size-3.5" />
      {label}
    </button>
  );

  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Rate this answer">
        <span className="text-xs text-fg-subtle">Was this helpful?</span>
        {option("helpful", "Helpful", "like")}
        {option("not-helpful", "Not helpful", "not-helpful")}
        {state === "failed" ? (
          <span role="alert" className="text-xs text-danger">
            {assistantTexts.error}: the rating was not saved.{" "}
            <button type="button" className="underline" onClick={() => pending && void rate(pending)}>
              {assistantTexts.retry}
            </button>
          </span>
        ) : null}
      </div>
      {rating === "not-helpful" ? (
        reasonState === "sent" ? (
          <p role="status" className="mt-2 text-xs text-fg-muted">
            Thank you: the team reads every one of these.
          </p>
        ) : (
          <form onSubmit={sendReason} className="mt-2 flex items-center gap-2" aria-label="What were you looking for?">
            <label htmlFor={`reason-${answerId}`} className="sr-only">
              What were you looking for? (optional)
            </label>
            <input
              id={`reason-${answerId}`}
              value={reason}
              maxLength={feedbackLimits.reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="What were you looking for? (optional)"
              className="min-w-0 flex-1 rounded-full border border-ink-600 bg-ink-900 px-3 py-1 text-xs"
            />
            <button
              type="submit"
              disabled={reasonState === "saving" || reason.trim() === ""}
              className="rounded-full border border-ink-600 px-3 py-1 text-xs text-fg-muted hover:text-fg disabled:opacity-50"
            >
              {reasonState === "saving" ? "Sending…" : "Send"}
            </button>
            {reasonState === "failed" ? (
              <span role="alert" className="text-xs text-danger">
                Not sent. Try again.
              </span>
            ) : null}
          </form>
        )
      ) : null}
    </div>
  );
}
