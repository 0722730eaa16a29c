import "@/lib/validation/jitless";
import { z } from "zod";
import type { ChatMessage } from "./live";
import { tallyReactions } from "./reactions";

/**
 * localStorage key of the chat's cached messages: the newest page the member last saw, so a return visit
 * shows it at once while the live query catches up. Signing out removes it.
 */
export const storedChatKey = "chatMessages";

export type ChatStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const time = z.number().int().nonnegative().nullable();
const storedMessage = z.object({
  id: z.string().min(1),
  text: z.string(),
  uid: z.string(),
  name: z.string(),
  photoURL: z.string(),
  sentAt: time,
  hidden: z.boolean(),
  editedAt: time,
  deleted: z.boolean(),
  reactions: z.unknown().transform((stored) => tallyReactions(stored)),
  replyTo: z.string().min(1).nullable(),
});
const storedChatSchema = z.object({ uid: z.string().min(1), messages: z.array(z.unknown()).max(50) });

/** A confirmed message as plain data (times in milliseconds, reactions as the store keeps them): kept in storage, sent from the server. */
export type StoredMessage = z.input<typeof storedMessage>;

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));
const toMs = (date: Date | null) => (date === null ? null : date.getTime());

/** `message` as plain data. */
export function toStoredMessage(message: ChatMessage): StoredMessage {
  // The tally is stored as the store keeps it (`<reaction>_<uid>: true`), so reading it back is the same parse.
  const reactions = Object.fromEntries(Object.entries(message.reactions).flatMap(([id, uids]) => (uids ?? []).map((who) => [`${id}_${who}`, true])));
  const { id, text, uid, name, photoURL, hidden, deleted, replyTo } = message;
  return { id, text, uid, name, photoURL, sentAt: toMs(message.sentAt), hidden, editedAt: toMs(message.editedAt), deleted, reactions, replyTo };
}

/** A message from its plain data; null when it is malformed. */
export function fromStoredMessage(stored: unknown): ChatMessage | null {
  const parsed = storedMessage.safeParse(stored);
  if (!parsed.success) return null;
  return { ...parsed.data, sentAt: toDate(parsed.data.sentAt), editedAt: toDate(parsed.data.editedAt), pending: false };
}

// Reading `window.localStorage` itself throws where storage is blocked.
function browserStorage(): ChatStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps `page` (the live newest page, in any order) as `uid`'s cached chat. Messages still on their way
 * are left out: only what the store confirmed is shown before it answers again.
 */
export function saveStoredChat(uid: string, page: readonly ChatMessage[], storage: ChatStorage | null = browserStorage()): void {
  if (!storage) return;
  const messages = page
    .filter((message) => !message.pending && message.sentAt)
    .sort((a, b) => (a.sentAt?.getTime() ?? 0) - (b.sentAt?.getTime() ?? 0))
    .map(toStoredMessage);
  try {
    storage.setItem(storedChatKey, JSON.stringify({ uid, messages }));
  } catch {
    // Full or blocked storage: the cache only saves a wait, never a reason to fail.
  }
}

/** `uid`'s cached chat, or null when there is none, it is someone else's or it is malformed. */
export function readStoredChat(uid: string, storage: ChatStorage | null = browserStorage()): ChatMessage[] | null {
  if (!storage) return null;
  try {
    const parsed = storedChatSchema.safeParse(JSON.parse(storage.getItem(storedChatKey) ?? "null"));
    if (!parsed.success || parsed.data.uid !== uid || parsed.data.messages.length === 0) return null;
    const messages = parsed.data.messages.map(fromStoredMessage);
    return messages.every((message) => message !== null) ? messages : null;
  } catch {
    return null;
  }
}

/** Forgets the cached chat: on sign-out, so nothing of the community stays behind on the device. */
export function clearStoredChat(storage: ChatStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(storedChatKey);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
