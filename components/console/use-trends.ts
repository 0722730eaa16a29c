"use client";

import { useCallback, useEffect, useState } from "react";
import { useMemberSession } from "@/components/members/member-session";
import type { Trends } from "@/lib/console/trend-series";
import { requestTrends } from "@/lib/console/trends-request";

/**
 * The last twelve weeks' trends (GET /api/console/trends) as the signed-in admin reads them: the
 * figures once the server answers, or why it could not (`failed` when the error says nothing), and
 * `load` to ask again.
 */
export function useTrends(failed: string): { trends: Trends | null; problem: string | null; load: () => Promise<void> } {
  const { user } = useMemberSession();
  const [trends, setTrends] = useState<Trends | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    setProblem(null);
    try {
      setTrends(await requestTrends(user));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : failed);
    }
  }, [user, failed]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the figures come from the server, once it answers.
    void load();
  }, [load]);

  return { trends, problem, load };
}
