/**
 * Mentions, as the browser, the rules and the server's e-mail sweep share them.
 *
 * - A message names the members it mentions in `mentions`, a map of uid to the member's listed name
 *   (at most `mentionsMax`), beside its text, where each shows as `@Name`. The rules take a name only
 *   when it is the member's name in the directory, so a mention never shows a name its member did not
 *   have.
 * - Each member it mentions, and the author of the message it answers, gets a mention record (its door:
 *   mention-record.ts), written by the author in the same batch as the message (so a message with m
 *   mentions costs at most m + 1 extra writes): who, when, why, whether it was read, and when the
 *   e-mail sweep should look at it.
 * - Only that member reads their records, and only they mark one read.
 */

import { nameProblem } from "@/lib/members/visible-text";

/** A key a mention may have, as the rules hold it: a uid, with no "/" (it is a path's part in the rules). */
const isMentionUid = (key: string) => /^[^/]{1,128}$/.test(key);

/**
 * The most members one message may mention. The rules check each name against its member's directory
 * entry, a document read per mention, and Firestore lets the rules of one write read at most ten
 * documents: the message's own checks take four (the author's profile, block and stats, the message it
 * answers), which leaves six.
 */
export const mentionsMax = 6;

/** A member named in a message: their uid and their listed name when the author chose them. */
export type MentionRef = { uid: string; name: string };

/** Why a member has a mention record: named with "@", or the author of the message answered. */
export type MentionKind = "mention" | "reply";

/** A mention record as its member reads it. */
export type Mention = {
  /** The message's id, which is also the record's. */
  messageId: string;
  from: string;
  fromName: string;
  at: Date | null;
  kind: MentionKind;
  read: boolean;
};

/** The chat opened at message `id` (it opens there and marks the reader's mention of it read): where a mention leads. */
export const messagePath = (id: string) => `/community-chat?message=${encodeURIComponent(id)}`;

/** The most unread mentions counted one by one; beyond, the count says "20+". */
export const unreadMentionsMax = 20;

/** Mentions are listed this many to a page. */
export const mentionsPageSize = 20;

/**
 * The mentions a message makes, from its stored map: entries the rules would refuse now (a key no
 * member could have, a name no member could have) are left out, never more than the maximum.
 */
export function mentionsFromRecord(stored: unknown): MentionRef[] {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return [];
  return Object.entries(stored)
    .filter((entry): entry is [string, string] => isMentionUid(entry[0]) && typeof entry[1] === "string" && nameProblem(entry[1]) === null)
    .slice(0, mentionsMax)
    .map(([uid, name]) => ({ uid, name }));
}

/** The map a message stores for `mentions` (a member once, however often named). */
export function mentionsRecord(mentions: readonly MentionRef[]): Record<string, string> {
  return Object.fromEntries(mentions.slice(0, mentionsMax).map((mention) => [mention.uid, mention.name]));
}

/**
 * The mentions `text` still makes: those chosen while typing whose `@Name` is still in the text, each
 * member once and at most `mentionsMax`. A mention typed over or deleted is no longer one.
 */
export function mentionsInText(text: string, chosen: readonly MentionRef[]): MentionRef[] {
  const kept = new Map<string, MentionRef>();
  for (const mention of chosen) {
    if (kept.size >= mentionsMax) break;
    if (!kept.has(mention.uid) && text.includes(`@${mention.name}`)) kept.set(mention.uid, mention);
  }
  return [...kept.values()];
}

/** A piece of a message's text as it is drawn: plain, or a mention of a member. */
export type TextPiece = { text: string } | { text: string; mention: MentionRef };

/**
 * `text` split into plain pieces and mentions: each `@Name` of a mention becomes a mention piece, the
 * longest name first where one name starts another.
 */
export function textPieces(text: string, mentions: readonly MentionRef[]): TextPiece[] {
  const byLength = [...mentions].sort((a, b) => b.name.length - a.name.length);
  const pieces: TextPiece[] = [];
  let plain = "";
  let index = 0;
  while (index < text.length) {
    const found = text[index] === "@" ? byLength.find((mention) => text.startsWith(`@${mention.name}`, index)) : undefined;
    if (!found) {
      plain += text[index];
      index += 1;
      continue;
    }
    if (plain) pieces.push({ text: plain });
    plain = "";
    pieces.push({ text: `@${found.name}`, mention: found });
    index += found.name.length + 1;
  }
  if (plain) pieces.push({ text: plain });
  return pieces;
}
