"use client";

import { Chat, useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import Link from "@/components/layout/link";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { Button } from "@/components/ui/button";
import {
  chatLimit,
  loadMessages,
  loadRatings,
  recentQuestions,
  recordQuestion,
  saveMessages,
  saveRating,
  type Rating,
  type AssistantMessage,
  type StoredMessage,
} from "./widget-storage";
import { assistantLimits, characterCount, textOf, toRequestMessages } from "@/lib/assistant/request";
import { fetchOnceForDevice } from "@/lib/resilience/fetch-for-device";
import { companyProfile } from "@/lib/content/company";
import { Markdown } from "./markdown";
import { RatingButtons } from "./rating-buttons";
import { HandoverOffer, HandoverSection } from "./handover-form";
import { assistantTexts } from "./texts";

const suggestedQuestions = [
  "What services do you offer?",
  "How does a project with you run?",
  "Have you built mobile apps for healthcare?",
  "How much does a custom web app cost?",
] as const;

/**
 * One conversation for the whole visit: the floating widget and the help tab show the same Chat, so an
 * answer keeps streaming when one closes and the other opens.
 */
let shared: Chat<AssistantMessage> | undefined;
function assistantChat(): Chat<AssistantMessage> {
  shared ??= new Chat<AssistantMessage>({
    id: "northbeam-assistant",
    messages: loadMessages(window.localStorage) as AssistantMessage[],
    transport: new DefaultChatTransport<AssistantMessage>({
      api: "/api/assistant",
      // Sent once, with the device's timeout for the answer to start: a question is never asked twice.
      fetch: ((url: RequestInfo | URL, init?: RequestInit) => fetchOnceForDevice(String(url), init)) as typeof fetch,
      // The page the question is asked from is context: "a website" on the Web Development page means that service's.
      prepareSendMessagesRequest: ({ messages }) => ({
        body: { messages: toRequestMessages(messages as StoredMessage[]), page: window.location.pathname.slice(0, assistantLimits.pagePath) },
      }),
    }),
    // Kept for the next visit as each answer settles, whether or not a view of it is still open: a
    // member who switches tabs while it streams keeps it too. A question refused before any answer
    // began (no connection, the limit) ends without onFinish: it is kept on the error.
    onFinish: ({ messages }) => saveMessages(window.localStorage, messages as StoredMessage[]),
    onError: () => shared && saveMessages(window.localStorage, shared.messages as StoredMessage[]),
  });
  return shared;
}

/** The server's JSON error, or a sentence for a failure without one (a dropped connection). */
function errorMessage(error: Error | undefined): string {
  if (!error) return "";
  try {
    const body: unknown = JSON.parse(error.message);
    if (typeof body === "object" && body !== null && typeof (body as { error?: unknown }).error === "string") return (body as { error: string }).error;
  } catch {
    // not JSON: a network failure or a timeout
  }
  return "The assistant could not be reached. Check your connection and try again.";
}

export function AssistantChat({ inputRef, variant = "panel" }: { inputRef?: Ref<HTMLTextAreaElement>; variant?: "panel" | "inline" }) {
  const { messages, sendMessage, status, error, regenerate, clearError, setMessages } = useChat<AssistantMessage>({ chat: assistantChat() });
  const [draft, setDraft] = useState("");
  const [ratings, setRatings] = useState<Record<string, Rating>>(() => loadRatings(window.localStorage));
  const [limit] = useState(() => chatLimit(window.localStorage));
  const [sentToday, setSentToday] = useState(() => recentQuestions(window.localStorage).length);
  const log = useRef<HTMLDivElement>(null);
  const busy = status === "submitted" || status === "streaming";
  const limitReached = sentToday >= limit;

  // Keep the newest text in view while it streams.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, status]);

  function ask(question: string) {
    const text = question.trim();
    if (!text || busy) return;
    if (recentQuestions(window.localStorage).length >= limit) {
      setSentToday(limit);
      return;
    }
    setSentToday(recordQuestion(window.localStorage));
    clearError();
    void sendMessage({ text });
    setDraft("");
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ask(draft);
    }
  };
  const startOver = () => {
    setMessages([]);
    saveMessages(window.localStorage, []);
    clearError();
  };

  const left = assistantLimits.characters - characterCount(draft);
  const lastIndex = messages.length - 1;

  return (
    <div className={`flex min-h-0 flex-1 flex-col ${variant === "inline" ? "h-[32rem] rounded-card border border-ink-700 bg-ink-900" : ""}`}>
      {/* The conversation and the form sending a question to the team scroll together, above the question box. */}
      <div ref={log} className="min-h-0 flex-1 overflow-y-auto">
        <div role="log" aria-live="polite" aria-label="Conversation with the assistant" className="space-y-4 px-4 py-4 text-sm leading-relaxed">
          {messages.length === 0 ? (
            <div className="text-fg-muted">
              <p>
                Hi! I answer questions about {companyProfile.name}&apos;s services, work and process from the pages of this site. What would you like to know?
              </p>
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Suggested questions">
                {suggestedQuestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => ask(question)}
                      disabled={busy || limitReached}
                      className="rounded-full border border-ink-600 px-3 py-1.5 text-left text-xs text-fg hover:border-accent/60"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {messages.map((message, index) => {
            const text = textOf(message as StoredMessage);
            if (message.role === "user") {
              return (
                <div key={message.id} className="ml-8 rounded-2xl rounded-br-sm bg-accent/15 px-3.5 py-2.5 text-fg">
                  <span className="sr-only">You: </span>
                  <p className="whitespace-pre-wrap break-words">{text}</p>
                </div>
              );
            }
            // Busy until the whole exchange has settled, not only while text streams: the answer can
            // appear a moment before the chat counts as streaming, and a question sent then is ignored.
            const streaming = index === lastIndex && busy;
            const question = [...messages.slice(0, index)].reverse().find((earlier) => earlier.role === "user");
            const answerId = message.metadata?.answerId;
            return (
              <div key={message.id} className="mr-4" aria-busy={streaming} data-testid="assistant-answer">
                <div className="rounded-2xl rounded-bl-sm bg-ink-800 px-3.5 py-2.5 text-fg">
                  <span className="sr-only">Assistant: </span>
                  <Markdown text={text} />
                </div>
                {!streaming && text ? (
                  <RatingButtons
                    message={message}
                    question={question ? textOf(question as StoredMessage) : ""}
                    rating={answerId ? ratings[answerId] : undefined}
                    onRate={(rating) => answerId && setRatings(saveRating(window.localStorage, answerId, rating))}
                  />
                ) : null}
                {!streaming && text ? <HandoverOffer messages={messages} index={index} idPrefix={`assistant-${variant}`} /> : null}
              </div>
            );
          })}
          {status === "submitted" ? (
            <p role="status" className="flex items-center gap-2 text-fg-muted">
              <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" />
              {assistantTexts.loading}
            </p>
          ) : null}
          {error ? (
            <div role="alert" className="rounded-xl border border-danger/50 bg-ink-900 p-3 text-danger">
              <p className="font-semibold">{assistantTexts.error}</p>
              <p className="mt-1 text-fg-muted">{errorMessage(error)}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void regenerate()}>
                {assistantTexts.retry}
              </Button>
            </div>
          ) : null}
          {limitReached ? (
            <div role="status" className="rounded-xl border border-ink-600 bg-ink-900 p-3 text-fg-muted" data-testid="assistant-limit">
              <p className="font-semibold text-fg">{assistantTexts.limit(limit)}</p>
              <p className="mt-1">
                For anything else,{" "}
                <Link href="/contact" className="font-semibold text-accent underline underline-offset-2">
                  send us a message
                </Link>{" "}
                and a person will reply.
              </p>
            </div>
          ) : null}
        </div>
        <HandoverSection messages={messages} busy={busy} idPrefix={`assistant-${variant}`} />
      </div>

      <form onSubmit={submit} className="border-t border-ink-700 p-3">
        <label htmlFor={`assistant-input-${variant}`} className="sr-only">
          Your question
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={inputRef}
            id={`assistant-input-${variant}`}
            rows={2}
            value={draft}
            maxLength={assistantLimits.characters}
            disabled={limitReached}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={limitReached ? "Question limit reached" : "Ask about services, projects, process…"}
            aria-describedby={left < 200 ? `assistant-left-${variant}` : undefined}
            className="min-h-11 flex-1 resize-none rounded-xl border border-ink-600 bg-ink-850 px-3 py-2 text-sm text-fg placeholder:text-fg-subtle focus:border-accent focus:outline-none"
          />
          <Button type="submit" size="md" disabled={busy || limitReached || draft.trim() === ""} aria-label="Send question">
            Send
          </Button>
        </div>
        <div className="mt-2 flex items-center justify-between text-xs text-fg-subtle">
          {left < 200 ? <span id={`assistant-left-${variant}`}>{left} characters left</span> : <span>Answers come from this site&apos;s pages.</span>}
          {messages.length > 0 ? (
            <button type="button" onClick={startOver} disabled={busy} className="underline underline-offset-2 hover:text-fg">
              New conversation
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
