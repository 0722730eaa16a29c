/**
 * What the chat opens with, in the page's live cache before the chat itself mounts: the server's first
 * page, and listeners started beside the member's role rather than after it.
 */
import type { Firestore } from "firebase/firestore";
import { liveCache } from "@/lib/firebase/live-cache";
import { chatSource } from "./chat";
import type { FirstChatView } from "./first-page";
import { blockSource } from "./member-documents";
import { readMarkSource } from "./read-marks";
import { staffSource } from "./staff";

/**
 * The server's first page, cached as the chat's sources would have delivered it, so the chat opens
 * with it at once and its listeners replace it in place. Only fills what nothing has cached yet.
 */
export function seedFirstPage(db: Firestore, first: FirstChatView): void {
  // The query's order: newest first.
  liveCache.seed(chatSource(db, first.uid), first.messages.toReversed());
  liveCache.seed(readMarkSource(db, first.uid), first.unreadAfter);
  liveCache.seed(staffSource(db), first.staff);
  if (!first.blocked) liveCache.seed(blockSource(db, first.uid), null);
}

/**
 * Starts what the chat opens with (its newest page and the member's read mark) before the chat itself
 * has mounted, so the store is asked for them in the same round trip as the member's role rather than
 * after it. Returns the release; the chat's own subscribers share the same listeners.
 */
export function prefetchChat(db: Firestore, uid: string): () => void {
  const stops = [liveCache.subscribe(chatSource(db, uid), () => {}), liveCache.subscribe(readMarkSource(db, uid), () => {})];
  return () => {
    for (const stop of stops) stop();
  };
}
