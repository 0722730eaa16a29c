"use client";

import { collection, limit, query, where, type Firestore } from "firebase/firestore";
import { useLiveQuery } from "./use-live-query";

export const leadsCollection = "contact_messages";

/** How many leads are new, live, for the tab's badge (capped: "99+" says enough). */
export function useNewLeads(db: Firestore, enabled: boolean): number | null {
  const { items } = useLiveQuery(enabled ? "new-leads" : null, () => query(collection(db, leadsCollection), where("status", "==", "new"), limit(100)), (id) => id);
  return items ? items.length : null;
}

/** A count on a tab, for screen readers with what it counts. */
export function countBadge(count: number | null, label: string) {
  if (!count) return null;
  return (
    <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-ink" aria-label={`${count} ${label}`}>
      {count > 99 ? "99+" : count}
    </span>
  );
}

