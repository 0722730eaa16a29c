import "@/lib/validation/jitless";
import { z } from "zod";
import type { ChatMessage } from "./live";
import { tallyReactions } from "./reactions";

/** Messages in the chat's first page; older ones come in pages through `loadOlderMessages`. */
export const chatPageSize = 20;
/** The most the rules let one chat query list. */
export const maxChatPage = 50;
/** The most staff the badge list holds (the rules refuse a longer list). */
export const staffListMax = 100;
/** The roles that carry a badge in the chat, as the role mirror (`member_roles`) stores them. */
export const staffRoles = ["admin", "moderator"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (value: unknown): value is StaffRole => value === "admin" || value === "moderator";

const text = z.string().catch("");
/** A stored Firestore time, from either SDK (both Timestamps have `toDate`), as a Date; anything else reads as null. */
const time = z
  .custom<{ toDate: () => Date }>((value) => typeof value === "object" && value !== null && typeof (value as { toDate?: unknown }).toDate === "function")
  .transform((value) => value.toDate())
  .nullable()
  .catch(null);

/** A chat message as stored, field by field: a malformed field reads as empty rather than losing the message. */
const chatRecord = z.object({
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
});

/**
 * The message `id` with the stored fields `data`, as the chat shows it: the same reading for the
 * browser's listener and the server's first page.
 */
export function chatMessageOf(id: string, data: unknown, pending = false): ChatMessage {
  const { timestamp, ...fields } = chatRecord.parse(data ?? {});
  return { id, ...fields, sentAt: timestamp, pending };
}

/** Who is staff, by uid, from the role mirror's documents (either SDK's). */
export function staffFrom(docs: readonly { id: string; get: (field: string) => unknown }[]): Map<string, StaffRole> {
  const roles = new Map<string, StaffRole>();
  for (const entry of docs) {
    const role = entry.get("role");
    if (isStaffRole(role)) roles.set(entry.id, role);
  }
  return roles;
}
