/**
 * The community's chat message, at the bottom of the community's code: what a message is, the rule its
 * text keeps, how it is read from its Firestore record (by either SDK) and the one plain-data form it
 * takes between the server and the browser and in the browser's storage. It imports nothing else of
 * the community's; everything else there imports it.
 */
import "@/lib/validation/jitless";
import { z } from "zod";
import { eitherSdkTime } from "@/lib/firebase/either-sdk-time";
import { isOperatorRole, type OperatorRole } from "@/lib/members/operator-role.mjs";
import { hasVisibleText } from "@/lib/members/visible-text";
import { mentionsFromRecord, mentionsMax, type MentionRef } from "./mention-model";

/**
 * The six reactions a member can leave on a message, one of each. Stored on the message as
 * `reactions.<id>_<uid>: true`, so the rules can check a member touches only their own.
 */
export const reactions = [
  { id: "like", label: "Like" },
  { id: "love", label: "Love" },
  { id: "celebrate", label: "Celebrate" },
  { id: "funny", label: "Funny" },
  { id: "insightful", label: "Insightful" },
  { id: "watching", label: "Watching" },
] as const;

export type ReactionId = (typeof reactions)[number]["id"];
/** For each reaction, who left it. */
export type ReactionTally = Partial<Record<ReactionId, string[]>>;

export type ChatMessage = {
  id: string;
  text: string;
  uid: string;
  name: string;
  photoURL: string;
  sentAt: Date | null;
  /** Written on this page and not yet confirmed by the store. */
  pending: boolean;
  /** A moderator took the message down; only its author (and moderators) still receive it. */
  hidden: boolean;
  /** When its author last changed the text. */
  editedAt: Date | null;
  /** Its author took it down (the text is empty). */
  deleted: boolean;
  /** Who reacted how. */
  reactions: ReactionTally;
  /** The id of the message this one answers. */
  replyTo: string | null;
  /** The members it names (`@Name` in the text), as they were named. */
  mentions: MentionRef[];
};

/** The agency's staff in the community, who carry a badge: each one's operator role by uid. */
export type StaffRoles = ReadonlyMap<string, OperatorRole>;

/** Messages in the chat's first page; older ones come in pages (`loadOlderMessages`). */
export const chatPageSize = 20;
/** The most the rules let one chat query list. */
export const maxChatPage = 50;
/** The most staff the badge list holds (the rules refuse a longer list). */
export const staffListMax = 100;

/** What a message's text must be, as firestore.rules holds it (`isText(incoming().text, 1, 1000)`; a test compares). */
export const messageTextLimits = { min: 1, max: 1000 } as const;

export type TextProblem = "empty" | "tooLong" | "invisible";

/** Why `text` (trimmed) cannot be sent as a message, or null when it can: the composer and the writer both ask. */
export function messageTextProblem(text: string): TextProblem | null {
  const body = text.trim();
  if (body.length < messageTextLimits.min) return "empty";
  if (body.length > messageTextLimits.max) return "tooLong";
  return hasVisibleText(body) ? null : "invisible";
}

const knownReactions = new Set<string>(reactions.map((reaction) => reaction.id));

/** The stored map (`<reaction>_<uid>: true`) read as who reacted how; unknown or malformed keys are ignored. */
export function tallyReactions(stored: unknown): ReactionTally {
  const tally: ReactionTally = {};
  if (typeof stored !== "object" || stored === null) return tally;
  for (const [key, value] of Object.entries(stored)) {
    const split = key.indexOf("_");
    const id = key.slice(0, split);
    if (value !== true || split < 1 || !knownReactions.has(id)) continue;
    (tally[id as ReactionId] ??= []).push(key.slice(split + 1));
  }
  return tally;
}

const text = z.string().catch("");
const time = eitherSdkTime;

/** A message's Firestore record, field by field: a malformed field reads as empty rather than losing the message. */
const messageRecord = z.object({
  text,
  uid: text,
  name: text,
  photoURL: text,
  timestamp: time,
  hidden: z.boolean().catch(false),
  editedAt: time,
  deleted: z.boolean().catch(false),
  reactions: z.unknown().optional().transform(tallyReactions),
  replyTo: z.string().min(1).nullable().catch(null),
  mentions: z.unknown().optional().transform(mentionsFromRecord),
});

/**
 * The message `id` from its Firestore record `data`, as the chat shows it: the same reading for the
 * browser's listener and the server's first page.
 */
export function messageFromRecord(id: string, data: unknown, pending = false): ChatMessage {
  const { timestamp, ...fields } = messageRecord.parse(data ?? {});
  return { id, ...fields, sentAt: timestamp, pending };
}

const ms = z.number().int().nonnegative().nullable();
const reactionTally = z
  .record(z.string(), z.array(z.string()))
  .transform((tally): ReactionTally => Object.fromEntries(Object.entries(tally).filter(([id]) => knownReactions.has(id))));
const messageDataSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  uid: z.string(),
  name: z.string(),
  photoURL: z.string(),
  sentAt: ms,
  hidden: z.boolean(),
  editedAt: ms,
  deleted: z.boolean(),
  reactions: reactionTally,
  replyTo: z.string().min(1).nullable(),
  // Kept before mentions existed: none; before a message named at most six, the first six.
  mentions: z
    .array(z.object({ uid: z.string().min(1), name: z.string().min(1) }))
    .default([])
    .transform((mentions) => mentions.slice(0, mentionsMax)),
});

/**
 * A confirmed message as plain data (times in milliseconds): what the server's first page hands the
 * browser and what the browser keeps of the chat between visits.
 */
export type MessageData = z.input<typeof messageDataSchema>;

const toMs = (date: Date | null) => (date === null ? null : date.getTime());
const toDate = (time: number | null) => (time === null ? null : new Date(time));

/** `message` as plain data. */
export function messageData(message: ChatMessage): MessageData {
  const { id, text, uid, name, photoURL, hidden, deleted, reactions, replyTo, mentions } = message;
  return { id, text, uid, name, photoURL, sentAt: toMs(message.sentAt), hidden, editedAt: toMs(message.editedAt), deleted, reactions, replyTo, mentions };
}

/** A message from its plain data; null when the data is malformed. */
export function messageFromData(data: unknown): ChatMessage | null {
  const parsed = messageDataSchema.safeParse(data);
  if (!parsed.success) return null;
  return { ...parsed.data, sentAt: toDate(parsed.data.sentAt), editedAt: toDate(parsed.data.editedAt), pending: false };
}

/** Who is staff, by uid, from the role mirror's documents (either SDK's). */
export function staffFrom(docs: readonly { id: string; get: (field: string) => unknown }[]): Map<string, OperatorRole> {
  const roles = new Map<string, OperatorRole>();
  for (const entry of docs) {
    const role = entry.get("role");
    if (isOperatorRole(role)) roles.set(entry.id, role);
  }
  return roles;
}

/** How long after posting its author may still change a message (the rules hold the same). */
export const editWindowMs = 15 * 60_000;

export function canStillEdit(sentAt: Date | null, now = Date.now()): boolean {
  return sentAt !== null && now - sentAt.getTime() < editWindowMs;
}
