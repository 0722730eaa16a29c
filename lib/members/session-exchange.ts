"use client";

// The browser's side of the server session: its ID token exchanged for the HttpOnly cookie, and the
// cookie closed on sign-out (the server's side is lib/members/session.ts).
import type { User } from "firebase/auth";
import { timeZoneCookieName } from "./cookie-names";

const sessionRoute = "/api/members/session";
/** Set while this browser holds a server session, so that signing out closes it without asking blind. */
const openKey = "northbeam.server-session";

/** What opening the server session came to: `signInAgain` when the sign-in itself was ended (signed out everywhere, even in that very second). */
export type ServerSessionState = "open" | "refused" | "signInAgain";

/**
 * Exchanges the member's current ID token for a server session (an HttpOnly cookie: app/api/members/session):
 * after a sign-in, and again when the account changes (its address verified, a role given or taken).
 * A refusal (a sign-in too long ago, with no session to renew) leaves the member on the client's path.
 */
export function openServerSession(user: Pick<User, "getIdToken">): Promise<ServerSessionState> {
  const opening = exchange(user);
  latest = opening;
  return opening;
}

// The last exchange asked for: a message sent meanwhile waits for it, so it goes under the session it opens.
let latest: Promise<ServerSessionState> | null = null;

/** The server session as the last exchange left it (null: none asked for on this page). */
export const serverSessionSettled = (): Promise<ServerSessionState | null> => latest ?? Promise.resolve(null);

async function exchange(user: Pick<User, "getIdToken">): Promise<ServerSessionState> {
  try {
    // The server writes the times of the pages it renders with this session in the browser's own zone.
    document.cookie = `${timeZoneCookieName}=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}; Path=/; Max-Age=${14 * 24 * 60 * 60}; SameSite=Lax`;
    const response = await fetch(sessionRoute, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ idToken: await user.getIdToken() }),
    });
    if (response.ok) localStorage.setItem(openKey, "1");
    else localStorage.removeItem(openKey);
    if (response.ok) return "open";
    const body: unknown = await response.json().catch(() => null);
    return typeof body === "object" && body !== null && "signInAgain" in body && body.signInAgain === true ? "signInAgain" : "refused";
  } catch {
    return "refused";
  }
}

/**
 * Closes the server session: on signing out here or in another tab, if this browser opened one (or,
 * with `known`, when the page says it holds one: the server rendered it, or found it no longer valid).
 */
export function closeServerSession(known = false): void {
  try {
    const opened = localStorage.getItem(openKey) === "1";
    localStorage.removeItem(openKey);
    if (!opened && !known) return;
  } catch {
    if (!known) return;
  }
  void fetch(sessionRoute, { method: "DELETE", keepalive: true }).catch(() => undefined);
}

/**
 * Ends every session of the member's account, on every device (app/api/members/session's
 * `?everywhere`): what the server said, so a failure can be shown while the member is still signed in.
 */
export async function closeEveryServerSession(user: Pick<User, "getIdToken">): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const response = await fetch(`${sessionRoute}?everywhere`, { method: "DELETE", headers: { Authorization: `Bearer ${await user.getIdToken()}` } });
    if (response.ok) {
      localStorage.removeItem(openKey);
      return { ok: true };
    }
    const body: unknown = await response.json().catch(() => null);
    const error = typeof body === "object" && body !== null && "error" in body && typeof body.error === "string" ? body.error : null;
    return { ok: false, error: error ?? "You could not be signed out everywhere right now. Try again in a moment." };
  } catch {
    return { ok: false, error: "You could not be signed out everywhere: check your connection and try again." };
  }
}
