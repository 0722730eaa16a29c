/** The room's settings (`room/room`, which moderators set) and the pace they hold each member to. */
import type { Firestore } from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { collections } from "@/lib/firebase/collections.mjs";
import { documentSource } from "@/lib/firebase/live-cache";
import type { Source } from "@/lib/firebase/subscription-cache";
import { roomDocument } from "./spacing";

/** The slow modes a moderator may set, in seconds between one member's messages (0: off). */
export const slowModeChoices = [0, 10, 30, 60] as const;

export { messageSpacing, roomDocument, spacingFor } from "./spacing";

/** The room's settings, as moderators set them. */
export type RoomSettings = { slowModeSeconds: number };
const roomRecord = z.object({ slowModeSeconds: z.number().int().min(0).catch(0) });

/** The room's settings, live; a room nobody has set is null (slow mode off). */
export function roomSource(db: Firestore): Source<RoomSettings | null> {
  return documentSource(db, "room", collections.room, roomDocument, (data) => roomRecord.parse(data));
}
