import type { User } from "firebase/auth";

export const sessionRoute = "/api/members/session";
/** Set while this browser holds a server session, so that signing out closes it without asking blind. */
const openKey = "northbeam.server-session";

/**
 * Exchanges the member's current ID token for a server session (an HttpOnly cookie: app/api/members/session):
 * after a sign-in, and again when the account changes (its address verified, a role given or taken).
 * A refusal (a sign-in too long ago, with no session to renew) leaves the member on the client's path.
 */
export async function openServerSession(user: Pick<User, "getIdToken">): Promise<boolean> {
  try {
    const response = await fetch(sessionRoute, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ idToken: await user.getIdToken() }) });
    if (response.ok) localStorage.setItem(openKey, "1");
    else localStorage.removeItem(openKey);
    return response.ok;
  } catch {
    return false;
  }
}

/** Closes the server session, if this browser opened one: on signing out here or in another tab. */
export function closeServerSession(): void {
  try {
    if (localStorage.getItem(openKey) !== "1") return;
    localStorage.removeItem(openKey);
  } catch {
    return;
  }
  void fetch(sessionRoute, { method: "DELETE", keepalive: true }).catch(() => undefined);
}
