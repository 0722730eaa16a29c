"use client";

import { useCallback, useState, type ReactNode } from "react";
import type { ChatMessage, ReactionId } from "@/lib/community/message";
import { useReactions } from "@/lib/community/use-reactions";
import { actionLink } from "./action-link";
import { useChatConnection } from "./chat-connection";
import { ConfirmDelete, OwnMessageActions } from "./own-message-actions";
import { AddReactionButton, ReactionChips, ReactionPicker } from "./reactions";
import { ReportButton, ReportForm, ReportOutcomeNote, type ReportOutcome } from "./report-control";

type MessageActionsProps = {
  message: ChatMessage;
  /** The member reading: whose reactions show as theirs. */
  uid: string;
  mine: boolean;
  /** Reacting and replying: verified and not blocked. */
  canReact: boolean;
  canReport: boolean;
  editing: boolean;
  onReply: (message: ChatMessage) => void;
  onEdit: () => void;
  /** The page's moment, for a message drawn before the chat connected (see OwnMessageActions). */
  now?: Date;
  /** The toolbar is shown: the message was tapped (on a touch screen). */
  shown: boolean;
  /** The message's bubble. */
  children: ReactNode;
};

type Opened = "react" | "delete" | "report" | null;

// Over the message's top corner, as chat apps draw it. Seen on hover (with a mouse), while focus is in it
// (it stays in the tab order) and once the message is tapped; hidden, a touch cannot press it by chance.
const toolbarLook =
  "absolute -top-4 right-0 z-10 flex items-center gap-0.5 rounded-full border border-ink-600 bg-ink-850 p-0.5 shadow-card transition-opacity duration-150 group-first/item:top-0 focus-within:pointer-events-auto focus-within:opacity-100 motion-reduce:transition-none";
const toolbarHidden = "opacity-0 group-hover/message:opacity-100 [@media(hover:none)]:pointer-events-none";

/**
 * A message's bubble with what can be done to it: the reactions it has, under it (only when it has
 * some), and a toolbar of its actions (react, reply, edit and delete one's own, report another's),
 * with what each opens (the picker, the second ask before deleting, the report form) under the bubble.
 */
export function MessageActions({ message, uid, mine, canReact, canReport, editing, onReply, onEdit, now, shown, children }: MessageActionsProps) {
  const connection = useChatConnection();
  const connected = connection !== null;
  const { mine: given, toggle, failed } = useReactions(connection?.db ?? null, uid, message);
  const [opened, setOpened] = useState<Opened>(null);
  const [reported, setReported] = useState<ReportOutcome | null>(null);
  const close = useCallback(() => setOpened(null), []);
  const onReported = useCallback((outcome: ReportOutcome) => {
    setReported(outcome);
    setOpened(null);
  }, []);
  const flip = (which: Exclude<Opened, null>) => setOpened((current) => (current === which ? null : which));

  const live = !message.deleted && !message.hidden && !message.pending;
  const reacts = live && canReact;
  const replies = live && canReact && !editing;
  const owns = mine && live && !editing;
  const reports = !mine && !message.pending && !message.deleted && canReport && reported === null;
  const pick = (id: ReactionId) => {
    setOpened(null);
    void toggle(id);
  };

  return (
    <>
      <div className={`flex min-w-0 max-w-[min(100%,44rem)] flex-col ${mine ? "items-end" : "items-start"}`}>
        {children}
        {live ? <ReactionChips message={message} uid={uid} onPick={canReact ? (connected ? pick : null) : undefined} /> : null}
        {reacts && opened === "react" ? (
          <div className="mt-1">
            <ReactionPicker mine={given} onPick={pick} />
          </div>
        ) : null}
        {failed ? (
          <span role="alert" className="mt-1 text-xs text-danger">
            Your reaction was not saved. Try again.
          </span>
        ) : null}
        {owns && opened === "delete" ? <ConfirmDelete message={message} onKeep={close} /> : null}
        {reports && opened === "report" ? <ReportForm message={message} onDone={onReported} onCancel={close} /> : null}
        {reported ? <ReportOutcomeNote outcome={reported} /> : null}
      </div>
      {reacts || replies || owns || reports ? (
        <div className={`${toolbarLook} ${shown ? "opacity-100" : toolbarHidden}`}>
          {reacts ? <AddReactionButton connected={connected} picking={opened === "react"} onToggle={() => flip("react")} /> : null}
          {replies ? (
            <button
              type="button"
              disabled={!connected}
              onClick={() => onReply(message)}
              className={actionLink}
              aria-label={`Reply to ${message.name || "Member"}`}
            >
              Reply
            </button>
          ) : null}
          {owns ? <OwnMessageActions message={message} onEdit={onEdit} onDelete={() => flip("delete")} now={now} /> : null}
          {reports ? <ReportButton message={message} connected={connected} open={opened === "report"} onToggle={() => flip("report")} /> : null}
        </div>
      ) : null}
    </>
  );
}
