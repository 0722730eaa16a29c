import "server-only";
import { mentionEmailsRoute, mentionSettingsPath } from "./mention-email";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page around each answer: never indexed, no Referer sent from it (the address carries the member's token). */
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

/** Why a link older than the member's turning mention e-mails back on no longer works. */
export const staleUnsubscribe =
  "This link is from an e-mail sent before you turned mention e-mails back on, so it no longer turns them off. Use the link in a newer e-mail, or your profile.";

/** The unsubscribe link opened in a browser: a button that turns the e-mails off (opening it changes nothing, as mail scanners open links). */
export const unsubscribeQuestion = (token: string) =>
  page(
    "Stop mention e-mails?",
    `<p>You get an e-mail when members mention you in the community chat while you are away.</p>
<form method="post" action="${escapeHtml(`${mentionEmailsRoute}?token=${encodeURIComponent(token)}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these e-mails</button></form>
<p>You can turn them on again in ${profileLink}.</p>`,
  );

export const unsubscribeDone = () =>
  page("Mention e-mails are off", `<p>You will get no more e-mails about mentions. Turn them on again in ${profileLink}.</p>`);

export const unsubscribeStale = () => page("This link no longer works", `<p>${staleUnsubscribe.replace("your profile", profileLink)}</p>`);
