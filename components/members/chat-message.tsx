"use client";

import { useEffect, useState, type FormEvent, type KeyboardEvent } from "react";
import type { Firestore } from "firebase/firestore";
import { Button } from "@/components/ui/button";
import { ReactionIcon } from "@/components/ui/reaction-icon";
import { isPermissionError } from "@/lib/community/cache";
import { canStillEdit, deleteChatMessage, editChatMessage, maxMessageLength } from "@/lib/community/chat";
import { fetchMessage, type ChatMessage } from "@/lib/community/live";
import { reactions, setReaction, type ReactionId } from "@/lib/community/reactions";
import { hasReported, reportMessage, reportNoteMax, reportReasons, type ReportReason } from "@/lib/community/reports";
import { initials } from "@/lib/members/member-name";
import { hasVisibleText } from "@/lib/members/visible-text";
import { chatRejections } from "./chat-rejections";
import { useMemberSession } from "./member-session";
import { StaffBadge } from "./staff-badge";

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const fullTimeFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const actionLink = "inline-flex min-h-6 items-center text-xs text-fg-subtle underline-offset-4 hover:text-fg hover:underline";

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
};

/**
 * One message: others' on the left with their avatar, the member's own on the right, tinted. A message
 * continuing its author's group shows neither name nor avatar (screen readers still hear the name).
 */
