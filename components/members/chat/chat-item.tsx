"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { ChatMessage } from "@/lib/community/message";
import { MemberAvatar } from "@/components/members/member-avatar";
import { StaffBadge } from "../staff-badge";
import { actionLink } from "./action-link";
import { MessageMeta } from "./message-meta";
import { InertOwnActions, OwnMessageActions } from "./own-message-actions";
import { InertReactions, Reactions } from "./reactions";
import { QuoteView, ReplyQuote } from "./reply-quote";
import { ReportButton, ReportControl } from "./report-control";

// Editing is rare and short-lived: its box loads on the first press of "Edit".
const EditMessage = dynamic(() => import("./edit-message").then((module) => module.EditMessage));

export type ChatItemProps = {
  message: ChatMessage;
  mine: boolean;
  /** Continues the previous message's group: no name or avatar of its own. */
  grouped: boolean;
  /** The day separator before it ("Today", "Yesterday", a date), if the day changes here. */
  day: string | null;
  /** The "New messages" divider goes before it. */
  unreadDivider: boolean;
  /** Briefly marked: the reader just jumped to it from a reply. */
  highlighted: boolean;
  canReport: boolean;
  /** Reacting and replying: verified and not blocked. */
  canReact: boolean;
  onReply: (message: ChatMessage) => void;
  /** The message with this id, when it is on screen. */
  loaded: (id: string) => ChatMessage | undefined;
  onJump: (id: string) => void;
  /** The author's staff role, when they are staff: a badge beside their name. */
  staffRole?: "admin" | "moderator";
  /**
   * Drawn before the chat has connected (the server's first page, or the last visit's from storage):
   * the same layout, its controls there but not yet usable; `uid` is the member whose reactions show as
   * theirs; times in `timeZone` (the browser's own when undefined) as of `now`.
   */
  inert?: { uid: string; timeZone?: string; now?: Date };
};

/**
 * One message: others' on the left with their avatar, the member's own on the right, tinted. A message
 * continuing its author's group shows neither name nor avatar (screen readers still hear the name).
 */
export function ChatItem({
  message,
  mine,
  grouped,
  day,
  unreadDivider,
  highlighted,
  canReport,
  canReact,
  onReply,
  loaded,
  onJump,
  staffRole,
  inert,
}: ChatItemProps) {
  const [editing, setEditing] = useState(false);
  const ownActions = mine && !message.pending && !message.hidden && !message.deleted && !editing;
  const live = !message.deleted && !message.hidden && !message.pending;
  const author = message.name || "Member";
  return (
    <li data-message-id={message.id} tabIndex={-1} className={`outline-none ${grouped ? "mt-1" : "mt-4 first:mt-0"}`}>
      {day ? (
        <div
          role="separator"
          aria-label={day}
          className="mb-3 flex items-center gap-3 text-xs font-semibold text-fg-subtle before:h-px before:flex-1 before:bg-ink-700 after:h-px after:flex-1 after:bg-ink-700"
        >
          <span aria-hidden="true">{day}</span>
        </div>
      ) : null}
      {unreadDivider ? (
        <div
          role="separator"
          aria-label="New messages"
          data-unread-divider
          className="mb-3 flex items-center gap-3 text-xs font-semibold text-accent after:h-px after:flex-1 after:bg-accent/60"
        >
          <span aria-hidden="true">New messages</span>
        </div>
      ) : null}
      <div data-message-body className={`flex items-start gap-2 ${mine ? "flex-row-reverse" : ""}`}>
        {mine ? null : grouped ? (
          <span aria-hidden="true" className="w-8 shrink-0" />
        ) : (
          <MemberAvatar name={message.name} photoURL={message.photoURL} size="sm" />
        )}
        <div
          className={`min-w-0 max-w-[min(100%,44rem)] rounded-2xl border px-3 py-2 ${mine ? "rounded-tr-md border-accent/30 bg-accent/10" : "rounded-tl-md border-ink-700 bg-ink-850"} ${message.hidden ? "opacity-70" : ""} ${highlighted ? "ring-2 ring-accent" : ""}`}
        >
          <p className={grouped ? "sr-only" : "flex flex-wrap items-baseline gap-x-2 text-sm"}>
            <span className="font-semibold break-words">{author}</span>
            {staffRole && !grouped ? <StaffBadge role={staffRole} /> : null}
            {grouped ? null : <MessageMeta message={message} timeZone={inert?.timeZone} />}
          </p>
          {message.hidden ? <p className="mt-1 text-xs font-semibold text-fg-muted">Hidden by a moderator: only you can see this message.</p> : null}
          {message.replyTo && !message.deleted ? (
            inert ? (
              <QuoteView id={message.replyTo} original={loaded(message.replyTo)} />
            ) : (
              <ReplyQuote id={message.replyTo} loaded={loaded} onJump={onJump} />
            )
          ) : null}
          {message.deleted ? (
            <p data-message-text className="mt-1 text-sm italic text-fg-subtle">
              Message deleted
            </p>
          ) : editing ? (
            <EditMessage message={message} onDone={() => setEditing(false)} />
          ) : (
            <p data-message-text className={`whitespace-pre-wrap break-words ${grouped ? "" : "mt-0.5"}`}>
              {message.text}
            </p>
          )}
          {grouped && (message.editedAt || message.pending) ? (
            <p className="flex gap-2">
              <MessageMeta message={message} timeZone={inert?.timeZone} />
            </p>
          ) : null}
          {live ? inert ? <InertReactions message={message} uid={inert.uid} canReact={canReact} /> : <Reactions message={message} canReact={canReact} /> : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-3 empty:hidden">
            {live && canReact && !editing ? (
              <button type="button" disabled={inert !== undefined} onClick={() => onReply(message)} className={actionLink} aria-label={`Reply to ${author}`}>
                Reply
              </button>
            ) : null}
            {ownActions ? (
              inert ? (
                <InertOwnActions message={message} now={inert.now} />
              ) : (
                <OwnMessageActions message={message} onEdit={() => setEditing(true)} />
              )
            ) : null}
            {!mine && !message.pending && !message.deleted && canReport ? (
              inert ? (
                <ReportButton message={message} />
              ) : (
                <ReportControl message={message} />
              )
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
