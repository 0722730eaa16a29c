"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { stopLiveListeners } from "@/lib/firebase/live-cache";
import { leavePresence } from "@/lib/community/presence";
import { clearSavedChat } from "@/lib/community/saved-chat";
import { closeEveryServerSession, closeServerSession } from "@/lib/members/session-exchange";
import { endSignIn } from "@/lib/members/sign-out";
import { useMemberSession } from "./member-session";

/**
 * "Sign out" ends this device's session (every copy of its cookie with it); "Sign out everywhere" ends
 * every session of the account, on every device, first: when that fails the member stays signed in
 * and is told.
 */
export function LiveSignOutButtons() {
  const { auth, db, user } = useMemberSession();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function leave(everywhere: boolean) {
    setLeaving(true);
    setProblem(null);
    // Gone from who is online first, while the rules still take the member's write.
    await leavePresence(db, user);
    if (everywhere) {
      const ended = await closeEveryServerSession(user);
      if (!ended.ok) {
        setProblem(ended.error);
        setLeaving(false);
        return;
      }
    } else {
      closeServerSession();
    }
    // Every live listener stops, so nothing reads as this member after the session ends, and the
    // chat kept for their next visit goes with them.
    stopLiveListeners();
    clearSavedChat();
    void endSignIn(auth);
  }

  return (
    <>
      {problem ? (
        <p role="alert" className="w-full text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <Button variant="ghost" size="sm" disabled={leaving} onClick={() => void leave(true)} title="Ends this account's sessions on every device">
        Sign out everywhere
      </Button>
      <Button variant="secondary" size="sm" disabled={leaving} onClick={() => void leave(false)}>
        Sign out
      </Button>
    </>
  );
}
