import { createContext } from "react";

/**
 * Where the chat is drawn: on its own page, which it fills below the page's heading (the heading names
 * it), or in the dashboard's Community tab, a box of its own with its own heading beside the directory.
 */
export type ChatPlacement = "page" | "tab";

export const ChatPlacementContext = createContext<ChatPlacement>("tab");

/** The chat frame's height in each place: the history takes what its header and the send box leave. */
export const chatFrameHeight: Record<ChatPlacement, string> = {
  page: "min-h-0 flex-1",
  tab: "h-[75dvh] min-h-[28rem]",
};
