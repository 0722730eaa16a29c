import { onAuthStateChanged, type Auth } from "firebase/auth";
import { syncSavedUser, type UserStorage } from "./saved-user";

/** Syncs the saved user (saved-user.ts) on every sign-in and sign-out; returns the unsubscribe. */
export function watchSavedUser(auth: Auth, storage?: UserStorage | null): () => void {
  return onAuthStateChanged(auth, (user) => syncSavedUser(user, storage));
}
