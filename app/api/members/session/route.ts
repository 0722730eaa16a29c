import { getAdmin } from "@/lib/firebase/admin";
import { readJsonObject } from "@/lib/http/body";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { verifyCaller } from "@/lib/members/caller";
import {
  closeEverySession,
  closeSession,
  fromThisSite,
  openSession,
  overHttps,
  requestSessionCookie,
  sessionCookieHeader,
  sessionUid,
} from "@/lib/members/session";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "private, no-store" };
const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...noStore, ...headers } });
const foreign = () => json({ error: "Sessions are opened and closed from this site's own pages." }, 403);

/**
 * Exchanges the member's ID token (`{ "idToken": "..." }`) for a server session: a firebase-admin
 * session cookie of two weeks, HttpOnly (lib/members/session.ts). A new session needs a sign-in in the
 * last five minutes; a member holding a valid session renews it with a fresh token of the same account.
 * A token that fails (expired, revoked, disabled account, another project) clears the cookie.
 */
export async function POST(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return foreign();
  const admin = getAdmin();
  if (!admin) return json({ error: "Sessions need a Firebase project; this server has none configured." }, 503);
  const parsed = await readJsonObject(request, 8192, "the session request");
  if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
  const { idToken } = parsed.value;
  if (typeof idToken !== "string" || idToken.length < 20 || idToken.length > 8000)
    return json({ error: 'Send { "idToken": "..." }: the member\'s Firebase ID token.' }, 400);
  const outcome = await openSession(admin, idToken, requestSessionCookie(request));
  const secure = overHttps(request);
  if (!outcome.ok) {
    const clear: Record<string, string> = outcome.status === 503 ? {} : { "Set-Cookie": sessionCookieHeader(null, secure) };
    return json({ error: outcome.error }, outcome.status, clear);
  }
  return json({ ok: true }, 200, { "Set-Cookie": sessionCookieHeader(outcome.cookie, secure) });
}

/**
 * Signing out. Plain: ends this device's session, every copy of its cookie (its record is deleted), and
 * clears the cookie. `?everywhere`: ends every session of the account (its refresh tokens revoked, every
 * session's record deleted), for the member of this session or of the ID token in
 * `Authorization: Bearer`.
 */
export async function DELETE(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return foreign();
  const secure = overHttps(request);
  const cleared = { "Set-Cookie": sessionCookieHeader(null, secure) };
  const admin = getAdmin();
  const cookie = requestSessionCookie(request);
  const everywhere = new URL(request.url).searchParams.has("everywhere");
  if (!admin) return everywhere ? json({ error: "Sessions need a Firebase project; this server has none configured." }, 503) : json({ ok: true }, 200, cleared);
  try {
    if (!everywhere) {
      if (cookie) await closeSession(admin, cookie);
      return json({ ok: true }, 200, cleared);
    }
    let uid = await sessionUid(admin, cookie);
    if (!uid && request.headers.has("authorization")) {
      const checked = await verifyCaller(admin, request);
      if (!checked.ok) return json({ error: checked.error }, checked.status);
      uid = checked.caller.uid;
    }
    if (!uid) return json({ error: "Sign in first: signing out everywhere needs this device's session or your ID token." }, 401);
    await closeEverySession(admin, uid);
    return json({ ok: true, everywhere: true }, 200, cleared);
  } catch (error) {
    console.error(`[members] signing out: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: "Signing out could not be finished right now. Try again in a moment." }, 503, { "Retry-After": "5", ...cleared });
  }
}

export const { GET, PUT, PATCH } = refuseMethods("/api/members/session", ["POST", "DELETE"]);
