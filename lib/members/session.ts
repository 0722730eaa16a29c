import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { DecodedIdToken } from "firebase-admin/auth";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { siteInfo } from "@/lib/content/company";
import type { AdminServices } from "@/lib/firebase/admin";
import { collections } from "@/lib/firebase/collections.mjs";
import { describeError } from "@/lib/http/describe-error";
import { sessionCookieName } from "./cookie-names";
import { checkAccount, codeOf, unreachable, verifyIdTokenChecked } from "./caller";

/** A session lasts two weeks, Firebase's longest. */
const sessionMaxAgeMs = 14 * 24 * 60 * 60 * 1000;
/** A new session needs a sign-in this recent, as Firebase recommends; a valid session is renewed without. */
export const recentSignInMs = 5 * 60 * 1000;

export type SessionOutcome = { ok: true; uid: string; cookie: string } | { ok: false; status: 401 | 403 | 503; error: string; revoked?: true };

/**
 * Where a session is recorded: under the SHA-256 of its cookie, so the record names no usable secret,
 * with the device it was opened on (the cookies a renewal makes there share it). Signing out deletes the
 * device's records, which ends every copy of every cookie it had.
 */
const recordOf = (admin: AdminServices, cookie: string) => admin.db.collection(collections.sessions).doc(createHash("sha256").update(cookie).digest("hex"));

/**
 * What a session cookie is worth: none sent; invalid (expired, signed out, revoked, a disabled or
 * deleted account, minted by another project or the emulator: the caller clears it); unknown (Auth or
 * the store could not be asked); or valid, with the claims of the ID token it was made from and whether
 * the account is a verified member's now (its address verified, read from the account, not the claims).
 */
export type SessionCheck =
  | { state: "none" }
  | { state: "invalid"; revoked?: true }
  | { state: "unknown" }
  | { state: "valid"; claims: DecodedIdToken; verified: boolean; device: string };

export async function checkSession(admin: AdminServices, cookie: string | undefined): Promise<SessionCheck> {
  if (!cookie) return { state: "none" };
  let claims: DecodedIdToken;
  try {
    claims = await admin.auth.verifySessionCookie(cookie);
  } catch (error) {
    const code = codeOf(error);
    // firebase-admin checks revocation itself on the emulator (and with checkRevoked): the sign-in was ended.
    if (code === "auth/session-cookie-revoked") return { state: "invalid", revoked: true };
    return unreachable(code) ? { state: "unknown" } : { state: "invalid" };
  }
  const [account, record] = await Promise.all([
    checkAccount(admin, claims),
    recordOf(admin, cookie)
      .get()
      .catch(() => null),
  ]);
  if (!account.ok) return account.status === 503 ? { state: "unknown" } : { state: "invalid", ...(account.revoked ? { revoked: true as const } : {}) };
  if (record === null) return { state: "unknown" };
  const device = record.get("device");
  if (!record.exists || record.get("uid") !== claims.uid || typeof device !== "string") return { state: "invalid" };
  const verified = account.account.emailVerified && claims.firebase.sign_in_provider !== "anonymous";
  return { state: "valid", claims, verified, device };
}

/** The uid of a valid session cookie, or null. */
export async function sessionUid(admin: AdminServices, cookie: string | undefined): Promise<string | null> {
  const session = await checkSession(admin, cookie);
  return session.state === "valid" ? session.claims.uid : null;
}

/** A session younger than this, whose claims still match the account's token, is kept as it is. */
const renewAfterMs = 24 * 60 * 60 * 1000;

/**
 * A session cookie for the account of `idToken` (verified, with the account checked): for a sign-in in
 * the last recentSignInMs, or to renew `current`, a valid session of the same account on this device.
 * `current` itself while it is younger than a day and the token claims what it does (address verified,
 * role): the pages ask on every load, and nothing is written then. A new cookie is recorded before it
 * is handed out.
 */
