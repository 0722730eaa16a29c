import { api, ApiError, handler } from "@/lib/api/door";
import { verifyCaller } from "@/lib/members/caller";
import { closeEverySession, closeSession, openSession, overHttps, requestSessionCookie, sessionCookieHeader, sessionUid } from "@/lib/members/session";
import { sessionBody } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const foreignPage = "Sessions are opened and closed from this site's own pages.";
const noProject = "Sessions need a Firebase project; this server has none configured.";

const cleared = (request: Request) => ({ "Set-Cookie": sessionCookieHeader(null, overHttps(request)) });

export const { GET, POST, PUT, PATCH, DELETE } = api("/api/members/session", {
  /**
   * Exchanges the member's ID token (`{ "idToken": "..." }`) for a server session: a firebase-admin
   * session cookie of two weeks, HttpOnly (lib/members/session.ts). A new session needs a sign-in in the
   * last five minutes; a member holding a valid session renews it with a fresh token of the same account.
   * A token that fails (expired, revoked, disabled account, another project) clears the cookie.
   */
  POST: handler({
    sameSite: foreignPage,
    firebase: noProject,
    private: true,
    body: { what: "the session request", json: sessionBody },
    log: "members: session",
    async run({ admin, body, request, answer }) {
      const outcome = await openSession(admin, body.value.idToken, requestSessionCookie(request));
      if (!outcome.ok) {
        // `signInAgain`: the sign-in itself was ended, so the page tells the member before they write.
        throw new ApiError(outcome.status, outcome.error, {
          body: outcome.revoked ? { signInAgain: true } : {},
          headers: outcome.status === 503 ? {} : cleared(request),
        });
      }
      return answer.json({ ok: true }, 200, { "Set-Cookie": sessionCookieHeader(outcome.cookie, overHttps(request)) });
    },
  }),
  /**
   * Signing out. Plain: ends this device's session, every copy of its cookie (its record is deleted), and
   * clears the cookie. `?everywhere`: ends every session of the account (its refresh tokens revoked, every
   * session's record deleted), for the member of this session or of the ID token in
   * `Authorization: Bearer`.
   */
  DELETE: handler({
    sameSite: foreignPage,
    private: true,
    log: "members: signing out",
    async run({ admin, request, answer, logFailure }) {
      const cookie = requestSessionCookie(request);
      const everywhere = new URL(request.url).searchParams.has("everywhere");
      if (!admin) {
        if (everywhere) throw new ApiError(503, noProject);
        return answer.json({ ok: true }, 200, cleared(request));
      }
      try {
        if (!everywhere) {
          if (cookie) await closeSession(admin, cookie);
          return answer.json({ ok: true }, 200, cleared(request));
        }
        let uid = await sessionUid(admin, cookie);
        if (!uid && request.headers.has("authorization")) {
          const checked = await verifyCaller(admin, request);
          if (!checked.ok) throw new ApiError(checked.status, checked.error);
          uid = checked.caller.uid;
        }
        if (!uid) throw new ApiError(401, "Sign in first: signing out everywhere needs this device's session or your ID token.");
        await closeEverySession(admin, uid);
        return answer.json({ ok: true, everywhere: true }, 200, cleared(request));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        logFailure(error);
        // The cookie goes all the same: this device is signed out whatever the store says.
        throw new ApiError(503, "Signing out could not be finished right now. Try again in a moment.", { retryAfterSeconds: 5, headers: cleared(request) });
      }
    },
  }),
});
