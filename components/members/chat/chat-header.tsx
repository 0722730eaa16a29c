"use client";

import { useMemberSession } from "../member-session";
import { onlineLabel } from "@/lib/community/first-page";
import { useOnline } from "../use-online";
import { useFirstChat } from "./early-chat";

/** The chat's title, how many members are online, and who sees the messages. */
export function ChatHeader() {
  const { db } = useMemberSession();
  const online = useOnline(db);
  // Until the summary is read here, the count the server read with the first page.
  const first = useFirstChat();
  return <ChatTitle online={onlineLabel(online === undefined ? first?.online : online?.count)} />;
}

/** The header itself; `online` is empty until the count is known, and so is the dot beside it. */
export function ChatTitle({ online }: { online: string }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="chat-title" className="font-display text-2xl font-semibold">
          Community chat
        </h2>
        <p className="flex items-center gap-2 text-sm text-fg-muted" aria-live="polite">
          {online ? <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" /> : null}
          {online}
        </p>
      </div>
      <p className="mt-1 text-sm text-fg-muted">Everyone signed in sees these messages as they are posted.</p>
    </>
  );
}
