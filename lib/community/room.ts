/** The room's settings (`room/room`, which moderators set) and the pace they hold each member to. */
import type { Firestore } from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { collections } from "@/lib/firebase/collections.mjs";
import { documentSource } from "@/lib/firebase/live-cache";
import type { Source } from "@/lib/firebase/subscription-cache";

export const roomDocument = "room";
/** The slow modes a moderator may set, in seconds between one member's messages (0: off). */
export const slowModeChoices = [0, 10, 30, 60] as const;

/** The spacing the rules hold a member to between messages: longer in their first day. */
export const messageSpacing = { ms: 2_000, firstDayMs: 10_000, firstDayLengthMs: 86_400_000 } as const;

/** The spacing for a member: the room's slow mode (0 when off, and for staff) when that is longer. */
export function spacingFor(joinedAt: Date | null, slowModeSeconds = 0, now = Date.now()): number {
  const base = joinedAt && now - joinedAt.getTime() < messageSpacing.firstDayLengthMs ? messageSpacing.firstDayMs : messageSpacing.ms;
  return Math.max(base, slowModeSeconds * 1000);
}

/** The room's settings, as moderators set them. */
export type RoomSettings = { slowModeSeconds: number };
const roomRecord = z.object({ slowModeSeconds: z.number().int().min(0).catch(0) });

/** The room's settings, live; a room nobody has set is null (slow mode off). */
export function roomSource(db: Firestore): Source<RoomSettings | null> {
  return documentSource(db, "room", collections.room, roomDocument, (data) => roomRecord.parse(data));
}
