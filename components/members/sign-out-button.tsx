"use client";

import { signOut } from "firebase/auth";
import { Button } from "@/components/ui/button";
import { stopCommunityListeners } from "@/lib/community/live";
import { clearStoredChat } from "@/lib/community/stored-chat";
import { useMemberSession } from "./member-session";

export function SignOutButton() {
  const { auth } = useMemberSession();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        // Every live listener stops first, so nothing reads as this member after the session ends, and
        // the chat kept for their next visit goes with them.
        stopCommunityListeners();
        clearStoredChat();
        void signOut(auth);
      }}
    >
      Sign out
    </Button>
  );
}
