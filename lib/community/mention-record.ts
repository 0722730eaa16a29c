/**
 * The one door to a mention record (see mention-model.ts for what a mention is): where it is, how
 * either SDK reads it, what the chat writes with the message, and each change the member and the
 * e-mail sweep make to it. The chat, the Mentions view and the sweep all go through here; the
 * changes take the SDK's own server-time sentinel or Timestamp, as they are written by both.
 *
 * A record's life: written unread and due (`dueAt`: now); the member reads it (`read`, and due no
 * more), or the sweep looks at it once due and mails it in a digest, puts it off to a later `dueAt`,
 * or closes it unmailed, saying why in `mail`.
 */
import "@/lib/validation/jitless";
import { z } from "zod";
import { collections } from "@/lib/firebase/collections.mjs";
import { eitherSdkTime } from "@/lib/firebase/either-sdk-time";
import type { MentionKind } from "./mention-model";

/** The path of `uid`'s mention records; the sweep queries them across members as a collection group. */
export const mentionsPath = (uid: string) => `${collections.mentionInbox}/${uid}/${collections.mentions}`;

/** Why the sweep will never mail a mention: e-mails off, no verified address, the message gone, its author's hourly e-mails used up. */
export type MentionUnmailed = "off" | "unverified" | "gone" | "capped";
/** What the sweep did with a mention's e-mail. */
export type MentionMailOutcome = "sent" | MentionUnmailed;

const mailOutcomes = ["sent", "off", "unverified", "gone", "capped"] as const satisfies readonly MentionMailOutcome[];

/** A stored record, field by field: a malformed field reads as empty rather than losing the record. */
const mentionRecordSchema = z.object({
  /** Who wrote the message, and the name they posted it under. */
  from: z.string().catch(""),
  fromName: z.string().catch(""),
  at: eitherSdkTime,
  kind: z.enum(["mention", "reply"]).catch("mention"),
  read: z.boolean().catch(false),
  /** When the sweep should look at it; null once read, mailed or never to be mailed. */
  dueAt: eitherSdkTime,
  mail: z.enum(mailOutcomes).nullable().catch(null).default(null),
});

export type MentionRecord = z.infer<typeof mentionRecordSchema>;

/** A stored record's data, from either SDK's snapshot. */
export const mentionRecordFrom = (data: unknown): MentionRecord => mentionRecordSchema.parse(data ?? {});

/**
 * The record the chat writes for a member its message tells, in the message's batch (the rules check
 * each field): from its author, stamped with `now` (the server's time), unread and due at once.
 */
export const newMentionRecord = <Time>(author: { uid: string; name: string }, kind: MentionKind, now: Time) => ({
  from: author.uid,
  fromName: author.name,
  at: now,
  kind,
  read: false,
  dueAt: now,
});

/** The member opened it (`now`: the server's time): read, and no e-mail will tell them of it. */
export const readMention = <Time>(now: Time) => ({ read: true, readAt: now, dueAt: null });

/** The sweep looks at it again at `until`: the member is here, or was mailed too recently. */
export const deferredMention = <Time>(until: Time) => ({ dueAt: until });

/** The sweep will never mail it: why, or nothing to say when the member read it meanwhile. */
export const closedMention = (why: MentionUnmailed | "read") => (why === "read" ? { dueAt: null } : { dueAt: null, mail: why });

/** Mailed in the digest `digestId` (mention_digests), recorded before it is sent. */
export const mailedMention = (digestId: string) => ({ dueAt: null, mail: "sent" satisfies MentionMailOutcome, digest: digestId });
