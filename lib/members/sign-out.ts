import { signOut, type Auth } from "firebase/auth";

/** Ends this browser's sign-in to Firebase (the server session is ended first: lib/members/session-exchange.ts). */
export function endSignIn(auth: Auth): Promise<void> {
  return signOut(auth);
}