export async function openSession(admin: AdminServices, idToken: string, current: string | undefined, now = Date.now()): Promise<SessionOutcome> {
  const checked = await verifyIdTokenChecked(admin, idToken);
  if (!checked.ok) return checked;
  const { decoded } = checked;
  const recent = now - decoded.auth_time * 1000 <= recentSignInMs;
  const held = await checkSession(admin, current);
  const renewing = held.state === "valid" && held.claims.uid === decoded.uid ? held : null;
  if (!recent && !renewing) {
    return { ok: false, status: 401, error: "Sign in again to keep this device signed in: your last sign-in was too long ago." };
  }
  if (renewing && current) {
    const unchanged = renewing.claims.email_verified === decoded.email_verified && renewing.claims.role === decoded.role;
    if (unchanged && now - renewing.claims.iat * 1000 < renewAfterMs) return { ok: true, uid: decoded.uid, cookie: current };
  }
  let cookie: string;
  try {
    cookie = await admin.auth.createSessionCookie(idToken, { expiresIn: sessionMaxAgeMs });
  } catch (error) {
    if (unreachable(codeOf(error))) return { ok: false, status: 503, error: "Your session could not be opened right now. Try again in a moment." };
    return { ok: false, status: 401, error: "Your sign-in has expired or is not valid. Sign in again." };
  }
  try {
    await recordOf(admin, cookie).set({
      uid: decoded.uid,
      device: renewing?.device ?? randomUUID(),
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + sessionMaxAgeMs),
    });
  } catch (error) {
    console.error(`[members] a session could not be recorded: ${describeError(error)}`);
    return { ok: false, status: 503, error: "Your session could not be opened right now. Try again in a moment." };
  }
  if (!renewing) await endSessionsPastTheCap(admin, decoded.uid);
  return { ok: true, uid: decoded.uid, cookie };
}

/** The most devices one account holds a session on; a sign-in on one more ends the least recently used. */
export const sessionDevicesMax = 10;
/** The most records read to find them: a device holds one per renewal (at most one a day for its two weeks). */
const sessionRecordsRead = sessionDevicesMax * 16;

/**
 * Ends the sessions of the account's devices past the newest `sessionDevicesMax` (by their newest
 * record): their records are deleted, so their cookies are refused at their next request, and no other
 * device is touched. Run after each new device's record is written, so of sign-ins at once the last to
 * finish sees every record. Best effort: a failure is logged and the new session stands.
 */
async function endSessionsPastTheCap(admin: AdminServices, uid: string): Promise<void> {
  try {
    const records = await admin.db
      .collection(collections.sessions)
      .where("uid", "==", uid)
      .orderBy("createdAt", "desc")
      .limit(sessionRecordsRead)
      .select("device")
      .get();
    const devices = [...new Set(records.docs.map((record) => record.get("device")).filter((device) => typeof device === "string"))];
    for (const device of devices.slice(sessionDevicesMax)) await deleteRecords(admin, "device", device);
  } catch (error) {
    console.error(`[members] older sessions of ${uid} could not be ended: ${describeError(error)}`);
  }
}

/** How many session records one round deletes (the last round finds fewer). */
const sessionsPerRound = 200;

/** Deletes every session record a query finds, a round at a time. */
async function deleteRecords(admin: AdminServices, field: "uid" | "device", value: string): Promise<void> {
  for (;;) {
    const records = await admin.db.collection(collections.sessions).where(field, "==", value).limit(sessionsPerRound).get();
    if (records.empty) return;
    const batch = admin.db.batch();
    for (const record of records.docs) batch.delete(record.ref);
    await batch.commit();
    if (records.size < sessionsPerRound) return;
  }
}

/** Ends this device's session, every copy of every cookie it had: signing out here. */
export async function closeSession(admin: AdminServices, cookie: string): Promise<void> {
  const device = (await recordOf(admin, cookie).get()).get("device");
  if (typeof device === "string") await deleteRecords(admin, "device", device);
}

/**
 * Ends every session of an account: its refresh tokens revoked (every browser signs out, every ID token
 * and session cookie issued until now is refused), then each server session's record deleted.
 */
export async function closeEverySession(admin: AdminServices, uid: string): Promise<void> {
  await admin.auth.revokeRefreshTokens(uid);
  await deleteRecords(admin, "uid", uid);
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

/** The site's public origin, as configured (NEXT_PUBLIC_SITE_URL). */
const publicOrigin = new URL(siteInfo.url).origin;

/**
 * Whether the request comes from a page of this site: its Origin is the site's configured public
 * origin, or has the host it was sent to (a proxy in front that rewrites Host, or drops its port, still
 * passes the first). Browsers send Origin with every POST and DELETE from a page, so a request without
 * one is refused.
 */
export function fromThisSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === publicOrigin) return true;
  const host = request.headers.get("host");
  if (!host) return false;
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
