"use client";

import { useContext } from "react";
import { ChatPlacementContext } from "./chat-placement";

/**
 * The header itself; `online` is empty until the count is known, and so is the dot beside it. On the
 * chat's own page the page's heading names the chat (`chat-title`), and the count stands at the end of
 * that heading's line (the page's heading row is the nearest positioned box).
 */
export function ChatTitle({ online }: { online: string }) {
  const placement = useContext(ChatPlacementContext);
  const count = (
    <p
      className={`flex items-center gap-2 text-sm text-fg-muted ${placement === "page" ? "absolute top-0 right-1 h-9 sm:right-0 sm:h-11" : ""}`}
      aria-live="polite"
    >
      {online ? <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" /> : null}
      {online}
    </p>
  );
  if (placement === "page") return count;
  return (
    <div className="mb-2 sm:mb-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="chat-title" className="font-display text-xl font-semibold sm:text-2xl">
          Community chat
        </h2>
        {count}
      </div>
      <p className="mt-1 text-sm text-fg-muted max-sm:hidden">Everyone signed in sees these messages as they are posted.</p>
    </div>
  );
}
