"use client";

import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { canStillEdit, deleteChatMessage, editChatMessage, maxMessageLength, messageSpacing, postChatMessage, spacingFor } from "@/lib/community/chat";
import { storedAuthor } from "@/lib/community/records";
import { ensureMember } from "@/lib/members/account";
import { hasVisibleText } from "@/lib/members/visible-text";
import { createChatTimeline } from "@/lib/community/chat-timeline";
import { blockSource, communityCache, profileSource, statsSource, type ChatMessage, type MemberBlock } from "@/lib/community/live";
import { reactions, setReaction, type ReactionId } from "@/lib/community/reactions";
import { ReactionIcon } from "@/components/ui/reaction-icon";
import { hasReported, reportMessage, reportNoteMax, reportReasons, type ReportReason } from "@/lib/community/reports";
import { useLive } from "@/lib/community/use-live";
import { initials } from "@/lib/members/member-name";
import { isPermissionError } from "@/lib/community/cache";
import { useMemberSession } from "./member-session";
import { useOnline } from "./use-online";

const timeFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
/** The counter appears when this few characters are left. */
const counterFrom = 100;
const nearBottomPx = 80;

export const chatRejections = {
  blocked: "You can't post: a moderator has blocked your account from posting.",
  tooFast: "Slow down: one message every 2 seconds",
  tooFastFirstDay: "Slow down: in your first day here, one message every 10 seconds",
  invisible: "Write something visible: this message is only blank or invisible characters.",
  unverified: "You can post once your e-mail address is verified: open the link we sent you.",
  tooLong: "Message too long",
  signedOut: "Signed out",
  failed: "Your message was not sent. Check your connection and try again.",
} as const;

/**
 * The community chat: newest message at the bottom, older pages on request (keeping the reader's place),
 * others' messages live, and a send box. Text is always rendered as text.
 */
export function CommunityChat({ heightClass = "h-[60dvh]" }: { heightClass?: string }) {
  const { db, user, auth, verified } = useMemberSession();
  const timeline = useMemo(() => createChatTimeline(db, communityCache, user.uid), [db, user.uid]);
  const { messages, loadingOlder, exhausted } = useSyncExternalStore(timeline.subscribe, timeline.getSnapshot, timeline.getSnapshot);
  const profile = useLive(profileSource(db, user.uid));
  const stats = useLive(statsSource(db, user.uid));
  const block = useLive(blockSource(db, user.uid));
  const blocked = block?.blocked ? block : null;
  const online = useOnline(db);

  const list = useRef<HTMLDivElement>(null);
  // Older messages go in above what the reader is looking at: this message stays exactly where it was.
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const shown = useRef<{ first?: string; last?: string }>({});
  const [unseen, setUnseen] = useState(0);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !messages) return;
    const [first, last] = [messages[0]?.id, messages.at(-1)?.id];
    const previous = shown.current;
    shown.current = { first, last };
    const held = anchor.current;
    if (held && first !== held.id) {
      const item = element.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(held.id)}"]`);
      if (item) element.scrollTop = item.offsetTop - held.offset;
      anchor.current = null;
    }
    if (previous.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (last !== previous.last) {
      // A new message at the bottom: follow it if the reader is at the bottom or wrote it.
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      const mine = messages.at(-1)?.uid === user.uid;
      if (mine || distance < nearBottomPx + 240) element.scrollTop = element.scrollHeight;
      else setUnseen((count) => count + 1);
    }
  }, [messages, user.uid]);

  async function loadOlder() {
    const element = list.current;
    const first = messages?.[0];
    const item = first && element?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(first.id)}"]`);
    if (element && first && item) anchor.current = { id: first.id, offset: item.offsetTop - element.scrollTop };
    await timeline.loadOlder();
  }

  const onScroll = () => {
    const element = list.current;
    if (element && element.scrollHeight - element.scrollTop - element.clientHeight < nearBottomPx) setUnseen(0);
  };

  const jumpToNewest = () => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
    setUnseen(0);
  };

  return (
    <section aria-labelledby="chat-title" className="surface flex max-w-3xl flex-col p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="chat-title" className="font-display text-2xl font-semibold">
          Community chat
        </h2>
        <p className="flex items-center gap-2 text-sm text-fg-muted" aria-live="polite">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
          {online === undefined ? "" : online.size === 1 ? "1 member online" : `${online.size} members online`}
        </p>
      </div>
      <p className="mt-1 text-sm text-fg-muted">Everyone signed in sees these messages as they are posted.</p>
      <div className="relative mt-4">
        <div
          ref={list}
          onScroll={onScroll}
          tabIndex={0}
          aria-label="Chat history"
          role="region"
          className={`${heightClass} relative overflow-y-auto overscroll-contain rounded-xl border border-ink-700 bg-ink-900 p-3 outline-none focus-visible:ring-2 focus-visible:ring-accent`}
        >
          {messages === null ? (
            <p role="status" className="text-fg-muted">
              Loading...
            </p>
          ) : (
            <>
              <div className="mb-3 flex justify-center">
                {exhausted ? (
                  <p className="text-xs text-fg-subtle">The beginning of the conversation</p>
                ) : messages.length > 0 ? (
                  <Button variant="ghost" size="sm" onClick={loadOlder} disabled={loadingOlder}>
                    {loadingOlder ? "Loading..." : "Load older messages"}
                  </Button>
                ) : (
                  <p className="text-sm text-fg-muted">No messages yet: say hello.</p>
                )}
              </div>
              <ol aria-label="Chat messages" className="space-y-3">
                {messages.map((message) => (
                  <ChatItem key={message.id} message={message} mine={message.uid === user.uid} canReport={!blocked} canReact={!blocked && verified} />
                ))}
              </ol>
            </>
          )}
        </div>
        {unseen > 0 ? (
          <Button size="sm" onClick={jumpToNewest} className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-card">
            {unseen === 1 ? "1 new message" : `${unseen} new messages`}
          </Button>
        ) : null}
      </div>
      {blocked ? <BlockedNotice block={blocked} /> : null}
      {verified ? (
        <SendBox
          blocked={Boolean(blocked)}
          spacingMs={spacingFor(stats?.joinedAt ?? null)}
          onSend={async (text) => {
            if (!auth.currentUser) throw new Error(chatRejections.signedOut);
            // The profile as stored is who the message is from; written now if a sign-up never finished.
            let author = profile ? { uid: user.uid, name: profile.name, photoURL: profile.photoURL } : await storedAuthor(db, user.uid);
            if (!author) {
              await ensureMember(db, user);
              author = await storedAuthor(db, user.uid);
            }
            if (!author) throw new Error(chatRejections.failed);
            await postChatMessage(db, author, text);
          }}
        />
      ) : (
        <p role="status" className="mt-4 rounded-xl border border-ink-600 p-4 text-sm text-fg-muted">
          {chatRejections.unverified} It went to <strong className="text-fg">{user.email}</strong>; the note at the top of the page sends it again.
        </p>
      )}
    </section>
  );
}

