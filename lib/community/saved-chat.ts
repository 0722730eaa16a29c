import "@/lib/validation/jitless";
import { z } from "zod";
import { messageData, messageFromData, maxChatPage, type ChatMessage } from "./message";

/**
 * localStorage key of the chat saved in the browser: the newest page the member last saw, so a return
 * visit shows it at once while the live query catches up. Signing out removes it.
 */
export const savedChatKey = "chatMessages";

export type ChatStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const savedChat = z.object({ uid: z.string().min(1), messages: z.array(z.unknown()).max(maxChatPage) });

// Reading `window.localStorage` itself throws where storage is blocked.
function browserStorage(): ChatStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps `page` (the live newest page, in any order) as `uid`'s saved chat. Messages still on their way
 * are left out: only what the store confirmed is shown before it answers again.
 */
export function saveChat(uid: string, page: readonly ChatMessage[], storage: ChatStorage | null = browserStorage()): void {
  if (!storage) return;
  const messages = page
    .filter((message) => !message.pending && message.sentAt)
    .sort((a, b) => (a.sentAt?.getTime() ?? 0) - (b.sentAt?.getTime() ?? 0))
    .map(messageData);
  try {
    storage.setItem(savedChatKey, JSON.stringify({ uid, messages }));
  } catch {
    // Full or blocked storage: the cache only saves a wait, never a reason to fail.
  }
}

/** `uid`'s saved chat, or null when there is none, it is someone else's or it is malformed. */
export function readSavedChat(uid: string, storage: ChatStorage | null = browserStorage()): ChatMessage[] | null {
  if (!storage) return null;
  try {
    const parsed = savedChat.safeParse(JSON.parse(storage.getItem(savedChatKey) ?? "null"));
    if (!parsed.success || parsed.data.uid !== uid || parsed.data.messages.length === 0) return null;
    const messages = parsed.data.messages.map(messageFromData);
    return messages.every((message) => message !== null) ? messages : null;
  } catch {
    return null;
  }
}

/** Forgets the saved chat: on sign-out, so nothing of the community stays behind on the device. */
export function clearSavedChat(storage: ChatStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(savedChatKey);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
