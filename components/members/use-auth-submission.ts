"use client";

import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { AuthProblem } from "@/lib/firebase/auth-errors";
import type { AuthOutcome } from "@/lib/members/account";
import type { Parsed } from "@/lib/members/credentials";

/**
 * One account action at a time: checks the input first (some checks load their data), runs the action only with valid input, and
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
    async <T>(check: Parsed<T> | Promise<Parsed<T>>, action: (input: T) => Promise<AuthOutcome>): Promise<readonly AuthProblem[]> => {
      if (running.current) return [];
      running.current = true;
      try {
        const parsed = await check;
        if (!parsed.ok) return show(parsed.problems);
        setBusy(true);
        setProblems([]);
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
