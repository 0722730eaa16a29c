"use client";

import type { User } from "firebase/auth";
import { createContext, useContext, type ReactNode } from "react";
import type { FirebaseServices } from "@/lib/firebase/client";

export type MemberSession = FirebaseServices & { user: User };

const SessionContext = createContext<MemberSession | null>(null);

export function MemberSessionProvider({ session, children }: { session: MemberSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in member and the shared Firebase services; only valid inside MembersGate. */
export function useMemberSession(): MemberSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useMemberSession is used outside MembersGate");
  return session;
}
