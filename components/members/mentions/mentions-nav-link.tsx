"use client";

import { useSyncExternalStore } from "react";
import Link from "@/components/layout/link";
import { countBadge } from "@/components/ui/count-badge";
import { subscribeUnreadMentions, unreadMentionsNow } from "@/lib/community/unread-mentions-store";

/** The members' navigation's link to their mentions, with how many are unread once the area knows. */
export function MentionsNavLink({ className }: { className: string }) {
  const unread = useSyncExternalStore(subscribeUnreadMentions, unreadMentionsNow, () => null);
  return (
    <li>
      <Link href="/mentions" className={className} data-unread-mentions={unread?.count ?? 0}>
        {/* On a phone "@", as chat apps draw it, so the bar keeps room for the logo; named "Mentions" everywhere. */}
        <span aria-hidden="true" className="sm:hidden">
          @
        </span>
        <span className="sr-only sm:not-sr-only">Mentions</span>
        {countBadge(unread?.count ?? 0, "unread", { atLeast: unread?.atLeast })}
      </Link>
    </li>
  );
}
