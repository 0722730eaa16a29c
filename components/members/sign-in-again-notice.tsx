"use client";

import type { Auth } from "firebase/auth";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { stopLiveListeners } from "@/lib/firebase/live-cache";
import { clearSavedChat } from "@/lib/community/saved-chat";
import { endSignIn } from "@/lib/members/sign-out";

/**
 * The server no longer counts this sign-in (its account's sessions were ended, by "Sign out
 * everywhere", even in the very second of this sign-in): said as soon as the page learns it, before the
 * member writes, with the way back in.
 */
export function SignInAgainNotice({ auth }: { auth: Auth }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <section role="alert" aria-labelledby="sign-in-again" className="mb-3 rounded-xl border border-amber-400/50 bg-amber-400/10 px-4 py-3">
      <h2 id="sign-in-again" className="font-semibold">
        Sign in again to post
      </h2>
      <p className="mt-1 text-sm text-fg-muted">This sign-in was ended when your account was signed out everywhere, so messages from it would not be sent.</p>
      <Button
        size="sm"
        className="mt-2"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          stopLiveListeners();
          clearSavedChat();
          void endSignIn(auth);
        }}
      >
        Sign in again
      </Button>
    </section>
  );
}
