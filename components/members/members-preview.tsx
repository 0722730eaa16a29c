"use client";

import type { ReactNode } from "react";
import { onlineLabel } from "@/lib/community/first-page";
import { useSavedSession } from "@/lib/community/use-saved-chat";
import type { Role } from "@/lib/members/role";
import { ChatFrame } from "./chat/chat-frame";
import { ChatTitle } from "./chat/chat-header";
import { EarlyChatList, earlyChatOf, useFirstChat, type EarlyChat } from "./chat/early-chat";
import { ConnectingSendBox } from "./chat/send-box";
import { CommunityLayout, communityChatHeight } from "./community-layout";
import { useDashboardTab, DashboardTabs } from "./dashboard-tabs";

/** Which members' page is opening, for what it can show before the session is back. */
export type MembersPage = "chat" | "dashboard";

/** What a page can show of a member before the browser has their session back. */
function useEarlySession(): { email: string; role: Role; chat: EarlyChat; online: number | null; nonce?: string } | null {
  const first = useFirstChat();
  const stored = useSavedSession();
  if (first) return { email: first.email, role: first.role, chat: earlyChatOf(first), online: first.online, nonce: first.nonce };
  if (!stored) return null;
  const { user, messages } = stored;
  return { email: user.email, role: null, chat: { uid: user.uid, messages, unreadAfter: null, canAct: true, stale: true }, online: null };
}

/**
 * What a members' page shows while Firebase restores the session: the member's bar and the chat, from
 * the server's first page (rendered with the page, for a member with a server session) or else as this
 * browser last saw it, marked as updating; on the dashboard, on its Community tab. `loading` otherwise.
 */
export function MembersPreview({ page, loading, bar }: { page: MembersPage; loading: ReactNode; bar: (email: string, role: Role) => ReactNode }) {
  const early = useEarlySession();
  const [tab] = useDashboardTab();
  if (!early || (page === "dashboard" && tab !== "community")) return loading;
  const chat = (heightClass: string) => (
    <ChatFrame heightClass={heightClass} reversed header={<ChatTitle online={onlineLabel(early.online)} />} footer={<ConnectingSendBox nonce={early.nonce} />}>
      <EarlyChatList chat={early.chat} />
    </ChatFrame>
  );
  return (
    <>
      {bar(early.email, early.role)}
      {page === "chat" ? (
        chat("h-[60dvh]")
      ) : (
        <DashboardTabs
          panels={{
            overview: loading,
            community: <CommunityLayout chat={chat(communityChatHeight)} directory={null} />,
            help: loading,
            profile: loading,
          }}
        />
      )}
    </>
  );
}
