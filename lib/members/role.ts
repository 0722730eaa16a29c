import type { User } from "firebase/auth";
import { doc, onSnapshot, type Firestore } from "firebase/firestore";
import { collections } from "@/lib/firebase/collections.mjs";

import { rankOf, roleOf, type OperatorRole } from "./operator-role.mjs";

/** A member's operator role, or null for a member without one. */
export type Role = OperatorRole | null;

/** A moderator works the community; an admin everything. */
export const canModerate = (role: Role) => rankOf(role) >= rankOf("moderator");
export const isAdmin = (role: Role) => role === "admin";

/**
 * The signed-in member's role, now and whenever it changes, as the rules see it: the lesser of the ID
 * token's claim and the record the server mirrors each change to (`member_roles/{uid}`). A role taken
 * away is dropped the moment the record says so. When the record names a role other than the token's,
 * the token is refreshed, so a new role reaches the rules too without the member signing out and in (a
 * hosted project refuses the refresh after a role was taken away: that ends the account's sessions). A
 * token that already agrees is left alone: every refresh makes the store reconnect.
 *
 * The first role is reported once the record has answered too (or could not be read: then the token's
 * word stands), so a page opened with a token from before a role was taken away never shows that
 * role's tabs, and a change made after the page showed its role is one the listener will hear.
 */
export function watchRole(db: Firestore, user: User, onRole: (role: Role) => void): () => void {
  let active = true;
  let latest = 0;
  // The token's role and the record's (none when there is no record), once each is known.
  let claimed: Role | undefined;
  let recorded: Role | undefined;
  let recordAnswered = false;
  const report = () => {
    if (!active || claimed === undefined || !recordAnswered) return;
    onRole(recorded !== undefined && rankOf(recorded) < rankOf(claimed) ? recorded : claimed);
  };
  const read = async (force: boolean) => {
    const ticket = (latest += 1);
    try {
      const token = await user.getIdTokenResult(force);
      if (ticket === latest) claimed = roleOf(token.claims);
    } catch {
      // Offline: the role stays as last read (none before the first read), and the next change tries again.
      if (ticket === latest) claimed ??= null;
    }
    if (ticket === latest) report();
  };
  void read(false);
  const stop = onSnapshot(
    doc(db, collections.roles, user.uid),
    async (snapshot) => {
      recorded = roleOf({ role: snapshot.get("role") });
      recordAnswered = true;
      report();
      const current = claimed !== undefined ? claimed : roleOf((await user.getIdTokenResult().catch(() => null))?.claims);
      if (current !== recorded) await read(true);
    },
    () => {
      recordAnswered = true;
      report();
    },
  );
  return () => {
    active = false;
    stop();
  };
}
