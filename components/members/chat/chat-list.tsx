"use client";

import type { Ref } from "react";
import type { ChatRow } from "@/lib/community/chat-layout";
import type { ChatMessage, StaffRoles } from "@/lib/community/message";
import { ChatItem, type ChatItemProps } from "./chat-item";
import { useShownActions } from "./use-shown-actions";

const ignore = () => {};

type ChatListProps = Pick<ChatItemProps, "uid" | "loaded" | "drawnAt"> & {
  rows: readonly ChatRow[];
  staff: StaffRoles | undefined;
  /** Reacting, replying and reporting are the member's (not blocked). */
  canAct: boolean;
  onReply?: (message: ChatMessage) => void;
  onJump?: (id: string) => void;
  highlighted?: string | null;
  /** The list is of a past visit's messages, being brought up to date. */
  busy?: boolean;
  listRef?: Ref<HTMLOListElement>;
};

/** The chat's messages as rows lay them out: the live chat's, and the same drawn before it connects. */
export function ChatList({ rows, uid, staff, canAct, loaded, onReply = ignore, onJump = ignore, highlighted = null, drawnAt, busy, listRef }: ChatListProps) {
  const [actionsShown, showActions] = useShownActions();
  return (
    <ol ref={listRef} aria-label="Chat messages" aria-busy={busy ? true : undefined}>
      {rows.map(({ message, grouped, day, unreadDivider }) => (
        <ChatItem
          key={message.id}
          message={message}
          mine={message.uid === uid}
          grouped={grouped}
          day={day}
          unreadDivider={unreadDivider}
          highlighted={highlighted === message.id}
          canReport={canAct}
          canReact={canAct}
          onReply={onReply}
          loaded={loaded}
          onJump={onJump}
          staffRole={staff?.get(message.uid)}
          uid={uid}
          drawnAt={drawnAt}
          actionsShown={actionsShown === message.id}
          onShowActions={(shown) => showActions(shown ? message.id : null)}
        />
      ))}
    </ol>
  );
}