export function ChatItem({ message, mine, grouped, day, unreadDivider, highlighted, canReport, canReact, onReply, loaded, onJump, staffRole }: ChatItemProps) {
  const [editing, setEditing] = useState(false);
  const ownActions = mine && !message.pending && !message.hidden && !message.deleted && !editing;
  const live = !message.deleted && !message.hidden && !message.pending;
  const author = message.name || "Member";
  const meta = (
    <>
      {message.sentAt ? (
        <time dateTime={message.sentAt.toISOString()} title={fullTimeFormat.format(message.sentAt)} className="text-xs text-fg-subtle">
          {timeFormat.format(message.sentAt)}
        </time>
      ) : null}
      {message.editedAt && !message.deleted ? (
        <span className="text-xs text-fg-subtle" title={`Edited ${fullTimeFormat.format(message.editedAt)}`}>
          (edited)
        </span>
      ) : null}
      {message.pending ? <span className="text-xs text-fg-subtle">Sending…</span> : null}
    </>
  );
  return (
    <li data-message-id={message.id} tabIndex={-1} className={`outline-none ${grouped ? "mt-1" : "mt-4 first:mt-0"}`}>
      {day ? (
        <div role="separator" aria-label={day} className="mb-3 flex items-center gap-3 text-xs font-semibold text-fg-subtle before:h-px before:flex-1 before:bg-ink-700 after:h-px after:flex-1 after:bg-ink-700">
          <span aria-hidden="true">{day}</span>
        </div>
      ) : null}
      {unreadDivider ? (
        <div role="separator" aria-label="New messages" data-unread-divider className="mb-3 flex items-center gap-3 text-xs font-semibold text-accent after:h-px after:flex-1 after:bg-accent/60">
          <span aria-hidden="true">New messages</span>
        </div>
      ) : null}
      <div data-message-body className={`flex items-start gap-2 ${mine ? "flex-row-reverse" : ""}`}>
        {mine ? null : grouped ? (
          <span aria-hidden="true" className="w-8 shrink-0" />
        ) : (
          <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-700 text-xs font-semibold text-accent">
            {initials(message.name)}
          </span>
        )}
        <div
          className={`min-w-0 max-w-[min(100%,44rem)] rounded-2xl border px-3 py-2 ${mine ? "rounded-tr-md border-accent/30 bg-accent/10" : "rounded-tl-md border-ink-700 bg-ink-850"} ${message.hidden ? "opacity-70" : ""} ${highlighted ? "ring-2 ring-accent" : ""}`}
        >
          <p className={grouped ? "sr-only" : "flex flex-wrap items-baseline gap-x-2 text-sm"}>
            <span className="font-semibold break-words">{author}</span>
            {staffRole && !grouped ? <StaffBadge role={staffRole} /> : null}
            {grouped ? null : meta}
          </p>
          {message.hidden ? <p className="mt-1 text-xs font-semibold text-fg-muted">Hidden by a moderator: only you can see this message.</p> : null}
          {message.replyTo && !message.deleted ? <ReplyQuote id={message.replyTo} loaded={loaded} onJump={onJump} /> : null}
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
          {grouped && (message.editedAt || message.pending) ? <p className="flex gap-2">{meta}</p> : null}
          {live ? <Reactions message={message} canReact={canReact} /> : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-3 empty:hidden">
            {live && canReact && !editing ? (
              <button type="button" onClick={() => onReply(message)} className={actionLink} aria-label={`Reply to ${author}`}>
                Reply
              </button>
            ) : null}
            {ownActions ? <OwnMessageActions message={message} onEdit={() => setEditing(true)} /> : null}
            {!mine && !message.pending && !message.deleted && canReport ? <ReportControl message={message} /> : null}
          </div>
        </div>
      </div>
    </li>
  );
}

// Originals quoted by replies but not on screen, read once per page.
const originals = new WeakMap<Firestore, Map<string, Promise<ChatMessage | null>>>();

function originalOf(db: Firestore, id: string): Promise<ChatMessage | null> {
  const known = originals.get(db) ?? new Map<string, Promise<ChatMessage | null>>();
  originals.set(db, known);
  const found = known.get(id) ?? fetchMessage(db, id);
  known.set(id, found);
  return found;
}

/** The message a reply answers, quoted short: its author and the start of its text; a press goes to it. */
function ReplyQuote({ id, loaded, onJump }: { id: string; loaded: (id: string) => ChatMessage | undefined; onJump: (id: string) => void }) {
  const { db } = useMemberSession();
  const onScreen = loaded(id);
  const [fetched, setFetched] = useState<{ id: string; message: ChatMessage | null }>();
  useEffect(() => {
    if (onScreen) return;
    let current = true;
    void originalOf(db, id).then((message) => {
      if (current) setFetched({ id, message });
    });
    return () => {
      current = false;
    };
  }, [db, id, onScreen]);
  const original = onScreen ?? (fetched?.id === id ? fetched.message : undefined);
  const box = "mt-1 mb-1.5 block w-full rounded-lg border-l-2 px-2 py-1 text-left text-xs";
  if (original === undefined) return <span className={`${box} border-ink-600 text-fg-subtle`}>Replying to an earlier message</span>;
  if (original === null) return <span className={`${box} border-ink-600 italic text-fg-subtle`}>Replying to a message that is no longer available</span>;
  const name = original.name || "Member";
  const excerpt = original.deleted ? "Message deleted" : original.text;
  return (
    <button type="button" onClick={() => onJump(id)} className={`${box} border-accent/70 bg-ink-900/60 hover:bg-ink-900`} aria-label={`Replying to ${name}: “${excerpt.length > 80 ? `${excerpt.slice(0, 80)}…` : excerpt}”. Go to that message.`}>
      <span className="block font-semibold text-fg-muted">{name}</span>
      <span className={`line-clamp-2 break-words text-fg-subtle ${original.deleted ? "italic" : ""}`}>{excerpt}</span>
    </button>
  );
}

/**
 * The reactions on a message, counted live: each one a toggle for the member (pressed when theirs),
 * and a picker of the six. Members who cannot react (blocked, not verified) see the counts only.
 */
function Reactions({ message, canReact }: { message: ChatMessage; canReact: boolean }) {
  const { db, user } = useMemberSession();
  const [picking, setPicking] = useState(false);
  const [failed, setFailed] = useState(false);
  const shown = reactions.filter((reaction) => (message.reactions[reaction.id]?.length ?? 0) > 0);
  const mineFor = (id: ReactionId) => message.reactions[id]?.includes(user.uid) ?? false;

  async function toggle(id: ReactionId) {
    setPicking(false);
    setFailed(false);
    try {
      await setReaction(db, message.id, user.uid, id, !mineFor(id));
    } catch {
      setFailed(true);
    }
  }

  if (shown.length === 0 && !canReact) return null;
  const chip = "inline-flex min-h-7 min-w-7 items-center justify-center gap-1 rounded-full border px-2 text-xs";
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5">
      {shown.map((reaction) => {
        const count = message.reactions[reaction.id]?.length ?? 0;
        const mine = mineFor(reaction.id);
        const label = `${reaction.label}: ${count}${mine ? ", including you" : ""}`;
        const look = mine ? "border-accent bg-accent/15 text-fg" : "border-ink-600 text-fg-muted";
        return canReact ? (
          <button key={reaction.id} type="button" aria-pressed={mine} aria-label={label} title={label} onClick={() => void toggle(reaction.id)} className={`${chip} ${look} hover:border-accent/60`}>
            <ReactionIcon name={reaction.id} className="size-3.5" />
            <span aria-hidden="true">{count}</span>
          </button>
        ) : (
          <span key={reaction.id} role="img" aria-label={label} title={label} className={`${chip} ${look}`}>
            <ReactionIcon name={reaction.id} className="size-3.5" />
            <span aria-hidden="true">{count}</span>
          </span>
        );
      })}
      {canReact ? (
        <button type="button" aria-expanded={picking} aria-label="Add a reaction" title="Add a reaction" onClick={() => setPicking((open) => !open)} className={`${chip} border-transparent text-fg-subtle hover:border-ink-600 hover:text-fg`}>
          <ReactionIcon name="add-reaction" className="size-4" />
        </button>
      ) : null}
      {picking ? (
        <div role="group" aria-label="Reactions" className="flex flex-wrap gap-1 rounded-full border border-ink-600 bg-ink-900 p-1">
          {reactions.map((reaction) => (
            <button
              key={reaction.id}
              type="button"
              aria-pressed={mineFor(reaction.id)}
              aria-label={reaction.label}
              title={reaction.label}
              onClick={() => void toggle(reaction.id)}
              className={`grid size-8 place-items-center rounded-full ${mineFor(reaction.id) ? "bg-accent/15 text-fg" : "text-fg-muted hover:bg-ink-700 hover:text-fg"}`}
            >
              <ReactionIcon name={reaction.id} className="size-4" />
            </button>
          ))}
        </div>
      ) : null}
      {failed ? (
        <span role="alert" className="text-xs text-danger">
          Your reaction was not saved. Try again.
        </span>
      ) : null}
    </div>
  );
}


