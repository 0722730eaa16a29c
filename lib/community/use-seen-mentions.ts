"use client";

import type { Firestore } from "firebase/firestore";
import { useEffect, useMemo, type RefObject } from "react";
import { useLive } from "@/lib/firebase/use-live";
import { markMentionsRead, unreadMentionsAmong, unreadMentionsSource } from "./mentions";
import { seenMentionsMarker, shownEnough, type SeenMessage } from "./seen-mentions";

/** Where an observed message's visible part is reported: every twentieth of it. */
const thresholds = Array.from({ length: 21 }, (_, index) => index / 20);

/** The member is looking at this page: it is shown, and its window has the focus. */
const inFront = () => document.visibilityState === "visible" && document.hasFocus();

/**
 * Calls `seen` with the messages shown in `history` (the chat's scrolling history, whose messages
 * carry `data-message-id`, and `data-mentions-me` where they mention the reader) each time that
 * changes while the member is looking at the page, and `left` when they stop looking or leave.
 * Returns the stop.
 */
function watchShownMessages(history: HTMLElement, seen: (messages: SeenMessage[]) => void, left: () => void): () => void {
  const shown = new Set<HTMLElement>();
  const observed = new Set<HTMLElement>();
  const report = () => {
    if (shown.size === 0 || !inFront()) return;
    seen(
      [...shown]
        .map((element) => ({ id: element.dataset.messageId ?? "", mentionsMe: element.hasAttribute("data-mentions-me") }))
        .filter(({ id }) => id !== ""),
    );
  };
  // The implicit root (the window) clips each message by the history's scroll box as well as the screen.
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const part = { ratio: entry.intersectionRatio, height: entry.intersectionRect.height, historyHeight: history.clientHeight };
        if (entry.isIntersecting && shownEnough(part)) shown.add(element);
        else shown.delete(element);
      }
      report();
    },
    { threshold: thresholds },
  );
  const follow = () => {
    const current = new Set(history.querySelectorAll<HTMLElement>("[data-message-id]"));
    for (const element of observed) {
      if (current.has(element)) continue;
      visibility.unobserve(element);
      observed.delete(element);
      shown.delete(element);
    }
    for (const element of current) {
      if (observed.has(element)) continue;
      visibility.observe(element);
      observed.add(element);
    }
    report();
  };
  const changes = new MutationObserver(follow);
  changes.observe(history, { childList: true, subtree: true, attributeFilter: ["data-message-id", "data-mentions-me"] });
  follow();
  const onVisibility = () => (document.visibilityState === "visible" ? report() : left());
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("focus", report);
  window.addEventListener("pagehide", left);
  return () => {
    changes.disconnect();
    visibility.disconnect();
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("focus", report);
    window.removeEventListener("pagehide", left);
    left();
  };
}

/**
 * Mentions of the member seen in the open chat are read (see seen-mentions.ts): a message at least
 * half on screen in `history` while the page is shown and its window focused. The unread records come
 * from the unread count's own listener, so nothing more is read (but for a seen mention beyond the
 * 21 it reads); each mark is one write of every record seen since the last.
 */
export function useSeenMentions(db: Firestore, uid: string, history: RefObject<HTMLElement | null>): void {
  const unread = useLive(unreadMentionsSource(db, uid));
  const marker = useMemo(
    () =>
      seenMentionsMarker({
        markRead: (ids) => markMentionsRead(db, uid, ids),
        unreadAmong: (ids) => unreadMentionsAmong(db, uid, ids),
      }),
    [db, uid],
  );
  useEffect(() => marker.know(unread), [marker, unread]);
  useEffect(() => {
    const element = history.current;
    if (!element) return;
    return watchShownMessages(element, marker.see, marker.flush);
  }, [marker, history]);
}
