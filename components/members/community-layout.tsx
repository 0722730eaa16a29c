import type { ReactNode } from "react";

/** The dashboard's Community tab: the chat, and the directory beside it on wide screens. */
export function CommunityLayout({ chat, directory }: { chat: ReactNode; directory: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      {chat}
      {directory}
    </div>
  );
}
