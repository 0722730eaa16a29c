"use client";

import type { Firestore } from "firebase/firestore";
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { markRead, noteRead } from "./read-marks";
import { createChatOpening } from "./chat-opening";
import type { ChatTimeline } from "./chat-timeline";
import { liveCache } from "@/lib/firebase/live-cache";
import { readMarkSource } from "./read-marks";
import type { ChatMessage } from "./message";
import { useLive } from "@/lib/firebase/use-live";

/** A member's read mark is stored at most this often while they read, and when they leave. */
const markIntervalMs = 30_000;
/** The rules take a member's mark about once a second at most: never two writes closer than this. */
const markPaceMs = 1_000;

/**
 * The member's read mark in this view of the chat: where the view opened (`unreadAfter`, where the
 * "New messages" divider stays; `ready` once the messages around it are in), and `markNewest`, which
 * records that they have read up to the newest message once they see it: at once for this page (the
 * unread count follows), and in the store at most every markIntervalMs while reading, and when the
 * chat is left, hidden or closed, so a busy room does not write a member's mark every second.
 */
export function useReadMark(db: Firestore, uid: string, timeline: ChatTimeline) {
  const opening = useMemo(() => createChatOpening(timeline, liveCache, readMarkSource(db, uid)), [timeline, db, uid]);
  const opened = useSyncExternalStore(opening.subscribe, opening.getSnapshot, opening.getSnapshot);
  const readMark = useLive(readMarkSource(db, uid));
  const markedUpTo = useRef(0);
  const writer = useMemo(() => markWriter(db, uid), [db, uid]);
  useEffect(() => writer.start(), [writer]);

  function markNewest(messages: readonly ChatMessage[]) {
    const newest = messages.findLast((message) => !message.pending && message.sentAt)?.sentAt;
    if (!newest || newest.getTime() <= Math.max(markedUpTo.current, readMark?.getTime() ?? 0)) return;
    markedUpTo.current = newest.getTime();
    noteRead(db, uid, newest);
    writer.mark(newest);
  }

  return { unreadAfter: opened?.unreadAfter ?? null, ready: opened?.ready === true, markNewest };
}

/**
 * Stores the newest mark given, at most every markIntervalMs, and when flushed: at once, or as soon as
 * the rules' pace allows after the last write was stored.
 */
function markWriter(db: Firestore, uid: string) {
  let pending: Date | null = null;
  let lastWrite = -Infinity;
  let writing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const upTo = pending;
    if (!upTo || writing) return;
    const early = lastWrite + markPaceMs - Date.now();
    if (early > 0) {
      timer = setTimeout(flush, early);
      return;
    }
    pending = null;
    writing = true;
    const written = () => {
      writing = false;
      lastWrite = Date.now();
      // A mark given while this one was on its way goes at the usual pace.
      if (pending && timer === undefined) timer = setTimeout(flush, markIntervalMs);
    };
    markRead(db, uid, upTo).then(written, () => {
      // Stored with the next one.
      if (!pending || pending < upTo) pending = upTo;
      written();
    });
  };
  const onHidden = () => {
    if (document.visibilityState !== "visible") flush();
  };
  return {
    mark(upTo: Date) {
      if (!pending || pending < upTo) pending = upTo;
      if (timer !== undefined) return;
      timer = setTimeout(flush, Math.max(0, lastWrite + markIntervalMs - Date.now()));
    },
    /** Flushes when the page is hidden or closed, and when the chat goes; returns that stop. */
    start() {
      document.addEventListener("visibilitychange", onHidden);
      window.addEventListener("pagehide", flush);
      return () => {
        document.removeEventListener("visibilitychange", onHidden);
        window.removeEventListener("pagehide", flush);
        flush();
      };
    },
  };
}
