"use client";

import type { Firestore } from "firebase/firestore";
import { useEffect, useRef } from "react";
import { presenceSummarySource } from "@/lib/community/presence";
import type { PresenceSummary } from "@/lib/community/presence-model";
import { keepSummaryFresh } from "@/lib/community/presence";
import { useLive } from "@/lib/firebase/use-live";
import { useMemberSession } from "./member-session";

/**
 * Who is online now, from the room's presence summary (one document, rewritten at most once an
 * interval); kept fresh while shown. Undefined until first known, null before anyone has been counted.
 */
export function useOnline(db: Firestore): PresenceSummary | null | undefined {
  const { user } = useMemberSession();
  const summary = useLive(presenceSummarySource(db));
  const latest = useRef(summary);
  useEffect(() => {
    latest.current = summary;
  });
  useEffect(() => keepSummaryFresh(user, () => latest.current), [user]);
  return summary;
}
