import { companyProfile, replyPromise } from "@/lib/content/company";
import { contactMessages, type FieldErrors } from "./schema";

export type FormPostOutcome = { kind: "sent" } | { kind: "limit" } | { kind: "failed" } | { kind: "invalid"; fields: FieldErrors };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fieldLabels: Record<string, string> = { name: "Name", email: "E-mail", phone: "Phone", subject: "Subject", message: "Message", services: "Services" };

/**
 * The answer to the contact form posted without JavaScript: a small page of its own saying what happened.
 * After an error, the browser's Back button returns to the form with everything still typed in it.
 */
export function formPostPage(outcome: FormPostOutcome): string {
  const { email, phone } = companyProfile;
  const [title, body] =
    outcome.kind === "sent"
      ? [contactMessages.sent, `Thank you. A senior engineer will reply within ${replyPromise}.`]
      : outcome.kind === "limit"
        ? [contactMessages.limit, `You have sent the most messages we accept from one visitor in a day. Please e-mail ${email} or call ${phone} instead.`]
        : outcome.kind === "failed"
          ? [contactMessages.failed, `Nothing was sent. Go back to try again, or e-mail ${email}.`]
          : ["Please correct the highlighted fields.", "Go back to the form: everything you typed is still there."];
  const problems =
    outcome.kind === "invalid"
      ? `<ul>${Object.entries(outcome.fields)
          .map(([field, problem]) => `<li><strong>${escapeHtml(fieldLabels[field] ?? field)}:</strong> ${escapeHtml(problem ?? "")}</li>`)
          .join("")}</ul>`
      : "";
  const back = outcome.kind === "sent" ? `<a href="/">Back to the home page</a>` : `<a href="/contact">Back to the contact form</a>`;
  return `<!doctype html>
<html lang="en" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(companyProfile.name)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#070a12;color:#e6e9f2;font:18px/1.6 system-ui,sans-serif}
main{max-width:36rem;padding:2rem}h1{font-size:1.75rem;line-height:1.2}a{color:#5eead4}li{margin:.25rem 0}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${problems}<p>${back}</p></main></body></html>`;
}
