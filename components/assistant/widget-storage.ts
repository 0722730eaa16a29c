import type { UIMessage } from "ai";
import type { MessageText } from "@/lib/assistant/request";

/**
 * What the widget keeps in localStorage: the conversation (restored on the next visit), each answer's
 * rating, and the visitor's questions of the last 24 hours for the chat limit.
 */
export const storageKeys = {
  messages: "northbeam:assistant:messages",
  ratings: "northbeam:assistant:ratings",
  sent: "northbeam:assistant:sent",
  limit: "northbeam:assistant:limit",
} as const;

export const defaultChatLimit = 20;
export const limitWindowMs = 24 * 60 * 60 * 1000;
/** Older messages are dropped from storage beyond this many. */
export const keptMessages = 60;

export type Rating = "helpful" | "not-helpful";
type StoredPart = MessageText["parts"][number];
export type StoredMessage = MessageText & {
  id: string;
  metadata?: { answerId?: string; provider?: string; sources?: { title: string; url: string }[]; shape?: string };
};
/** A message of the assistant's conversation, as the chat holds it. */
export type AssistantMessage = UIMessage<NonNullable<StoredMessage["metadata"]>>;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

function read(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the chat still works for this visit.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function toStoredMessage(value: unknown): StoredMessage | undefined {
  if (!isRecord(value) || typeof value.id !== "string" || (value.role !== "user" && value.role !== "assistant") || !Array.isArray(value.parts))
    return undefined;
  const parts = value.parts.filter((part): part is StoredPart => isRecord(part) && part.type === "text" && typeof part.text === "string");
  if (parts.length === 0) return undefined;
  const metadata = isRecord(value.metadata) ? (value.metadata as StoredMessage["metadata"]) : undefined;
  return { id: value.id, role: value.role, parts, ...(metadata ? { metadata } : {}) };
}

/** The saved conversation; anything malformed (an old format, a hand edit) is skipped, not fatal. */
export function loadMessages(storage: Storage): StoredMessage[] {
  const saved = read(storage, storageKeys.messages);
  return Array.isArray(saved) ? saved.map(toStoredMessage).filter((message) => message !== undefined) : [];
}

export function saveMessages(storage: Storage, messages: readonly StoredMessage[]): void {
  const kept = messages
    .slice(-keptMessages)
    .map(toStoredMessage)
    .filter((message) => message !== undefined);
  if (kept.length === 0) storage.removeItem(storageKeys.messages);
  else write(storage, storageKeys.messages, kept);
}

export function loadRatings(storage: Storage): Record<string, Rating> {
  const saved = read(storage, storageKeys.ratings);
  if (!isRecord(saved)) return {};
  return Object.fromEntries(Object.entries(saved).filter((entry): entry is [string, Rating] => entry[1] === "helpful" || entry[1] === "not-helpful"));
}

export function saveRating(storage: Storage, answerId: string, rating: Rating): Record<string, Rating> {
  const ratings = { ...loadRatings(storage), [answerId]: rating };
  write(storage, storageKeys.ratings, ratings);
  return ratings;
}

/** The visitor's chat limit: the stored value when it is a positive whole number, else the default (which is then stored). */
export function chatLimit(storage: Storage): number {
  const saved = read(storage, storageKeys.limit);
  if (typeof saved === "number" && Number.isInteger(saved) && saved > 0) return saved;
  write(storage, storageKeys.limit, defaultChatLimit);
  return defaultChatLimit;
}

/** Questions sent in the last 24 hours. */
export function recentQuestions(storage: Storage, now = Date.now()): number[] {
  const saved = read(storage, storageKeys.sent);
  return Array.isArray(saved) ? saved.filter((at): at is number => typeof at === "number" && at <= now && now - at < limitWindowMs) : [];
}

export function recordQuestion(storage: Storage, now = Date.now()): number {
  const sent = [...recentQuestions(storage, now), now];
  write(storage, storageKeys.sent, sent);
  return sent.length;
}
