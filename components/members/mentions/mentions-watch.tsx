"use client";

import { useEffect, useRef } from "react";
import { unreadMentionsSource, type UnreadMentions } from "@/lib/community/mentions";
import { publishUnreadMentions } from "@/lib/community/unread-mentions-store";
import { useLive } from "@/lib/firebase/use-live";
import { useMemberSession } from "../member-session";

/**
 * `title` with "(3) " before it, as mail and chat apps count in the tab ("(20+) " when there may be
 * more), in place of `applied`, the count this put there before; any other start of the title stays.
 */
export function titleWithCount(title: string, unread: UnreadMentions | null, applied: string): { title: string; prefix: string } {
  const base = applied && title.startsWith(applied) ? title.slice(applied.length) : title;
  const prefix = unread && unread.count > 0 ? `(${unread.count}${unread.atLeast ? "+" : ""}) ` : "";
  return { title: `${prefix}${base}`, prefix };
}

/**
 * Keeps the member's unread mention count live for the page: in the members' navigation and the tab's
 * title (put back each time the page's own title changes, as it does on navigation).
 */
export function MentionsWatch() {
  const { db, user } = useMemberSession();
  const unread = useLive(unreadMentionsSource(db, user.uid)) ?? null;
  const applied = useRef("");
  useEffect(() => {
    publishUnreadMentions(unread);
  }, [unread]);
  useEffect(() => () => publishUnreadMentions(null), []);
  useEffect(() => {
    const apply = (count: UnreadMentions | null) => {
      const next = titleWithCount(document.title, count, applied.current);
      applied.current = next.prefix;
      if (next.title !== document.title) document.title = next.title;
    };
    apply(unread);
    const observer = new MutationObserver(() => apply(unread));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      apply(null);
    };
  }, [unread]);
  return null;
}
