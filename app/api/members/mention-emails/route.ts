import { getAdmin } from "@/lib/firebase/admin";
import { guardStore, secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { readFormFields } from "@/lib/http/body";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { createResponses, json, unavailable } from "@/lib/http/responses";
import { mentionEmailsRoute, mentionSettingsPath } from "@/lib/notify/mention-email";
import { turnOffMentionEmails } from "@/lib/notify/mention-emails-off";
import { checkUnsubscribeToken, mentionEmailSecret } from "@/lib/notify/unsubscribe-token";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Pages are never indexed, never kept, and send no Referer: the link carries the member's token
 * (next.config.ts gives this path the same Referrer-Policy over the site's).
 */
const { html } = createResponses({ "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#070a12;color:#e6e9f2;font:18px/1.6 system-ui,sans-serif}
main{max-width:36rem;padding:2rem}h1{font-size:1.75rem;line-height:1.2}a{color:#5eead4}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#5eead4;color:#070a12;cursor:pointer}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const profileLink = `<a href="${mentionSettingsPath}" rel="noreferrer">your profile</a>`;

/** The member the link's token names and when it was made, or the 4xx that says why it is refused (nothing changes then). */
function tokenOwner(request: Request): { ok: true; uid: string; issuedAt: Date; token: string } | { ok: false; response: Response } {
  const secret = mentionEmailSecret();
  if (!secret.ok) return { ok: false, response: unavailable("Mention e-mails are not configured on this server.") };
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = checkUnsubscribeToken(secret.secret, token);
  if (check.ok) return { ok: true, uid: check.uid, issuedAt: check.issuedAt, token };
  return check.reason === "expired"
    ? { ok: false, response: json({ error: "This unsubscribe link has expired. Turn mention e-mails off in your profile instead." }, 410) }
    : { ok: false, response: json({ error: "This unsubscribe link is not valid." }, 400) };
}

/**
 * The unsubscribe link opened in a browser: a page with a button that turns the e-mails off (a POST).
 * Opening it changes nothing, as mail scanners open links on their own.
 */
export function GET(request: Request): Response {
  const owner = tokenOwner(request);
  if (!owner.ok) return owner.response;
  const action = `${mentionEmailsRoute}?token=${encodeURIComponent(owner.token)}`;
  return html(
    page(
      "Stop mention e-mails?",
      `<p>You get an e-mail when members mention you in the community chat while you are away.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these e-mails</button></form>
<p>You can turn them on again in ${profileLink}.</p>`,
    ),
    200,
  );
}

const stale =
  "This link is from an e-mail sent before you turned mention e-mails back on, so it no longer turns them off. Use the link in a newer e-mail, or your profile.";

/**
 * Turns the token's member's mention e-mails off: the one-click unsubscribe of RFC 8058 (the form body
 * `List-Unsubscribe=One-Click`, url-encoded or multipart, sent by the mail provider) or the page's
 * button. A link older than the member's turning them back on is refused (410). A browser gets a page
 * back, anything else JSON.
 */
export async function POST(request: Request): Promise<Response> {
  const owner = tokenOwner(request);
  if (!owner.ok) return owner.response;
  const form = await readFormFields(request, 1024, "List-Unsubscribe=One-Click");
  if (!form.ok) return json({ error: form.error }, form.status);
  if (form.fields.get("List-Unsubscribe") !== "One-Click") return json({ error: "Send List-Unsubscribe=One-Click as a form." }, 400);
  const admin = getAdmin();
  if (!admin) return unavailable("Mention e-mails need a Firebase project; this server has none configured.");
  let outcome;
  try {
    outcome = await guardStore("mention e-mails", () => turnOffMentionEmails(admin.db, owner.uid, owner.issuedAt));
  } catch (error) {
    console.error(`[mentions] unsubscribe: ${describeError(error)}`);
    return unavailable("Your choice could not be saved right now. Try again in a moment.", secondsBeforeRetry(error));
  }
  const browser = (request.headers.get("accept") ?? "").includes("text/html");
  if (outcome === "stale")
    return browser ? html(page("This link no longer works", `<p>${stale.replace("your profile", profileLink)}</p>`), 410) : json({ error: stale }, 410);
  if (browser) return html(page("Mention e-mails are off", `<p>You will get no more e-mails about mentions. Turn them on again in ${profileLink}.</p>`), 200);
  return json({ ok: true, mentionEmails: false }, 200);
}

export const { PUT, PATCH, DELETE } = refuseMethods(mentionEmailsRoute, ["GET", "POST"]);
