import { guardStore } from "@/lib/firebase/store-guard";
import { api, ApiError, handler } from "@/lib/api/door";
import { mentionEmailsRoute } from "@/lib/notify/mention-email";
import { turnOffMentionEmails } from "@/lib/notify/mention-emails-off";
import { checkUnsubscribeToken, mentionEmailSecret } from "@/lib/notify/unsubscribe-token";
import { staleUnsubscribe, unsubscribePageFor } from "@/lib/notify/unsubscribe-page";
import { oneClickForm } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Answers are never indexed, never kept, and send no Referer: the link carries the member's token
 * (next.config.ts gives this path the same Referrer-Policy over the site's).
 */
const pageHeaders = { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/** The member the link's token names and when it was made; refused (nothing changes then) when it is bad or expired. */
function tokenOwner(request: Request): { uid: string; issuedAt: Date; token: string } {
  const secret = mentionEmailSecret();
  if (!secret.ok) throw new ApiError(503, "Mention e-mails are not configured on this server.");
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = checkUnsubscribeToken(secret.secret, token);
  if (check.ok) return { uid: check.uid, issuedAt: check.issuedAt, token };
  if (check.reason === "expired") throw new ApiError(410, "This unsubscribe link has expired. Turn mention e-mails off in your profile instead.");
  throw new ApiError(400, "This unsubscribe link is not valid.");
}

/** The page that asks, or says what came of it (drawn by React: app/(site)/mention-emails/page.tsx). */
const toPage = (token: string) =>
  new Response(null, { status: 303, headers: { Location: unsubscribePageFor(token), "Cache-Control": "no-store", ...pageHeaders } });

export const { GET, POST, PUT, PATCH, DELETE } = api(mentionEmailsRoute, {
  /**
   * The unsubscribe link opened in a browser: its page, with a button that turns the e-mails off (a POST
   * here). Opening it changes nothing, as mail scanners open links on their own.
   */
  GET: handler({
    log: "mentions: unsubscribe",
    run({ request }) {
      return toPage(tokenOwner(request).token);
    },
  }),
  /**
   * Turns the token's member's mention e-mails off. A link older than the member's turning them back on
   * is refused (410). A browser goes back to the page, which says what came of it; anything else gets JSON.
   */
  POST: handler({
    body: { what: "List-Unsubscribe=One-Click", form: oneClickForm, multipart: true },
    log: "mentions: unsubscribe",
    failure: "Your choice could not be saved right now. Try again in a moment.",
    async run({ admin, request, answer }) {
      const owner = tokenOwner(request);
      if (!admin) throw new ApiError(503, "Mention e-mails need a Firebase project; this server has none configured.");
      const outcome = await guardStore("mention e-mails", () => turnOffMentionEmails(admin.db, owner.uid, owner.issuedAt));
      if ((request.headers.get("accept") ?? "").includes("text/html")) return toPage(owner.token);
      if (outcome === "stale") throw new ApiError(410, staleUnsubscribe);
      return answer.json({ ok: true, mentionEmails: false }, 200);
    },
  }),
});
