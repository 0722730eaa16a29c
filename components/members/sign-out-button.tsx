"use client";

import { signOut } from "firebase/auth";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { stopCommunityListeners } from "@/lib/community/live";
import { leavePresence } from "@/lib/community/presence";
import { clearStoredChat } from "@/lib/community/stored-chat";
import { closeServerSession } from "@/lib/members/server-session";
import { useMemberSession } from "./member-session";

export function SignOutButton() {
  const { auth, db, user } = useMemberSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={leaving}
      onClick={async () => {
        setLeaving(true);
        // Gone from who is online first, while the rules still take the member's write (a second at most).
        await leavePresence(db, user.uid);
        // Every live listener stops, so nothing reads as this member after the session ends, and the
        // chat kept for their next visit goes with them.
        stopCommunityListeners();
        clearStoredChat();
        closeServerSession();
        void signOut(auth);
      }}
    >
      Sign out
    </Button>
  );
}
