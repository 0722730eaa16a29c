"use client";

import { useEffect } from "react";
import { unreadMentionsSource, type UnreadMentions } from "@/lib/community/mentions";
import { publishUnreadMentions } from "@/lib/community/unread-mentions-store";
import { useLive } from "@/lib/firebase/use-live";
import { useMemberSession } from "../member-session";

/** "(3) " before a title, as mail and chat apps count in the tab; "(20+) " when there may be more. */
const countPrefix = /^\(\d+\+?\) /;

export function titleWithCount(title: string, unread: UnreadMentions | null): string {
  const base = title.replace(countPrefix, "");
  if (!unread || unread.count === 0) return base;
  return `(${unread.count}${unread.atLeast ? "+" : ""}) ${base}`;
}

/**
 * Keeps the member's unread mention count live for the page: in the members' navigation and the tab's
 * title (put back each time the page's own title changes, as it does on navigation).
 */
export function MentionsWatch() {
  const { db, user } = useMemberSession();
  const unread = useLive(unreadMentionsSource(db, user.uid)) ?? null;
  useEffect(() => {
    publishUnreadMentions(unread);
  }, [unread]);
  useEffect(() => () => publishUnreadMentions(null), []);
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, unread);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, null);
    };
  }, [unread]);
  return null;
}
