"use client";

import { useEffect, useEffectEvent, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { chatRows } from "@/lib/community/chat-layout";
import { staffSource } from "@/lib/community/staff";
import type { ChatMessage } from "@/lib/community/message";
import { useChatTimeline } from "@/lib/community/use-chat-timeline";
import { useCurrentNames } from "@/lib/community/use-current-names";
import { useLive } from "@/lib/firebase/use-live";
import { usePostMessage } from "@/lib/community/use-post-message";
import type { MentionRef } from "@/lib/community/mention-model";
import { markMentionRead } from "@/lib/community/mentions";
import { usePostingBlock } from "@/lib/community/use-posting-block";
import { usePostingPace } from "@/lib/community/use-posting-pace";
import { useReadMark } from "@/lib/community/use-read-mark";
import { useReplies } from "@/lib/community/use-replies";
import { useSeenMentions } from "@/lib/community/use-seen-mentions";
import { useMemberSession } from "../member-session";
import { BlockedNotice } from "./blocked-notice";
import { ChatFrame } from "./chat-frame";
import { ChatHeader } from "./chat-header";
import { ChatConnectionContext } from "./chat-connection";
import { ChatList } from "./chat-list";
import { OlderMessages } from "./older-messages";
import { PendingMessages } from "./pending-messages";
import { SendBox } from "./send-box";
import { EarlyChatOrLoading } from "./early-chat";
import { useChatScroll } from "./use-chat-scroll";
import { useJumpToMessage } from "./use-jump-to-message";

/**
 * A link to one message (`?message=<id>`, as a mention and its e-mail give): once the chat is ready,
 * `open` goes to it, once.
 */
function useOpenAtMessage(ready: boolean, open: (id: string) => Promise<void>) {
  const opened = useRef(false);
  const openNow = useEffectEvent(open);
  useEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    const id = new URLSearchParams(window.location.search).get("message");
    if (id) void openNow(id);
  }, [ready]);
}

/** The chat for a verified member: its history, live, and the send box (see `CommunityChat`). */
export function ChatRoom({ heightClass }: { heightClass: string }) {
  const { db, user, auth, role } = useMemberSession();
  const { timeline, messages, loadingOlder, exhausted } = useChatTimeline(db, user.uid);
  const named = useCurrentNames(messages);
  const readMark = useReadMark(db, user.uid, timeline);
  const ready = messages !== null && readMark.ready;
  const rows = useMemo(() => (named ? chatRows(named, { uid: user.uid, unreadAfter: readMark.unreadAfter }) : []), [named, user.uid, readMark.unreadAfter]);
  const replies = useReplies(timeline, named);
  const block = usePostingBlock(db, user.uid);
  const pace = usePostingPace(db, user.uid, role);
  const post = usePostMessage(db, auth, user);
  const staff = useLive(staffSource(db));
  const { list, unseen, loadOlder, onScroll, toNewest } = useChatScroll({ timeline, messages, uid: user.uid, ready, onNewestSeen: readMark.markNewest });
  useSeenMentions(db, user.uid, list);
  const jump = useJumpToMessage(list);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const connection = useMemo(() => ({ db, uid: user.uid }), [db, user.uid]);

  const reply = (message: ChatMessage) => {
    replies.startReply(message);
    messageBox.current?.focus();
  };
  const goToOriginal = async (id: string) => {
    if (await replies.findOriginal(id)) jump.jumpTo(id);
  };
  useOpenAtMessage(ready, async (id) => {
    void markMentionRead(db, user.uid, id);
    if (await replies.findOriginal(id)) jump.jumpTo(id);
  });
  const send = async (text: string, mentions: readonly MentionRef[] = []) => {
    const answered = replies.replyingTo;
    await post(text, { replyTo: answered ? { id: answered.id, uid: answered.uid } : undefined, mentions });
    replies.cancelReply();
  };

  return (
    <ChatFrame
      heightClass={heightClass}
      reversed={!ready}
      header={<ChatHeader />}
      listRef={list}
      onScroll={onScroll}
      overlay={
        unseen > 0 ? (
          <Button size="sm" onClick={toNewest} className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-card">
            {unseen === 1 ? "1 new message" : `${unseen} new messages`}
          </Button>
        ) : null
      }
      footer={
        <>
          <p role="status" className="mt-2 text-sm text-fg-muted empty:hidden">
            {replies.missing ? "That message is no longer in the chat." : ""}
          </p>
          {block.blocked ? <BlockedNotice block={block.blocked} /> : null}
          <SendBox textarea={messageBox} block={block} pace={pace} replyingTo={replies.replyingTo} onCancelReply={replies.cancelReply} onSend={send} />
        </>
      }
    >
      {!ready ? (
        <EarlyChatOrLoading uid={user.uid} />
      ) : (
        <>
          <OlderMessages exhausted={exhausted} empty={messages.length === 0} loading={loadingOlder} onLoad={loadOlder} />
          <ChatConnectionContext value={connection}>
            <ChatList
              rows={rows}
              uid={user.uid}
              staff={staff}
              canAct={!block.blocked}
              loaded={replies.loaded}
              onReply={reply}
              onJump={(id) => void goToOriginal(id)}
              highlighted={jump.highlighted}
            />
            <PendingMessages shown={messages} />
          </ChatConnectionContext>
        </>
      )}
    </ChatFrame>
  );
}
