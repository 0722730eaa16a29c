"use client";

import type { Firestore } from "firebase/firestore";
import { useMemo } from "react";
import { membersSource, type ChatMessage } from "./live";
import { useLive } from "./use-live";

/**
 * Each message under its author's current name: a rename shows on their earlier messages too (the
 * directory is read live anyway, beside the chat).
 */
export function useCurrentNames(db: Firestore, messages: readonly ChatMessage[] | null): ChatMessage[] | undefined {
  const directory = useLive(membersSource(db));
  return useMemo(() => {
    const names = new Map((directory ?? []).map((member) => [member.id, member.name]));
    return messages?.map((message) => {
      const name = names.get(message.uid);
      return name && name !== message.name ? { ...message, name } : message;
    });
  }, [messages, directory]);
}
