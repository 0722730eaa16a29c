import { bodyLimits } from "@/lib/http/body-limits";
import { parseJsonObject } from "@/lib/http/body";

/** The largest body POST /api/contact reads; a full message is far below it. */
export const contactBodyLimit = bodyLimits["/api/contact"];

/** A submission before validation: the fields as sent, plus the two spam signals. */
export type RawSubmission = { input: Record<string, unknown>; website?: unknown; startedAt?: unknown };

/** What a JSON contact submission may hold: the form's fields and the two spam signals, nothing else. */
const submissionKeys = new Set(["name", "email", "phone", "subject", "message", "services", "website", "startedAt"]);

export function parseJsonSubmission(text: string): { ok: true; submission: RawSubmission } | { ok: false; error: string } {
  const parsed = parseJsonObject(text);
  return parsed.ok ? submissionOf(parsed.value) : parsed;
}

/** A JSON object sent to POST /api/contact as a submission, or the key it may not hold. */
export function submissionOf(input: Record<string, unknown>): { ok: true; submission: RawSubmission } | { ok: false; error: string } {
  const unknown = Object.keys(input).find((key) => !submissionKeys.has(key));
  if (unknown !== undefined) return { ok: false, error: `Unknown field "${unknown.slice(0, 40)}": send ${[...submissionKeys].join(", ")}.` };
  return { ok: true, submission: { input, website: input.website, startedAt: input.startedAt } };
}

/** The fields of a form posted without JavaScript, as typed. */
export type ContactFormValues = { name: string; email: string; phone: string; subject: string; message: string; services: string[] };

export function parseFormSubmission(text: string | URLSearchParams): { submission: RawSubmission; values: ContactFormValues } {
  const form = new URLSearchParams(text);
  const values: ContactFormValues = {
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    phone: form.get("phone") ?? "",
    subject: form.get("subject") ?? "",
    message: form.get("message") ?? "",
    services: form.getAll("services"),
  };
  return { submission: { input: values, website: form.get("website"), startedAt: form.get("startedAt") }, values };
}
