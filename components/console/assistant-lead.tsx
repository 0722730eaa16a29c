"use client";

import { useEffect, useRef } from "react";
import type { Lead } from "@/lib/console/records";

/** What the console shows for a lead's name: the visitor may hand a question over without one. */
export const leadName = (lead: Pick<Lead, "name">) => lead.name.trim() || "No name given";

/** Marks a lead the assistant handed over, in words (not by colour alone). */
export function FromAssistantBadge({ lead }: { lead: Pick<Lead, "source"> }) {
  if (lead.source !== "assistant") return null;
  return <span className="rounded-full border border-glow/60 px-2 py-0.5 text-xs font-semibold text-glow">From the assistant</span>;
}

/** A site path the console may link to: one of the site's own pages, never another host. */
const sitePath = (page: string) => /^\/(?![/\\])/.test(page);

/**
 * A lead from the assistant: the page the visitor asked from and their conversation with the assistant,
 * each message labelled with who wrote it, as plain text, oldest first in a box that scrolls, opened
 * at its newest (the question handed over).
 */
export function AssistantConversation({ lead }: { lead: Pick<Lead, "id" | "source" | "page" | "conversation"> }) {
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lead.conversation]);
  if (lead.source !== "assistant") return null;
  const titleId = `conversation-${lead.id}`;

  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="text-sm font-semibold text-fg-subtle">
        The visitor&rsquo;s chat with the assistant
      </h3>
      <p className="text-sm">
        <span className="text-fg-subtle">Asked from: </span>
        {lead.page === null ? (
          "the page was not recorded"
        ) : sitePath(lead.page) ? (
          <a href={lead.page} target="_blank" rel="noreferrer" className="break-all underline">
            {lead.page}
          </a>
        ) : (
          <span className="break-all">{lead.page}</span>
        )}
      </p>
      {lead.conversation.length === 0 ? (
        <p className="text-sm text-fg-muted">No conversation came with the question.</p>
      ) : (
        // Focusable so a keyboard can scroll it; named by the heading above.
        <ol ref={box} tabIndex={0} aria-labelledby={titleId} className="max-h-80 space-y-2 overflow-y-auto rounded-lg border border-ink-700 p-3 text-sm">
          {lead.conversation.map((message, index) => (
            <li key={index} className={message.role === "user" ? "rounded-lg bg-ink-800 p-2" : "p-2"}>
              <p className="text-xs font-semibold text-fg-subtle">{message.role === "user" ? "Visitor" : "Assistant"}</p>
              <p className="mt-0.5 whitespace-pre-wrap break-words">{message.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
