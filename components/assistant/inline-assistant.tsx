"use client";

import dynamic from "next/dynamic";
import { assistantTexts } from "./texts";

/** The assistant inside a page (the dashboard's help tab): the same conversation as the floating one. */
export const InlineAssistant = dynamic(
  () =>
    import("./assistant-chat").then(({ AssistantChat }) => {
      function InlineChat() {
        return <AssistantChat variant="inline" />;
      }
      return InlineChat;
    }),
  {
    ssr: false,
    loading: () => (
      <p role="status" className="rounded-card border border-ink-700 bg-ink-900 p-6 text-sm text-fg-muted">
        {assistantTexts.loading}
      </p>
    ),
  },
);
