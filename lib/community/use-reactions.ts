"use client";

import type { Firestore } from "firebase/firestore";
import { useState } from "react";
import type { ChatMessage } from "./message";
import { reactions, type ReactionId } from "./message";

/**
 * The reactions on one message for the member: those given (`shown`, each `count`ed), whether one is
 * theirs, and `toggle` to give or take back theirs (`failed` when that was not saved; nothing happens
 * without `db`, before the chat has connected).
 */
export function useReactions(db: Firestore | null, uid: string, message: ChatMessage) {
  const [failed, setFailed] = useState(false);
  const { shown, count, mine } = reactionSummary(message, uid);

  async function toggle(id: ReactionId) {
    if (!db) return;
    setFailed(false);
    try {
      const { setReaction } = await import("./chat");
      await setReaction(db, message.id, uid, id, !mine(id));
    } catch {
      setFailed(true);
    }
  }

  return { shown, count, mine, toggle, failed };
}

/** The reactions given to `message` (`shown`), how many of each, and whether one is `uid`'s. */
export function reactionSummary(message: ChatMessage, uid: string) {
  const count = (id: ReactionId) => message.reactions[id]?.length ?? 0;
  const mine = (id: ReactionId) => message.reactions[id]?.includes(uid) ?? false;
  return { shown: reactions.filter((reaction) => count(reaction.id) > 0), count, mine };
}
