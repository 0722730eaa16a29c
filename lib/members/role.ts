import type { User } from "firebase/auth";
import { doc, onSnapshot, type Firestore } from "firebase/firestore";

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
 * `member_roles/{uid}`, and when that record names a role other than the ID token's, the token is
 * refreshed (so the new claims reach the rules too) without the member signing out and in. A token that
 * already agrees is left alone: every refresh makes the store reconnect.
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
      const mirrored = snapshot.get("role");
      if (typeof mirrored !== "string") return;
      const token = await user.getIdTokenResult().catch(() => null);
      if (!token || roleFromClaims(token.claims) !== roleFromClaims({ role: mirrored })) await read(true);
    },
    () => undefined,
  );
  return () => {
    active = false;
    stop();
  };
}
