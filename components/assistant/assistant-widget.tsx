"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { companyProfile } from "@/lib/content/company";

type Chat = typeof import("./assistant-chat").AssistantChat;
let chatCode: Promise<Chat> | undefined;

/**
 * The conversation's code (the chat library and the answer renderer, the bulk of the assistant) is
 * fetched and run when a visitor first reaches for the button, not with every page: evaluating it
 * costs a phone a long task right after load. A failed fetch is forgotten, so the next try fetches again.
 */
function loadChat(): Promise<Chat> {
  chatCode ??= import("./assistant-chat").then(
    (module) => module.AssistantChat,
    (error: unknown) => {
      chatCode = undefined;
      throw error;
    },
  );
  return chatCode;
}

/**
 * The floating assistant: a button in the corner that opens the conversation as a dialog. Focus moves
 * into the question box once it is there and back to the button on closing; Escape closes; so does
 * following a link to another page, so the page is not hidden behind it.
 */
export function AssistantWidget() {
  const [open, setOpen] = useState(false);
  const [AssistantChat, setAssistantChat] = useState<Chat | null>(null);
  const [chatFailed, setChatFailed] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const panelId = useId();
  const pathname = usePathname();
  const openedOn = useRef(pathname);

  const prepareChat = useCallback(() => {
    setChatFailed(false);
    loadChat().then(
      (chat) => setAssistantChat(() => chat),
      () => setChatFailed(true),
    );
  }, []);

  useEffect(() => {
    if (open && AssistantChat) input.current?.focus();
  }, [open, AssistantChat]);

  useEffect(() => {
    if (!open) return;
    // Escape closes from anywhere while it is open: focus may have left the panel (a removed button).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        setOpen(false);
        launcher.current?.focus();
      }
    };
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, [open]);

  useEffect(() => {
    if (open && pathname !== openedOn.current) setOpen(false);
    openedOn.current = pathname;
  }, [open, pathname]);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  return (
    <div className="print:hidden">
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="fixed inset-x-2 bottom-20 z-50 flex h-[min(36rem,calc(100dvh-7rem))] flex-col overflow-hidden rounded-card border border-ink-600 bg-ink-900 shadow-card sm:inset-x-auto sm:right-5 sm:w-[24rem]"
        >
          <div className="flex items-center justify-between border-b border-ink-700 px-4 py-3">
            <div>
              <h2 id={titleId} className="font-display text-base font-semibold text-fg">
                Ask {companyProfile.name}
              </h2>
              <p className="text-xs text-fg-subtle">Answers from our site, with links to read more</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close the assistant"
              className="grid size-9 place-items-center rounded-full text-fg-muted hover:bg-ink-800 hover:text-fg"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {AssistantChat ? (
            <AssistantChat inputRef={input} />
          ) : chatFailed ? (
            <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center text-sm text-fg-muted">
              <p>The assistant could not be loaded. Check your connection and try again.</p>
              <button type="button" onClick={prepareChat} className="btn btn-secondary btn-sm">
                Try again
              </button>
            </div>
          ) : (
            <p role="status" className="flex flex-1 items-center justify-center p-6 text-sm text-fg-muted">
              Loading the assistant…
            </p>
          )}
        </div>
      ) : null}
      <button
        ref={launcher}
        type="button"
        onPointerEnter={prepareChat}
        onFocus={prepareChat}
        onClick={() => {
          if (open) return close();
          prepareChat();
          setOpen(true);
        }}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? "Close the assistant" : "Open the assistant"}
        className="fixed right-4 bottom-4 z-50 grid size-14 place-items-center rounded-full bg-accent text-accent-ink shadow-glow transition-transform hover:scale-105 focus-visible:outline-offset-4 sm:right-5 sm:bottom-5"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {open ? <path d="M6 9l6 6 6-6" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />}
        </svg>
      </button>
    </div>
  );
}