const editRejections = {
  lateEdit: "The 15 minutes for editing this message have passed. You can still delete it.",
  failed: "Your change was not saved. Check your connection and try again.",
} as const;

/** The author's own message, edited in place: Enter saves, Shift+Enter is a new line, Escape cancels. */
function EditMessage({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const { db } = useMemberSession();
  const [draft, setDraft] = useState(message.text);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = `edit-${message.id}`;

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (body === message.text) return onDone();
    if (body.length === 0) return setProblem("A message needs some text: to remove it, delete it instead.");
    if (body.length > maxMessageLength) return setProblem(chatRejections.tooLong);
    if (!hasVisibleText(body)) return setProblem(chatRejections.invisible);
    if (!canStillEdit(message.sentAt)) return setProblem(editRejections.lateEdit);
    setSaving(true);
    try {
      await editChatMessage(db, message.id, body);
      onDone();
    } catch (error) {
      // The draft stays for another try.
      setProblem(isPermissionError(error) && !canStillEdit(message.sentAt) ? editRejections.lateEdit : editRejections.failed);
    } finally {
      setSaving(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") return onDone();
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void save();
  };

  return (
    <form onSubmit={save} aria-label="Edit your message" className="mt-2 w-[min(36rem,70vw)] max-w-full space-y-2">
      <label htmlFor={id} className="sr-only">
        Your message
      </label>
      <textarea
        id={id}
        value={draft}
        rows={2}
        autoFocus
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-problem`}
        className="block w-full resize-y rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-fg focus:border-accent"
      />
      <p id={`${id}-problem`} role="alert" className="text-xs text-danger empty:hidden">
        {problem ?? ""}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}


/** Under the author's own message: edit (within 15 minutes) and delete (asked twice). */
function OwnMessageActions({ message, onEdit }: { message: ChatMessage; onEdit: () => void }) {
  const { db } = useMemberSession();
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<"idle" | "deleting" | "failed">("idle");

  async function remove() {
    setState("deleting");
    try {
      await deleteChatMessage(db, message.id);
    } catch {
      setState("failed");
    }
  }

  if (confirming) {
    return (
      <div role="group" aria-label="Delete this message?" className="flex basis-full flex-wrap items-center gap-2 text-xs">
        <span className="text-fg-muted">Delete this message? Everyone will see &quot;Message deleted&quot; in its place.</span>
        <Button size="sm" onClick={() => void remove()} disabled={state === "deleting"}>
          {state === "deleting" ? "Deleting…" : "Delete"}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
        {state === "failed" ? (
          <span role="alert" className="text-danger">
            It was not deleted. Check your connection and try again.
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <>
      {canStillEdit(message.sentAt) ? (
        <button type="button" onClick={onEdit} className={actionLink} aria-label="Edit your message">
          Edit
        </button>
      ) : null}
      <button type="button" onClick={() => setConfirming(true)} className={actionLink} aria-label="Delete your message">
        Delete
      </button>
    </>
  );
}


/** "Report" under another member's message: a reason, an optional note, once per message. */
function ReportControl({ message }: { message: ChatMessage }) {
  const { db, user } = useMemberSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "reported" | "already" | "failed" | "no-reason">("idle");
  const formId = `report-${message.id}`;

  async function openForm() {
    setOpen(true);
    if (await hasReported(db, message.id, user.uid)) setState("already");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setState("no-reason");
    setState("sending");
    setState(await reportMessage(db, { messageId: message.id, messageUid: message.uid, reporter: user.uid, reason, note }));
  }

  if (state === "reported" || state === "already") {
    return (
      <p role="status" className="basis-full text-xs text-fg-muted">
        {state === "reported" ? "Reported. A moderator will review this message." : "You have already reported this message."}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" onClick={() => void openForm()} className={actionLink} aria-label={`Report the message from ${message.name || "a member"}`}>
        Report
      </button>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Report this message" className="mt-2 basis-full space-y-3 rounded-xl border border-ink-600 p-3 text-sm">
      <fieldset>
        <legend className="font-semibold">What is wrong with this message?</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {reportReasons.map((option) => (
            <label key={option.id} className="flex items-center gap-2">
              <input type="radio" name={`${formId}-reason`} value={option.id} checked={reason === option.id} onChange={() => setReason(option.id)} aria-describedby={state === "no-reason" ? `${formId}-problem` : undefined} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${formId}-note`} className="text-xs text-fg-muted">
          Anything the moderators should know? (optional)
        </label>
        <input id={`${formId}-note`} value={note} maxLength={reportNoteMax} onChange={(event) => setNote(event.target.value)} className="mt-1 block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2" />
      </div>
      <p id={`${formId}-problem`} role="alert" className="text-xs text-danger">
        {state === "no-reason" ? "Choose what is wrong with the message." : state === "failed" ? "The report was not sent. Check your connection and try again." : ""}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={state === "sending"}>
          {state === "sending" ? "Sending…" : "Send report"}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

