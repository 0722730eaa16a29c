"use client";

import type { Firestore } from "firebase/firestore";
import { canModerate, type Role } from "@/lib/members/role";
import { spacingFor } from "./room";
import { roomSource } from "./room";
import { statsSource } from "./member-documents";
import { useLive } from "@/lib/firebase/use-live";

/**
 * How often the member may post: `spacingMs` between their messages, the room's slow mode as it
 * applies to them (`slowModeSeconds`, 0 when off or for staff), and when their last message was
 * stored, from any of their pages.
 */
export type PostingPace = { spacingMs: number; slowModeSeconds: number; lastPostedAt: Date | null };

export function usePostingPace(db: Firestore, uid: string, role: Role): PostingPace {
  const stats = useLive(statsSource(db, uid));
  const room = useLive(roomSource(db));
  // Staff are not held to the room's slow mode.
  const slowModeSeconds = canModerate(role) ? 0 : (room?.slowModeSeconds ?? 0);
  return { spacingMs: spacingFor(stats?.joinedAt ?? null, slowModeSeconds), slowModeSeconds, lastPostedAt: stats?.lastMessageAt ?? null };
}
