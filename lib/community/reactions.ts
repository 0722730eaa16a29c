import { deleteField, doc, updateDoc, type Firestore } from "firebase/firestore";

import { collections } from "@/lib/firebase/collections.mjs";

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

const known = new Set<string>(reactions.map((reaction) => reaction.id));

/** The stored map read as who reacted how; unknown or malformed keys are ignored. */
export function tallyReactions(stored: unknown): ReactionTally {
  const tally: ReactionTally = {};
  if (typeof stored !== "object" || stored === null) return tally;
  for (const [key, value] of Object.entries(stored)) {
    const split = key.indexOf("_");
    const id = key.slice(0, split);
    if (value !== true || split < 1 || !known.has(id)) continue;
    (tally[id as ReactionId] ??= []).push(key.slice(split + 1));
  }
  return tally;
}

/** Adds or takes back the member's reaction. */
export async function setReaction(db: Firestore, messageId: string, uid: string, reaction: ReactionId, on: boolean): Promise<void> {
  await updateDoc(doc(db, collections.chat, messageId), { [`reactions.${reaction}_${uid}`]: on ? true : deleteField() });
}
