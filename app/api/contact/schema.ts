import { parseFormSubmission, submissionOf } from "@/lib/contact/request";

/**
 * POST /api/contact: the contact form's fields and the two spam signals, as JSON from the form's
 * script (nothing else accepted) or url-encoded from the form posted without JavaScript. What each field
 * may hold is lib/contact/schema.ts's to judge, field by field, once the message is read.
 */
export function contactJson(value: unknown) {
  const read = submissionOf(value as Record<string, unknown>);
  return read.ok ? { ok: true as const, value: read.submission } : read;
}

export const contactForm = (fields: URLSearchParams) => parseFormSubmission(fields).submission;
