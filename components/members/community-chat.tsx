"use client";

import { ChatRoom } from "./chat/chat-room";
import { ChatPlacementContext, chatFrameHeight, type ChatPlacement } from "./chat/chat-placement";
import { CommunityClosed } from "./community-closed";
import { useMemberSession } from "./member-session";

/**
 * The community chat: newest message at the bottom, older pages on request (keeping the reader's place),
 * others' messages live, and a send box. It opens at a "New messages" divider when messages arrived
 * since the member last read, and records how far they have read once they see the newest. Text is
 * always rendered as text.
 */
export function CommunityChat({ placement }: { placement: ChatPlacement }) {
  const { verified } = useMemberSession();
  return verified ? (
    <ChatPlacementContext value={placement}>
      <ChatRoom heightClass={chatFrameHeight[placement]} />
    </ChatPlacementContext>
  ) : (
    <CommunityClosed title="Community chat" />
  );
}
