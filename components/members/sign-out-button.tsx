"use client";

import { signOut } from "firebase/auth";
import { Button } from "@/components/ui/button";
import { stopCommunityListeners } from "@/lib/community/live";
import { useMemberSession } from "./member-session";

export function SignOutButton() {
  const { auth } = useMemberSession();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        // Every live listener stops first, so nothing reads as this member after the session ends.
        stopCommunityListeners();
        void signOut(auth);
      }}
    >
      Sign out
    </Button>
  );
}
