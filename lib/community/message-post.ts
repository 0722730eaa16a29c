/**
 * What posting a message writes, as plain data, so that the browser (the web SDK's batch) and the
 * server (Firestore's REST API, under the member's own ID token) write exactly the same documents and
 * `firestore.rules` judge both alike: the message, the author's stats counting it (where the spacing is
 * enforced), and a mention record for each member it tells, all in one commit.
 */
import { collections } from "@/lib/firebase/collections.mjs";
import { serverTime, type PlannedWrite } from "@/lib/firebase/planned-write";
import { mentionsInText, mentionsRecord, type MentionKind, type MentionRef } from "./mention-model";
import { mentionsPath, newMentionRecord } from "./mention-record";
import { messageTextLimits, messageTextProblem } from "./message";

/** Who a message is from: the rules accept only the author's own profile name and photo, as stored. */
export type Author = { uid: string; name: string; photoURL: string };

/** What a message is besides its text: the message it answers (and its author), and the members it names. */
export type MessageContext = { replyTo?: { id: string; uid: string }; mentions?: readonly MentionRef[] };

/** The text as the store takes it (trimmed), or a RangeError saying what a message must be. */
export function checkedText(text: string): string {
  if (messageTextProblem(text) !== null)
    throw new RangeError(`A message is ${messageTextLimits.min} to ${messageTextLimits.max} characters, with something visible.`);
  return text.trim();
}

/** Who a message tells, and why: each member it names, and the author it answers; never its own author. */
function mentionedMembers(author: string, mentions: readonly MentionRef[], answered: string | undefined): Map<string, MentionKind> {
  const told = new Map<string, MentionKind>(mentions.map((mention) => [mention.uid, "mention"]));
  if (answered && !told.has(answered)) told.set(answered, "reply");
  told.delete(author);
  return told;
}

/**
 * The writes that post message `id` from `author`: the members it names are those whose `@Name` is
 * still in the text (`mentions` says which were kept), and the author of the message it answers is told
 * too. Throws a RangeError for text the store would refuse.
 */
export function messagePost(id: string, author: Author, text: string, context: MessageContext = {}): { writes: PlannedWrite[]; mentions: MentionRef[] } {
  const body = checkedText(text);
  const mentions = mentionsInText(body, context.mentions ?? []);
  const message: PlannedWrite = {
    kind: "set",
    path: `${collections.chat}/${id}`,
    fields: {
      text: body,
      uid: author.uid,
      name: author.name,
      photoURL: author.photoURL,
      hidden: false,
      ...(context.replyTo ? { replyTo: context.replyTo.id } : {}),
      ...(mentions.length > 0 ? { mentions: mentionsRecord(mentions) } : {}),
    },
    values: { timestamp: serverTime },
  };
  const stats: PlannedWrite = {
    kind: "update",
    path: `${collections.stats}/${author.uid}`,
    fields: { lastMessageId: id },
    values: { messagesSent: { increment: 1 }, lastMessageAt: serverTime },
  };
  const told = [...mentionedMembers(author.uid, mentions, context.replyTo?.uid)].map(([uid, kind]): PlannedWrite => {
    const { at, dueAt, ...fields } = newMentionRecord(author, kind, serverTime);
    return { kind: "set", path: `${mentionsPath(uid)}/${id}`, fields, values: { at, dueAt } };
  });
  return { writes: [message, stats, ...told], mentions };
}

/** The week's mark that the member was active (`weekly_active/<week>_<uid>`, which the console counts). */
export const activeThisWeek = (week: number, uid: string): PlannedWrite => ({
  kind: "set",
  path: `${collections.weeklyActive}/${week}_${uid}`,
  fields: { week, uid },
  values: { at: serverTime },
});

/** A Firestore-style document id: 20 letters and digits, as the SDKs make them. */
export function newMessageId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = random(new Uint8Array(40));
  let id = "";
  // Rejection sampling keeps every letter equally likely: bytes past the last whole alphabet are skipped.
  for (const byte of bytes) if (byte < 248 && id.length < 20) id += alphabet[byte % alphabet.length];
  return id.length === 20 ? id : newMessageId(random);
}

/** A message id as the routes take it: what `newMessageId` makes. */
export const messageIdPattern = /^[A-Za-z0-9]{20}$/;
