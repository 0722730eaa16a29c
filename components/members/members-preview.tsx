"use client";

import type { ReactNode } from "react";
import { onlineLabel } from "@/lib/community/first-page";
import { useSavedSession } from "@/lib/community/use-saved-chat";
import type { Role } from "@/lib/members/role";
import type { ReturnedMessage } from "@/lib/community/chat-sends";
import { ChatFrame } from "./chat/chat-frame";
import { ChatTitle } from "./chat/chat-title";
import { EarlyChatList, earlyChatOf, useFirstChat, type EarlyChat } from "./chat/early-chat";
import { ConnectingSendBox } from "./chat/connecting-send-box";
import { ChatPlacementContext, chatFrameHeight, type ChatPlacement } from "./chat/chat-placement";
import { CommunityLayout } from "./community-layout";
import { useDashboardTab, DashboardTabs } from "./dashboard-tabs";

/** Which members' page is opening, for what it can show before the session is back. */
export type MembersPage = "chat" | "dashboard";

/** What a page can show of a member before the browser has their session back. */
function useEarlySession(): { email: string; role: Role; chat: EarlyChat; online: number | null; nonce?: string; returned?: ReturnedMessage | null } | null {
  const first = useFirstChat();
  const stored = useSavedSession();
  if (first) return { email: first.email, role: first.role, chat: earlyChatOf(first), online: first.online, nonce: first.nonce, returned: first.returned };
  if (!stored) return null;
  const { user, messages } = stored;
  return { email: user.email, role: null, chat: { uid: user.uid, messages, unreadAfter: null, canAct: true, stale: true }, online: null };
}

/**
 * What a members' page shows while Firebase restores the session: the account menu and the chat, from
 * the server's first page (rendered with the page, for a member with a server session) or else as this
 * browser last saw it, marked as updating; on the dashboard, on its Community tab. `loading` otherwise.
 */
export function MembersPreview({ page, loading, account }: { page: MembersPage; loading: ReactNode; account: (email: string, role: Role) => ReactNode }) {
  const early = useEarlySession();
  const [tab] = useDashboardTab();
  if (!early || (page === "dashboard" && tab !== "community")) return loading;
  const chat = (placement: ChatPlacement) => (
    <ChatPlacementContext value={placement}>
      <ChatFrame
        heightClass={chatFrameHeight[placement]}
        reversed
        header={<ChatTitle online={onlineLabel(early.online)} />}
        footer={<ConnectingSendBox nonce={early.nonce} returned={early.returned} />}
      >
        <EarlyChatList chat={early.chat} />
      </ChatFrame>
    </ChatPlacementContext>
  );
  return (
    <>
      {account(early.email, early.role)}
      {page === "chat" ? (
        chat("page")
      ) : (
        <DashboardTabs
          panels={{
            overview: loading,
            community: <CommunityLayout chat={chat("tab")} directory={null} />,
            help: loading,
            profile: loading,
          }}
        />
      )}
    </>
  );
}
