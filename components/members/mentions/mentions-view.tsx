"use client";

import { useEffect, useState } from "react";
import Link from "@/components/layout/link";
import { Button } from "@/components/ui/button";
import { fetchMessage } from "@/lib/community/chat";
import { messagePath, type Mention } from "@/lib/community/mention-model";
import { loadOlderMentions, markAllMentionsRead, markMentionRead, mentionsSource } from "@/lib/community/mentions";
import type { ChatMessage } from "@/lib/community/message";
import { formatIn } from "@/lib/community/time-formats";
import { describeError } from "@/lib/http/describe-error";
import { useLive } from "@/lib/firebase/use-live";
import { reportError } from "@/lib/resilience/report-error";
import { MessageText } from "../chat/message-text";
import { MemberAvatar } from "../member-avatar";
import { useMemberSession } from "../member-session";

/** A message as a mention shows it: undefined while it is read, null when it is no longer there to see. */
type Shown = ChatMessage | null | undefined;

/** The messages of the mentions on screen, each read once (a page at a time, as the list grows). */
function useMentionedMessages(mentions: readonly Mention[]): ReadonlyMap<string, ChatMessage | null> {
  const { db } = useMemberSession();
  const [messages, setMessages] = useState<ReadonlyMap<string, ChatMessage | null>>(new Map());
  const wanted = mentions
    .map((mention) => mention.messageId)
    .filter((id) => !messages.has(id))
    .join(" ");
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void Promise.all(wanted.split(" ").map(async (id) => [id, await fetchMessage(db, id)] as const)).then((read) => {
      if (current) setMessages((known) => new Map([...known, ...read]));
    });
    return () => {
      current = false;
    };
  }, [db, wanted]);
  return messages;
}

function Excerpt({ message, uid }: { message: Shown; uid: string }) {
  if (message === undefined) return <span className="text-fg-subtle">Loading the message…</span>;
  if (message === null || message.hidden) return <span className="text-fg-subtle italic">This message is no longer in the chat.</span>;
  if (message.deleted) return <span className="text-fg-subtle italic">Its author deleted this message.</span>;
  return (
    <span className="line-clamp-2 break-words whitespace-pre-line">
      <MessageText text={message.text} mentions={message.mentions} uid={uid} linked={false} />
    </span>
  );
}

function MentionItem({ mention, message, uid, onOpen }: { mention: Mention; message: Shown; uid: string; onOpen: () => void }) {
  const full = formatIn(undefined, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
  const what = mention.kind === "reply" ? "replied to you" : "mentioned you";
  return (
    <li>
      <Link
        href={messagePath(mention.messageId)}
        onClick={onOpen}
        data-mention={mention.messageId}
        className={`flex gap-3 rounded-xl border px-4 py-3 hover:border-accent focus-visible:border-accent ${
          mention.read ? "border-ink-700" : "border-accent/60 bg-accent/10"
        }`}
      >
        <MemberAvatar name={mention.fromName} photoURL={message?.photoURL ?? ""} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-fg">{mention.fromName}</span>
            <span className="text-sm text-fg-muted">{what}</span>
            {mention.at ? (
              <time dateTime={mention.at.toISOString()} className="text-xs text-fg-subtle">
                {full.format(mention.at)}
              </time>
            ) : null}
            {mention.read ? null : (
              <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-ink">
                New<span className="sr-only">, unread</span>
              </span>
            )}
          </span>
          <span className="mt-1 block text-sm text-fg">
            <Excerpt message={message} uid={uid} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The member's mentions, newest first, live, with older ones a page at a time: who named them (or
 * answered them), when, the message, and the way to it in the chat, which marks the mention read.
 */
export function MentionsView() {
  const { db, user } = useMemberSession();
  const newest = useLive(mentionsSource(db, user.uid));
  const [older, setOlder] = useState<{ mentions: Mention[]; more: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState("");
  const [marking, setMarking] = useState(false);
  const newestIds = new Set(newest?.mentions.map((mention) => mention.messageId));
  const mentions = [...(newest?.mentions ?? []), ...(older?.mentions ?? []).filter((mention) => !newestIds.has(mention.messageId))];
  const more = older ? older.more : (newest?.more ?? false);
  const messages = useMentionedMessages(mentions);

  if (!newest) {
    return (
      <p role="status" className="text-fg-muted">
        Loading your mentions…
      </p>
    );
  }

  const showOlder = async () => {
    const oldest = mentions.at(-1);
    if (!oldest) return;
    setLoading(true);
    setProblem("");
    try {
      const page = await loadOlderMentions(db, user.uid, oldest);
      setOlder((shown) => ({ mentions: [...(shown?.mentions ?? []), ...page.mentions], more: page.more }));
    } catch (error) {
      reportError(error, { source: "community:mentions" });
      setProblem(`Older mentions could not be loaded (${describeError(error)}). Try again.`);
    } finally {
      setLoading(false);
    }
  };
  const markAll = async () => {
    setMarking(true);
    setProblem("");
    try {
      await markAllMentionsRead(db, user.uid);
      setOlder((shown) => shown && { ...shown, mentions: shown.mentions.map((mention) => ({ ...mention, read: true })) });
    } catch (error) {
      reportError(error, { source: "community:mentions" });
      setProblem("Your mentions could not be marked read. Check your connection and try again.");
    } finally {
      setMarking(false);
    }
  };
  const unread = mentions.some((mention) => !mention.read);

  return (
    <section aria-labelledby="mentions-heading" className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mentions-heading" className="font-display text-xl font-semibold">
          When someone names you or answers you in the chat
        </h2>
        {unread ? (
          <Button variant="secondary" size="sm" onClick={markAll} disabled={marking}>
            {marking ? "Marking…" : "Mark all as read"}
          </Button>
        ) : null}
      </div>
      {mentions.length === 0 ? (
        <p className="mt-6 text-fg-muted">
          No mentions yet. When someone writes @ and your name in the <Link href="/community-chat">community chat</Link>, or replies to one of your messages, it
          shows here.
        </p>
      ) : (
        <ol className="mt-6 space-y-3" aria-label="Your mentions, newest first">
          {mentions.map((mention) => (
            <MentionItem
              key={mention.messageId}
              mention={mention}
              message={messages.get(mention.messageId)}
              uid={user.uid}
              onOpen={() => void markMentionRead(db, user.uid, mention.messageId)}
            />
          ))}
        </ol>
      )}
      <p role="alert" className="mt-4 text-sm text-danger empty:hidden">
        {problem}
      </p>
      {more ? (
        <Button variant="secondary" onClick={showOlder} disabled={loading} className="mt-6">
          {loading ? "Loading…" : "Show older mentions"}
        </Button>
      ) : null}
    </section>
  );
}