function ChatItem({ message, mine, canReport, canReact }: { message: ChatMessage; mine: boolean; canReport: boolean; canReact: boolean }) {
  const [editing, setEditing] = useState(false);
  const ownActions = mine && !message.pending && !message.hidden && !message.deleted;
  return (
    <li data-message-id={message.id} className={`flex gap-3 rounded-xl p-3 ${mine ? "bg-ink-800" : "border border-ink-700"} ${message.hidden ? "opacity-70" : ""}`}>
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-700 text-xs font-semibold text-accent">
        {initials(message.name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{message.name || "Member"}</span>
          {message.sentAt ? (
            <time dateTime={message.sentAt.toISOString()} className="text-xs text-fg-subtle">
              {timeFormat.format(message.sentAt)}
            </time>
          ) : null}
          {message.editedAt && !message.deleted ? (
            <span className="text-xs text-fg-subtle" title={`Edited ${timeFormat.format(message.editedAt)}`}>
              (edited)
            </span>
          ) : null}
          {message.pending ? <span className="text-xs text-fg-subtle">Sending…</span> : null}
        </p>
        {message.hidden ? (
          <p className="mt-1 text-xs font-semibold text-fg-muted">Hidden by a moderator: only you can see this message.</p>
        ) : null}
        {message.deleted ? (
          <p data-message-text className="mt-1 text-sm italic text-fg-subtle">
            Message deleted
          </p>
        ) : editing ? (
          <EditMessage message={message} onDone={() => setEditing(false)} />
        ) : (
          <p data-message-text className="mt-1 whitespace-pre-wrap break-words">
            {message.text}
          </p>
        )}
        {!message.deleted && !message.hidden && !message.pending ? <Reactions message={message} canReact={canReact} /> : null}
        {ownActions && !editing ? <OwnMessageActions message={message} onEdit={() => setEditing(true)} /> : null}
        {!mine && !message.pending && !message.deleted && canReport ? <ReportControl message={message} /> : null}
      </div>
    </li>
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
    <form onSubmit={save} aria-label="Edit your message" className="mt-2 space-y-2">
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
  const link = "inline-flex min-h-6 items-center text-xs text-fg-subtle underline-offset-4 hover:text-fg hover:underline";

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
      <div role="group" aria-label="Delete this message?" className="mt-2 flex flex-wrap items-center gap-2 text-xs">
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
    <div className="mt-1 flex gap-3">
      {canStillEdit(message.sentAt) ? (
        <button type="button" onClick={onEdit} className={link} aria-label="Edit your message">
          Edit
        </button>
      ) : null}
      <button type="button" onClick={() => setConfirming(true)} className={link} aria-label="Delete your message">
        Delete
      </button>
    </div>
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
      <p role="status" className="mt-2 text-xs text-fg-muted">
        {state === "reported" ? "Reported. A moderator will review this message." : "You have already reported this message."}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" onClick={() => void openForm()} className="mt-1 text-xs text-fg-subtle underline-offset-4 hover:text-fg hover:underline" aria-label={`Report the message from ${message.name || "a member"}`}>
        Report
      </button>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Report this message" className="mt-3 space-y-3 rounded-xl border border-ink-600 p-3 text-sm">
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

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** Why a blocked member cannot post, in place of nothing at all. */
function BlockedNotice({ block }: { block: MemberBlock }) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-danger/60 bg-danger/10 p-4 text-sm">
      <p className="font-semibold">A moderator has blocked your account from posting{block.at ? ` (since ${dayFormat.format(block.at)})` : ""}.</p>
      <p className="mt-1">Reason: {block.reason || "not given"}</p>
      <p className="mt-1 text-fg-muted">
        You can still read the chat. If you think this is a mistake, <a href="/contact?subject=Community%20block" className="text-accent underline underline-offset-4">write to us</a>.
      </p>
    </div>
  );
}

function SendBox({ onSend, blocked, spacingMs }: { onSend: (text: string) => Promise<void>; blocked: boolean; spacingMs: number }) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastSent = useRef(0);
  // A block can arrive while a send is on its way: its refusal is then explained as the block.
  const blockedRef = useRef(blocked);
  useEffect(() => {
    blockedRef.current = blocked;
  }, [blocked]);
  // Unblocked: the refusal no longer holds.
  if (!blocked && problem === chatRejections.blocked) setProblem(null);
  const left = maxMessageLength - text.length;

  const tooFast = spacingMs > messageSpacing.ms ? chatRejections.tooFastFirstDay : chatRejections.tooFast;
  useEffect(() => {
    if (problem !== chatRejections.tooFast && problem !== chatRejections.tooFastFirstDay) return;
    const timer = window.setTimeout(() => setProblem(null), Math.max(0, lastSent.current + spacingMs - Date.now()));
    return () => window.clearTimeout(timer);
  }, [problem, spacingMs]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (body.length === 0) return;
    if (blocked) return setProblem(chatRejections.blocked);
    if (body.length > maxMessageLength) return setProblem(chatRejections.tooLong);
    if (!hasVisibleText(body)) return setProblem(chatRejections.invisible);
    if (Date.now() - lastSent.current < spacingMs) return setProblem(tooFast);
    if (sending) return;
    setSending(true);
    setProblem(null);
    setText("");
    lastSent.current = Date.now();
    try {
      await onSend(body);
    } catch (error) {
      // What was typed comes back, so nothing is lost.
      setText((current) => (current === "" ? body : current));
      const message = error instanceof Error ? error.message : "";
      setProblem(message === chatRejections.signedOut ? chatRejections.signedOut : isPermissionError(error) ? (blockedRef.current ? chatRejections.blocked : tooFast) : chatRejections.failed);
    } finally {
      setSending(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={send} className="mt-4" aria-label="Send a message">
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-3">
        <textarea
          id="chat-message"
          rows={2}
          value={text}
          placeholder="Write a message. Enter sends, Shift+Enter starts a new line."
          onChange={(event) => {
            setText(event.target.value);
            if (problem === chatRejections.tooLong && event.target.value.trim().length <= maxMessageLength) setProblem(null);
            if (problem === chatRejections.invisible) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={left < 0 ? true : undefined}
          aria-describedby="chat-message-help"
          className="block min-h-12 w-full resize-y rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-danger"
        />
        <Button type="submit" disabled={sending || text.trim().length === 0}>
          Send
        </Button>
      </div>
      <div id="chat-message-help" className="mt-2 flex min-h-5 flex-wrap justify-between gap-2 text-xs">
        <p role="alert" className="text-danger">
          {problem ?? ""}
        </p>
        {left <= counterFrom ? (
          <p className={left < 0 ? "text-danger" : "text-fg-subtle"} aria-live="polite">
            {left >= 0 ? `${left} characters left` : `${-left} characters over the limit`}
          </p>
        ) : null}
      </div>
    </form>
  );
}
