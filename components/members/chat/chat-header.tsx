"use client";

import { useMemberSession } from "../member-session";
import { onlineLabel } from "@/lib/community/first-page";
import { useOnline } from "../use-online";
import { ChatTitle } from "./chat-title";
import { useFirstChat } from "./early-chat";

/** The chat's title, how many members are online, and who sees the messages. */
export function ChatHeader() {
  const { db } = useMemberSession();
  const online = useOnline(db);
  // Until the summary is read here, the count the server read with the first page.
  const first = useFirstChat();
  return <ChatTitle online={onlineLabel(online === undefined ? first?.online : online?.count)} />;
}
