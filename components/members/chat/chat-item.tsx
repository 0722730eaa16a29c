"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type MouseEvent } from "react";
import type { ChatMessage } from "@/lib/community/message";
import type { OperatorRole } from "@/lib/members/operator-role.mjs";
import { MemberAvatar } from "@/components/members/member-avatar";
import { StaffBadge } from "../staff-badge";
import { MessageActions } from "./message-actions";
import { MessageMeta } from "./message-meta";
import { MessageText } from "./message-text";
import { ReplyQuote } from "./reply-quote";

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
  /** The message with this id, when the chat holds it (null: gone, or not the member's to read). */
  loaded: (id: string) => ChatMessage | null | undefined;
  onJump: (id: string) => void;
  /** The author's staff role, when they are staff: a badge beside their name. */
  staffRole?: OperatorRole;
  /** The member reading: whose reactions show as theirs. */
  uid: string;
  /**
   * Drawn before the chat has connected (the server's first page, or the saved chat): times in
   * `timeZone` (the browser's own when undefined) as of `now`, the page's moment. The controls are
   * there, not yet usable, until the live chat gives its messages a connection (chat-connection.tsx).
   */
  drawnAt?: { timeZone?: string; now?: Date };
  /** Its toolbar of actions is shown (it was tapped), and how a tap or a long press shows or hides it. */
  actionsShown?: boolean;
  onShowActions?: (shown: boolean) => void;
};

/** A press on one of the message's own controls (a link, a quote, a button) is that control's, not the message's. */
const onControl = (event: MouseEvent) => event.target instanceof Element && event.target.closest("a, button, input, textarea, select, label") !== null;

/**
 * One message: others' on the left with their avatar, the member's own on the right, tinted. A message
 * continuing its author's group shows neither name nor avatar (screen readers still hear the name).
 * Another's message that mentions the reader, or answers one of theirs the chat holds, is marked.
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
  uid,
  drawnAt,
  actionsShown = false,
  onShowActions,
}: ChatItemProps) {
  const [editing, setEditing] = useState(false);
  // With a mouse the toolbar shows on hover; a tap (or a long press) on a touch screen shows it.
  const pointer = useRef("mouse");
  const author = message.name || "Member";
  const answersReader = message.replyTo !== null && loaded(message.replyTo)?.uid === uid;
  const mentionsMe = !mine && !message.deleted && (answersReader || message.mentions.some((mention) => mention.uid === uid));
  return (
    <li
      data-message-id={message.id}
      data-mentions-me={mentionsMe ? "" : undefined}
      tabIndex={-1}
      className={`group/item outline-none ${grouped ? "mt-1" : "mt-3 first:mt-0"}`}
    >
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
      <div
        data-message-body
        onPointerDown={(event) => (pointer.current = event.pointerType)}
        onClick={(event) => {
          if (pointer.current !== "mouse" && !onControl(event)) onShowActions?.(!actionsShown);
        }}
        onContextMenu={() => {
          if (pointer.current !== "mouse") onShowActions?.(true);
        }}
        // Others' rows are as wide as their longest bubble can be, so the toolbar stays near it on a wide screen.
        className={`group/message relative flex items-start gap-2 ${mine ? "flex-row-reverse" : "max-w-3xl"}`}
      >
        {mine ? null : grouped ? (
          <span aria-hidden="true" className="w-8 shrink-0" />
        ) : (
          <MemberAvatar name={message.name} photoURL={message.photoURL} size="sm" />
        )}
        <MessageActions
          message={message}
          uid={uid}
          mine={mine}
          canReact={canReact}
          canReport={canReport}
          editing={editing}
          onReply={onReply}
          onEdit={() => setEditing(true)}
          now={drawnAt?.now}
          shown={actionsShown}
        >
          <div
            data-message-bubble
            className={`min-w-0 max-w-full rounded-2xl border px-3 py-1.5 ${mine ? "rounded-tr-md border-accent/30 bg-accent/10" : mentionsMe ? "rounded-tl-md border-accent/40 border-l-4 border-l-accent bg-accent/10" : "rounded-tl-md border-ink-700 bg-ink-850"} ${message.hidden ? "opacity-70" : ""} ${highlighted ? "ring-2 ring-accent" : ""}`}
          >
            <p className={grouped ? "sr-only" : "flex flex-wrap items-baseline gap-x-2 text-sm"}>
              <span className="font-semibold break-words">{author}</span>
              {staffRole && !grouped ? <StaffBadge role={staffRole} /> : null}
              {grouped ? null : <MessageMeta message={message} timeZone={drawnAt?.timeZone} />}
              {mentionsMe ? <span className="sr-only">{answersReader ? "Replies to you" : "Mentions you"}</span> : null}
            </p>
            {message.hidden ? <p className="mt-1 text-xs font-semibold text-fg-muted">Hidden by a moderator: only you can see this message.</p> : null}
            {message.replyTo && !message.deleted ? <ReplyQuote id={message.replyTo} loaded={loaded} onJump={onJump} /> : null}
            {message.deleted ? (
              <p data-message-text className="text-sm italic text-fg-subtle">
                Message deleted
              </p>
            ) : editing ? (
              <EditMessage message={message} onDone={() => setEditing(false)} />
            ) : (
              <p data-message-text className="whitespace-pre-wrap break-words">
                <MessageText text={message.text} mentions={message.mentions} uid={uid} />
              </p>
            )}
            {grouped && (message.editedAt || message.pending) ? (
              <p className="flex gap-2">
                <MessageMeta message={message} timeZone={drawnAt?.timeZone} />
              </p>
            ) : null}
          </div>
        </MessageActions>
      </div>
    </li>
  );
}
