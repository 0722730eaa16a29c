"use client";

import { signOut } from "firebase/auth";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "./member-session";

export function SignOutButton() {
  const { auth } = useMemberSession();
  return (
    <Button variant="secondary" size="sm" onClick={() => signOut(auth)}>
      Sign out
    </Button>
  );
}
