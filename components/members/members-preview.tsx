"use client";

import type { ReactNode } from "react";
import { useStoredSession } from "@/lib/community/use-stored-chat";
import { ChatFrame } from "./chat/chat-frame";
import { ChatTitle } from "./chat/chat-header";
import { SendBoxWaiting } from "./chat/send-box";
import { StoredChatList } from "./chat/stored-chat";
import { CommunityLayout, communityChatHeight } from "./community-layout";
import { useDashboardTab, DashboardTabs } from "./dashboard-tabs";

/** Which members' page is opening, for what it can show before the session is back. */
export type MembersPage = "chat" | "dashboard";

/**
 * What a members' page shows while Firebase restores the session, for a member this browser knows:
 * their bar and the chat as they last saw it, marked as updating (the dashboard's Community tab as
 * well). `loading` otherwise, and on every other tab.
 */
export function MembersPreview({ page, loading, bar }: { page: MembersPage; loading: ReactNode; bar: (email: string) => ReactNode }) {
  const stored = useStoredSession();
  const [tab] = useDashboardTab();
  if (!stored || (page === "dashboard" && tab !== "community")) return loading;
  const { user, messages } = stored;
  const chat = (heightClass: string) => (
    <ChatFrame heightClass={heightClass} header={<ChatTitle online="" />} footer={<SendBoxWaiting />}>
      <StoredChatList uid={user.uid} messages={messages} />
    </ChatFrame>
  );
  return (
    <>
      {bar(user.email)}
      {page === "chat" ? (
        chat("h-[60dvh]")
      ) : (
        <DashboardTabs panels={{ overview: loading, community: <CommunityLayout chat={chat(communityChatHeight)} directory={null} />, help: loading, profile: loading }} />
      )}
    </>
  );
}
