import "server-only";
import type { DecodedIdToken } from "firebase-admin/auth";
import type { AdminServices } from "@/lib/firebase/admin";
import { verifyIdTokenChecked } from "./caller";

/** The server session's cookie: Firebase's conventional name, the one cookie a CDN in front passes on. */
export const sessionCookieName = "__session";
/** A session lasts two weeks, Firebase's longest. */
const sessionMaxAgeMs = 14 * 24 * 60 * 60 * 1000;
/** A new session needs a sign-in this recent, as Firebase recommends; a valid session is renewed without. */
export const recentSignInMs = 5 * 60 * 1000;

export type SessionOutcome = { ok: true; uid: string; cookie: string } | { ok: false; status: 401 | 403 | 503; error: string };

const codeOf = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "");

/** Whether Auth itself failed (not the token): the caller may try again. */
const unreachable = (code: string) => !code.startsWith("auth/") || code === "auth/internal-error" || code === "auth/network-error";

/**
 * What a session cookie is worth: none sent; invalid (expired, revoked, a disabled account, minted by
 * another project or the emulator: the caller clears it); unknown (Auth could not be asked); or valid,
 * with the claims of the ID token it was made from (signature, expiry, project, revocation checked).
 */
export type SessionCheck = { state: "none" } | { state: "invalid" } | { state: "unknown" } | { state: "valid"; claims: DecodedIdToken };

export async function checkSession(admin: AdminServices, cookie: string | undefined): Promise<SessionCheck> {
  if (!cookie) return { state: "none" };
  try {
    return { state: "valid", claims: await admin.auth.verifySessionCookie(cookie, true) };
  } catch (error) {
    return unreachable(codeOf(error)) ? { state: "unknown" } : { state: "invalid" };
  }
}

/** The uid of a valid session cookie, or null. */
export async function sessionUid(admin: AdminServices, cookie: string | undefined): Promise<string | null> {
  const session = await checkSession(admin, cookie);
  return session.state === "valid" ? session.claims.uid : null;
}

/**
 * A session cookie for the account of `idToken` (verified, with revocation checked): for a sign-in in
 * the last recentSignInMs, or to renew `current`, a valid session of the same account.
 */
export async function openSession(admin: AdminServices, idToken: string, current: string | undefined, now = Date.now()): Promise<SessionOutcome> {
  const checked = await verifyIdTokenChecked(admin, idToken);
  if (!checked.ok) return checked;
  const { decoded } = checked;
  const recent = now - decoded.auth_time * 1000 <= recentSignInMs;
  if (!recent && (await sessionUid(admin, current)) !== decoded.uid) {
    return { ok: false, status: 401, error: "Sign in again to keep this device signed in: your last sign-in was too long ago." };
  }
  try {
    return { ok: true, uid: decoded.uid, cookie: await admin.auth.createSessionCookie(idToken, { expiresIn: sessionMaxAgeMs }) };
  } catch (error) {
    const code = codeOf(error);
    if (unreachable(code)) return { ok: false, status: 503, error: "Your session could not be opened right now. Try again in a moment." };
    return { ok: false, status: 401, error: "Your sign-in has expired or is not valid. Sign in again." };
  }
}

/** The cookie's Set-Cookie value: HttpOnly, SameSite=Lax, the whole site, Secure over https; empty and expired to delete it. */
export function sessionCookieHeader(value: string | null, secure: boolean): string {
  const attributes = [
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
    `Max-Age=${value === null ? 0 : Math.floor(sessionMaxAgeMs / 1000)}`,
  ];
  return [`${sessionCookieName}=${value ?? ""}`, ...attributes].join("; ");
}

/** The session cookie a request carries. */
export function requestSessionCookie(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === sessionCookieName) return value.join("=") || undefined;
  }
  return undefined;
}

/**
 * Whether the request comes from a page of this site: its Origin's host is the host it was sent to.
 * Browsers send Origin with every POST and DELETE from a page, so a request without one is refused.
 */
export function fromThisSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  const host = request.headers.get("host");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Whether the request reached the site over https (directly, or through the proxy in front). */
export function overHttps(request: Request): boolean {
  return request.headers.get("x-forwarded-proto") === "https" || new URL(request.url).protocol === "https:";
}
