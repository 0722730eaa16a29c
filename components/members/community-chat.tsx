"use client";

import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { markRead, maxMessageLength, messageSpacing, postChatMessage, spacingFor } from "@/lib/community/chat";
import { canModerate } from "@/lib/members/role";
import { chatRows } from "@/lib/community/chat-layout";
import { storedAuthor } from "@/lib/community/records";
import { ensureMember } from "@/lib/members/account";
import { hasVisibleText } from "@/lib/members/visible-text";
import { createChatTimeline } from "@/lib/community/chat-timeline";
import { blockSource, readBlock, chatPageSize, communityCache, membersSource, profileSource, readMarkSource, roomSource, staffSource, statsSource, type ChatMessage, type MemberBlock } from "@/lib/community/live";
import { useLive } from "@/lib/community/use-live";
import { isPermissionError } from "@/lib/community/cache";
import { ChatItem } from "./chat-message";
import { CommunityClosed } from "./community-closed";
import { chatRejections } from "./chat-rejections";
import { useMemberSession } from "./member-session";
import { useOnline } from "./use-online";

export { chatRejections };

/** The counter appears when this few characters are left. */
const counterFrom = 100;
const nearBottomPx = 80;
/** How long a message jumped to from a reply stays marked. */
const highlightMs = 2_500;
/** At most this many older pages (of 49) are loaded to reach the last message read, or a quoted one. */
const unreadPages = 2;
const quotePages = 10;

/** A message as shown, without the day separator or divider above it (which come and go as pages load). */
function messageBody(list: HTMLElement, id: string): HTMLElement | null {
  return list.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"] [data-message-body]`);
}

/**
 * The community chat: newest message at the bottom, older pages on request (keeping the reader's place),
 * others' messages live, and a send box. It opens at a "New messages" divider when messages arrived
 * since the member last read, and records how far they have read once they see the newest. Text is
 * always rendered as text.
 */
export function CommunityChat({ heightClass = "h-[60dvh]" }: { heightClass?: string }) {
  const { verified } = useMemberSession();
  return verified ? <ChatRoom heightClass={heightClass} /> : <CommunityClosed title="Community chat" />;
}

