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

/** How many times a role change refreshes the token before it settles for what the token says. */
const roleRefreshAttempts = 5;

/**
 * The signed-in member's role, now and whenever it changes: the server mirrors a role change to
 * `member_roles/{uid}`, and when that record is newer than the ID token, the token is refreshed (so
 * the new claims reach the rules too) without the member signing out and in.
 */
export function watchRole(db: Firestore, user: User, onRole: (role: Role) => void): () => void {
  let active = true;
  let latest = 0;
  let change = 0;
  /** Reads the role from the token (refreshed when `force`), reports it if no later read began, and returns it. */
  const read = async (force: boolean): Promise<Role | undefined> => {
    const ticket = (latest += 1);
    try {
      const role = roleFromClaims((await user.getIdTokenResult(force)).claims);
      if (active && ticket === latest) onRole(role);
      return role;
    } catch {
      // Offline: the role stays as last read, and the next change tries again.
      if (active && ticket === latest && !force) onRole(null);
      return undefined;
    }
  };
  void read(false);
  const stop = onSnapshot(
    doc(db, "member_roles", user.uid),
    async (snapshot) => {
      const thisChange = (change += 1);
      const changed = snapshot.get("updatedAt");
      if (!(changed instanceof Timestamp)) return;
      const token = await user.getIdTokenResult().catch(() => null);
      const issued = token ? Date.parse(token.issuedAtTime) : 0;
      // Token times are whole seconds; a change within the token's second still refreshes.
      if (changed.toMillis() < issued - 1000) return;
      // A refresh already on its way when the role changed can answer with the claims from before it:
      // the token is refreshed again, a little later each time, until it carries the role the record
      // names (or a newer change takes over).
      const named = roleFromClaims({ role: snapshot.get("role") });
      for (let attempt = 1; active && thisChange === change; attempt += 1) {
        const role = await read(true);
        if (role === named || role === undefined || attempt === roleRefreshAttempts) return;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    },
    () => undefined,
  );
  return () => {
    active = false;
    stop();
  };
}
