"use client";

import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { AuthProblem } from "@/lib/firebase/auth-errors";
import type { AuthOutcome } from "@/lib/members/account";
import type { Parsed } from "@/lib/members/credentials";

/**
 * One account action at a time: checks the input first, runs the action only with valid input, and
 * resolves to the problems now shown (rendered by then, so the caller can move focus to them).
 */
export function useAuthSubmission() {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<readonly AuthProblem[]>([]);
  const running = useRef(false);

  const show = useCallback((next: readonly AuthProblem[]) => {
    flushSync(() => {
      setProblems(next);
      setBusy(false);
    });
    return next;
  }, []);

  const run = useCallback(
    async <T>(parsed: Parsed<T>, action: (input: T) => Promise<AuthOutcome>): Promise<readonly AuthProblem[]> => {
      if (running.current) return [];
      if (!parsed.ok) return show(parsed.problems);
      running.current = true;
      setBusy(true);
      setProblems([]);
      try {
        const outcome = await action(parsed.data);
        return show(outcome.ok ? [] : [outcome.problem]);
      } finally {
        running.current = false;
      }
    },
    [show],
  );

  const clear = useCallback(() => setProblems([]), []);

  return { busy, problems, run, clear };
}
