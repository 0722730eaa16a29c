/**
 * A member's own documents, which only they (and staff) read: their stats, their profile and their
 * block, each live, and the block once from the server when a refusal needs explaining; and what the
 * member writes on their profile here: whether mentions are e-mailed, and dismissing the notice that
 * their name was changed.
 */
import { deleteField, doc, getDocFromServer, serverTimestamp, updateDoc, type Firestore } from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { collections } from "@/lib/firebase/collections.mjs";
import { documentSource } from "@/lib/firebase/live-cache";
import { storedText as text, storedTime as time } from "@/lib/firebase/stored-fields";
import type { Source } from "@/lib/firebase/subscription-cache";

export type UserStats = { messagesSent: number; joinedAt: Date | null; lastMessageAt: Date | null };
/** Why the server changed the member's name (a staff name when its role ended), until they dismiss it. */
export type NameNotice = { from: string; to: string; reason: "role" };
/** `mentionEmails`: whether the member is e-mailed about mentions while away (on unless they turned it off). */
export type UserProfile = { uid: string; name: string; photoURL: string; bio: string; nameNotice: NameNotice | null; mentionEmails: boolean };
export type MemberBlock = { blocked: boolean; reason: string; at: Date | null };

const statsRecord = z.object({ messagesSent: z.number().catch(0), joinedAt: time, lastMessageAt: time });
const profileRecord = z.object({
  name: text,
  photoURL: text,
  bio: text,
  nameNotice: z
    .object({ from: z.string(), to: z.string(), reason: z.literal("role") })
    .nullable()
    .catch(null)
    .default(null),
  // Missing (never chosen) or malformed: on.
  mentionEmails: z.boolean().catch(true).default(true),
});
const blockRecord = z.object({ blocked: z.boolean().catch(false), reason: text, at: time });

export function statsSource(db: Firestore, uid: string): Source<UserStats | null> {
  return documentSource(db, "stats", collections.stats, uid, (data) => statsRecord.parse(data));
}

export function profileSource(db: Firestore, uid: string): Source<UserProfile | null> {
  return documentSource(db, "profile", collections.users, uid, (data) => ({ uid, ...profileRecord.parse(data) }));
}

/** Whether a moderator has blocked the member from posting, and why; null when never blocked. */
export function blockSource(db: Firestore, uid: string): Source<MemberBlock | null> {
  return documentSource(db, "block", collections.blocks, uid, (data) => blockRecord.parse(data));
}

/**
 * The member's block as the server has it now, for when a send is refused and the live block has not
 * arrived yet (a listener can lag, or miss a change while it reconnects): the refusal is then explained.
 */
export async function readBlock(db: Firestore, uid: string): Promise<MemberBlock | null> {
  const snapshot = await getDocFromServer(doc(db, collections.blocks, uid));
  return snapshot.exists() ? blockRecord.parse(snapshot.data({ serverTimestamps: "estimate" })) : null;
}

/**
 * Saves whether the member is e-mailed about mentions while away (`users/{uid}.mentionEmails`, a
 * boolean the rules let them write), stamped with the server's time: unsubscribe links made before
 * it no longer turn the e-mails off.
 */
export async function saveMentionEmails(db: Firestore, uid: string, on: boolean): Promise<void> {
  await updateDoc(doc(db, collections.users, uid), { mentionEmails: on, mentionEmailsAt: serverTimestamp() });
}

/** The member read the notice that the server changed their name: it is removed from their profile. */
export async function dismissNameNotice(db: Firestore, uid: string): Promise<void> {
  await updateDoc(doc(db, collections.users, uid), { nameNotice: deleteField() });
}
