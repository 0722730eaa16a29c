"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { createChatHandover, type ChatHandover } from "@/lib/community/chat-handover";

const ChatHandoverContext = createContext<ChatHandover | null>(null);

/** Gives the members' page one hand-over from the chat drawn before connecting to the live one. */
export function ChatHandoverProvider({ children }: { children: ReactNode }) {
  const [handover] = useState(createChatHandover);
  return <ChatHandoverContext value={handover}>{children}</ChatHandoverContext>;
}

/** The page's hand-over (see lib/community/chat-handover.ts); only inside MembersGate. */
export function useChatHandover(): ChatHandover {
  const handover = useContext(ChatHandoverContext);
  if (!handover) throw new Error("useChatHandover is used outside MembersGate");
  return handover;
}
