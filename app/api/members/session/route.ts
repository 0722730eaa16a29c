import "@/lib/validation/jitless";
import { z } from "zod";
import { getAdmin } from "@/lib/firebase/admin";
import { readJsonBody } from "@/lib/http/body";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { privateResponses } from "@/lib/http/responses";
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

const { json, unavailable } = privateResponses;
const foreignPage = "Sessions are opened and closed from this site's own pages.";
const noProject = "Sessions need a Firebase project; this server has none configured.";

const sendIdToken = 'Send { "idToken": "..." }: the member\'s Firebase ID token.';
const sessionSchema = z.object({ idToken: z.string({ error: sendIdToken }).min(20, sendIdToken).max(8000, sendIdToken) });

/**
 * Exchanges the member's ID token (`{ "idToken": "..." }`) for a server session: a firebase-admin
 * session cookie of two weeks, HttpOnly (lib/members/session.ts). A new session needs a sign-in in the
 * last five minutes; a member holding a valid session renews it with a fresh token of the same account.
 * A token that fails (expired, revoked, disabled account, another project) clears the cookie.
 */
export async function POST(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return json({ error: foreignPage }, 403);
  const admin = getAdmin();
  if (!admin) return unavailable(noProject);
  const parsed = await readJsonBody(request, 8192, "the session request", sessionSchema);
  if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
  const outcome = await openSession(admin, parsed.value.idToken, requestSessionCookie(request));
  const secure = overHttps(request);
  if (!outcome.ok) {
    const clear: Record<string, string> = outcome.status === 503 ? {} : { "Set-Cookie": sessionCookieHeader(null, secure) };
    // `signInAgain`: the sign-in itself was ended, so the page tells the member before they write.
    return json({ error: outcome.error, ...(outcome.revoked ? { signInAgain: true } : {}) }, outcome.status, clear);
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
  if (!fromThisSite(request)) return json({ error: foreignPage }, 403);
  const secure = overHttps(request);
  const cleared = { "Set-Cookie": sessionCookieHeader(null, secure) };
  const admin = getAdmin();
  const cookie = requestSessionCookie(request);
  const everywhere = new URL(request.url).searchParams.has("everywhere");
  if (!admin) return everywhere ? unavailable(noProject) : json({ ok: true }, 200, cleared);
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
    console.error(`[members] signing out: ${describeError(error)}`);
    return unavailable("Signing out could not be finished right now. Try again in a moment.", 5, cleared);
  }
}

export const { GET, PUT, PATCH } = refuseMethods("/api/members/session", ["POST", "DELETE"]);