function ChatRoom({ heightClass }: { heightClass: string }) {
  const { db, user, auth, role } = useMemberSession();
  const timeline = useMemo(() => createChatTimeline(db, communityCache, user.uid), [db, user.uid]);
  const { messages, loadingOlder, exhausted } = useSyncExternalStore(timeline.subscribe, timeline.getSnapshot, timeline.getSnapshot);
  const profile = useLive(profileSource(db, user.uid));
  const stats = useLive(statsSource(db, user.uid));
  const block = useLive(blockSource(db, user.uid));
  const readMark = useLive(readMarkSource(db, user.uid));
  const room = useLive(roomSource(db));
  const staff = useLive(staffSource(db));
  // Staff are not held to the room's slow mode.
  const slowModeSeconds = canModerate(role) ? 0 : (room?.slowModeSeconds ?? 0);
  // A block read from the server after a refused send holds until the live block next changes.
  const [refusedBy, setRefusedBy] = useState<{ block: MemberBlock; live: MemberBlock | null | undefined } | null>(null);
  const blocked = block?.blocked ? block : refusedBy && refusedBy.live === block ? refusedBy.block : null;
  const online = useOnline(db);

  const list = useRef<HTMLDivElement>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  // Older messages go in above what the reader is looking at: this message stays exactly where it was.
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const shown = useRef<{ first?: string; last?: string }>({});
  const markedUpTo = useRef(0);
  const [unseen, setUnseen] = useState(0);
  // The read mark as it was when the chat opened: where the divider stays while the member reads on.
  const [opened, setOpened] = useState<{ unreadAfter: Date | null; ready: boolean } | null>(null);
  const [replyingTo, setReplyingTo] = useState<ChatMessage | null>(null);
  const [jump, setJump] = useState<{ id: string } | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [notice, setNotice] = useState("");

  // Each message under its author's current name: a rename shows on their earlier messages too (the
  // directory is read live anyway, beside the chat).
  const directory = useLive(membersSource(db));
  const named = useMemo(() => {
    const names = new Map((directory ?? []).map((member) => [member.id, member.name]));
    return messages?.map((message) => {
      const name = names.get(message.uid);
      return name && name !== message.name ? { ...message, name } : message;
    });
  }, [messages, directory]);
  const rows = useMemo(() => (named ? chatRows(named, { uid: user.uid, unreadAfter: opened?.unreadAfter ?? null }) : []), [named, user.uid, opened?.unreadAfter]);
  const byId = useMemo(() => new Map((named ?? []).map((message) => [message.id, message])), [named]);

  // Opening: the divider goes after the message last read. When every message of the first page is
  // unread, older pages are loaded first (a few at most) so it sits where the member stopped reading.
  if (opened === null && messages !== null && readMark !== undefined) {
    const unreadAfter = readMark;
    const confirmed = messages.filter((message) => !message.pending && message.sentAt);
    const allUnread = unreadAfter !== null && confirmed.length >= chatPageSize && confirmed.every((message) => (message.sentAt?.getTime() ?? 0) > unreadAfter.getTime());
    setOpened({ unreadAfter, ready: !allUnread });
  }
  const loadingUnread = useRef(false);
  useEffect(() => {
    if (!opened || opened.ready || loadingUnread.current) return;
    loadingUnread.current = true;
    const { unreadAfter } = opened;
    const reached = (loaded: readonly ChatMessage[]) => loaded.some((message) => !message.pending && message.sentAt !== null && unreadAfter !== null && message.sentAt.getTime() <= unreadAfter.getTime());
    void timeline.loadUntil(reached, { pages: unreadPages }).finally(() => setOpened({ unreadAfter, ready: true }));
  }, [opened, timeline]);
  const ready = messages !== null && opened?.ready === true;

  /** Records that the member has read up to the newest message, once they can see it. */
  function markIfRead() {
    const element = list.current;
    if (!element || !ready || document.visibilityState !== "visible") return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight >= nearBottomPx) return;
    const newest = messages.findLast((message) => !message.pending && message.sentAt)?.sentAt;
    if (!newest || newest.getTime() <= Math.max(markedUpTo.current, readMark?.getTime() ?? 0)) return;
    markedUpTo.current = newest.getTime();
    markRead(db, user.uid, newest).catch(() => {
      markedUpTo.current = 0;
    });
  }
  const markSeen = useEffectEvent(markIfRead);
  useEffect(() => {
    document.addEventListener("visibilitychange", markSeen);
    return () => document.removeEventListener("visibilitychange", markSeen);
  }, []);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !messages || !ready) return;
    const [first, last] = [messages[0]?.id, messages.at(-1)?.id];
    const previous = shown.current;
    shown.current = { first, last };
    const held = anchor.current;
    if (held && first !== held.id) {
      const body = messageBody(element, held.id);
      if (body) element.scrollTop += body.getBoundingClientRect().top - element.getBoundingClientRect().top - held.offset;
      anchor.current = null;
    }
    if (previous.last === undefined) {
      // Opening: at the "New messages" divider when there is one, else at the newest message.
      const divider = element.querySelector<HTMLElement>("[data-unread-divider]")?.closest("li");
      element.scrollTop = divider ? divider.offsetTop - 8 : element.scrollHeight;
    } else if (last !== previous.last) {
      // A new message at the bottom: follow it if the reader is at the bottom or wrote it.
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      const mine = messages.at(-1)?.uid === user.uid;
      if (mine || distance < nearBottomPx + 240) element.scrollTop = element.scrollHeight;
      else setUnseen((count) => count + 1);
    }
    markSeen();
  }, [messages, user.uid, ready]);

  // A jump from a reply's quote: the original centred, focused and marked for a moment.
  useLayoutEffect(() => {
    const element = list.current;
    if (!jump || !element) return;
    const item = element.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(jump.id)}"]`);
    if (!item) return;
    element.scrollTop = item.offsetTop - Math.max(0, (element.clientHeight - item.offsetHeight) / 2);
    item.focus({ preventScroll: true });
    setHighlighted(jump.id);
    const timer = window.setTimeout(() => setHighlighted(null), highlightMs);
    return () => window.clearTimeout(timer);
  }, [jump]);

  async function jumpTo(id: string) {
    setNotice("");
    const found = await timeline.loadUntil((loaded) => loaded.some((message) => message.id === id), { pages: quotePages });
    if (found) setJump({ id });
    else setNotice("That message is no longer in the chat.");
  }

  async function loadOlder() {
    const element = list.current;
    const first = messages?.[0];
    const body = element && first && messageBody(element, first.id);
    if (element && first && body) anchor.current = { id: first.id, offset: body.getBoundingClientRect().top - element.getBoundingClientRect().top };
    await timeline.loadOlder();
  }

  const onScroll = () => {
    const element = list.current;
    if (element && element.scrollHeight - element.scrollTop - element.clientHeight < nearBottomPx) setUnseen(0);
    markIfRead();
  };

  const jumpToNewest = () => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
    setUnseen(0);
  };

  const reply = (message: ChatMessage) => {
    setReplyingTo(message);
    messageBox.current?.focus();
  };

  return (
    <section aria-labelledby="chat-title" className="surface flex min-w-0 flex-col p-3 sm:p-6">
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
          className={`${heightClass} relative overflow-y-auto overscroll-contain rounded-xl border border-ink-700 bg-ink-900 p-2 outline-none focus-visible:ring-2 focus-visible:ring-accent sm:p-4`}
        >
          {!ready ? (
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
              <ol aria-label="Chat messages">
                {rows.map(({ message, grouped, day, unreadDivider }) => (
                  <ChatItem
                    key={message.id}
                    message={message}
                    mine={message.uid === user.uid}
                    grouped={grouped}
                    day={day}
                    unreadDivider={unreadDivider}
                    highlighted={highlighted === message.id}
                    canReport={!blocked}
                    canReact={!blocked}
                    onReply={reply}
                    loaded={(id) => byId.get(id)}
                    onJump={(id) => void jumpTo(id)}
                    staffRole={staff?.get(message.uid)}
                  />
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
      <p role="status" className="mt-2 text-sm text-fg-muted empty:hidden">
        {notice}
      </p>
      {blocked ? <BlockedNotice block={blocked} /> : null}
      <SendBox
        textarea={messageBox}
        blocked={Boolean(blocked)}
        spacingMs={spacingFor(stats?.joinedAt ?? null, slowModeSeconds)}
        slowModeSeconds={slowModeSeconds}
        lastPostedAt={stats?.lastMessageAt ?? null}
        replyingTo={replyingTo}
        onCancelReply={() => setReplyingTo(null)}
        onRefused={async () => {
          const current = await readBlock(db, user.uid).catch(() => null);
          if (!current?.blocked) return false;
          setRefusedBy({ block: current, live: block });
          return true;
        }}
        onSend={async (text) => {
          if (!auth.currentUser) throw new Error(chatRejections.signedOut);
          // The profile as stored is who the message is from; written now if a sign-up never finished.
          let author = profile ? { uid: user.uid, name: profile.name, photoURL: profile.photoURL } : await storedAuthor(db, user.uid);
          if (!author) {
            await ensureMember(db, user, true);
            author = await storedAuthor(db, user.uid);
          }
          if (!author) throw new Error(chatRejections.failed);
          await postChatMessage(db, author, text, replyingTo?.id);
          setReplyingTo(null);
        }}
      />
    </section>
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

type SendBoxProps = {
  onSend: (text: string) => Promise<void>;
  /** Asked when the store refuses a send the page did not expect refused: whether a block explains it. */
  onRefused: () => Promise<boolean>;
  blocked: boolean;
  spacingMs: number;
  /** The room's slow mode as it applies to this member (0: off, or staff). */
  slowModeSeconds: number;
  /** When the member's last message was stored, from any of their pages. */
  lastPostedAt: Date | null;
  textarea: RefObject<HTMLTextAreaElement | null>;
  replyingTo: ChatMessage | null;
  onCancelReply: () => void;
};

function SendBox({ onSend, onRefused, blocked, spacingMs, slowModeSeconds, lastPostedAt, textarea, replyingTo, onCancelReply }: SendBoxProps) {
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

  // The member's last message, from this page or another: the spacing runs from it.
  const lastPosted = () => Math.max(lastSent.current, lastPostedAt?.getTime() ?? 0);
  const slowMode = slowModeSeconds * 1000 >= spacingMs && slowModeSeconds > 0;
  const tooFast = () => {
    if (slowMode) return chatRejections.slowMode(Math.max(1, Math.ceil((lastPosted() + spacingMs - Date.now()) / 1000)));
    return spacingMs > messageSpacing.ms ? chatRejections.tooFastFirstDay : chatRejections.tooFast;
  };
  // Refused for the spacing: the refusal goes when the member may post again.
  const [waiting, setWaiting] = useState(false);
  const lastPostedMs = lastPostedAt?.getTime() ?? 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(
      () => {
        setWaiting(false);
        setProblem(null);
      },
      Math.max(0, Math.max(lastSent.current, lastPostedMs) + spacingMs - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [waiting, lastPostedMs, spacingMs]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (body.length === 0) return;
    if (blocked) return setProblem(chatRejections.blocked);
    if (body.length > maxMessageLength) return setProblem(chatRejections.tooLong);
    if (!hasVisibleText(body)) return setProblem(chatRejections.invisible);
    if (Date.now() - lastPosted() < spacingMs) {
      setWaiting(true);
      return setProblem(tooFast());
    }
    if (sending) return;
    setSending(true);
    setProblem(null);
    setWaiting(false);
    setText("");
    lastSent.current = Date.now();
    try {
      await onSend(body);
    } catch (error) {
      // What was typed comes back, so nothing is lost.
      setText((current) => (current === "" ? body : current));
      const message = error instanceof Error ? error.message : "";
      const refused = isPermissionError(error) && message !== chatRejections.signedOut;
      const asBlocked = refused && (blockedRef.current || (await onRefused()));
      setWaiting(refused && !asBlocked);
      setProblem(message === chatRejections.signedOut ? chatRejections.signedOut : asBlocked ? chatRejections.blocked : refused ? tooFast() : chatRejections.failed);
    } finally {
      setSending(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape" && replyingTo) return onCancelReply();
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={send} className="mt-4" aria-label="Send a message">
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      {replyingTo ? (
        <div className="mb-2 flex items-start gap-3 rounded-xl border-l-2 border-accent bg-ink-900 px-3 py-2 text-sm">
          <p id="chat-replying-to" className="min-w-0 flex-1">
            <span className="font-semibold">Replying to {replyingTo.name || "Member"}</span>
            <span className="block truncate text-xs text-fg-subtle">{replyingTo.text}</span>
          </p>
          <button type="button" onClick={onCancelReply} className="grid size-8 shrink-0 place-items-center rounded-full text-fg-subtle hover:bg-ink-700 hover:text-fg" aria-label="Cancel the reply">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2 sm:gap-3">
        <textarea
          ref={textarea}
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
          aria-describedby={replyingTo ? "chat-replying-to chat-message-help" : "chat-message-help"}
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
        {slowMode ? <p className="text-fg-muted">Slow mode: one message every {slowModeSeconds} seconds</p> : null}
        {left <= counterFrom ? (
          <p className={left < 0 ? "text-danger" : "text-fg-subtle"} aria-live="polite">
            {left >= 0 ? `${left} characters left` : `${-left} characters over the limit`}
          </p>
        ) : null}
      </div>
    </form>
  );
}
