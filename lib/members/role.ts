import type { User } from "firebase/auth";
import { Timestamp, doc, onSnapshot, type Firestore } from "firebase/firestore";

/** The operator roles, as Firebase custom claims. */
export type OperatorRole = "admin" | "moderator";
export type Role = OperatorRole | null;

export function roleFromClaims(claims: Record<string, unknown> | undefined): Role {
  const role = claims?.role;
  return role === "admin" || role === "moderator" ? role : null;
}

/** A moderator works the community; an admin everything. */
export const canModerate = (role: Role) => role === "admin" || role === "moderator";
export const isAdmin = (role: Role) => role === "admin";

/**
 * The signed-in member's role, now and whenever it changes: the server mirrors a role change to
 * `member_roles/{uid}`, and when that record is newer than the ID token, the token is refreshed (so
 * the new claims reach the rules too) without the member signing out and in.
 */
export function watchRole(db: Firestore, user: User, onRole: (role: Role) => void): () => void {
  let active = true;
  let latest = 0;
  const read = async (force: boolean) => {
    const ticket = (latest += 1);
    try {
      const token = await user.getIdTokenResult(force);
      if (active && ticket === latest) onRole(roleFromClaims(token.claims));
    } catch {
      // Offline: the role stays as last read, and the next change tries again.
      if (active && ticket === latest && !force) onRole(null);
    }
  };
  void read(false);
  const stop = onSnapshot(
    doc(db, "member_roles", user.uid),
    async (snapshot) => {
      const changed = snapshot.get("updatedAt");
      if (!(changed instanceof Timestamp)) return;
      const token = await user.getIdTokenResult().catch(() => null);
      const issued = token ? Date.parse(token.issuedAtTime) : 0;
      // Token times are whole seconds; a change within the token's second still refreshes.
      if (changed.toMillis() >= issued - 1000) await read(true);
    },
    () => undefined,
  );
  return () => {
    active = false;
    stop();
  };
}
