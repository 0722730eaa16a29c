"use client";

import type { User } from "firebase/auth";
import { createContext, useContext, type ReactNode } from "react";
import type { FirebaseServices } from "@/lib/firebase/client";
import type { Role } from "@/lib/members/role";

/**
 * `role`: the member's operator role from their token's claims (null for members), kept current.
 * `verified`: whether their e-mail address is verified (members post only then); `recheckVerified`
 * reads it again and refreshes the token when it now is.
 */
export type MemberSession = FirebaseServices & { user: User; role: Role; verified: boolean; recheckVerified: () => Promise<boolean> };

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
