import "@/lib/validation/jitless";
import { z } from "zod";
import { contactLimits } from "./form-rules";

export { contactLimits, contactMessages } from "./form-rules";

/**
 * The contact form's rules, shared by the form and POST /api/contact:
 * - name: 2-100 characters;
 * - email: a valid address, at most 254 characters;
 * - phone: optional; digits, spaces, +, -, ( and ), 7-20 characters with at least 7 digits;
 * - subject: 3-150 characters;
 * - message: 10-5000 characters (line breaks and tabs allowed);
 * - services: optional, any of the site's service ids, each at most once.
 * Surrounding whitespace is trimmed before the lengths are checked; control characters are rejected.
 */

// C0 and C1 controls and DEL; the message may keep tab, line feed and carriage return.
const controlInLine = /[\u0000-\u001f\u007f-\u009f]/;
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const line = (label: string, [min, max]: readonly [number, number]) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .min(min, `Your ${label} needs at least ${min} characters.`)
    .max(max, `Keep your ${label} to ${max} characters.`)
    .refine((value) => !controlInLine.test(value), `Your ${label} contains characters we cannot accept.`);

const phoneRule = "Use 7-20 digits, spaces, +, - or brackets (at least 7 digits), or leave the phone empty.";

export function contactSchema(serviceIds: readonly string[]) {
  const known = new Set(serviceIds);
  return z.object({
    name: line("name", contactLimits.name),
    email: z
      .string({ error: "Enter your e-mail address." })
      .trim()
      .min(1, "Enter your e-mail address.")
      .max(contactLimits.email, "That e-mail address is too long.")
      .pipe(z.email("Enter a valid e-mail address, like name@example.com.")),
    phone: z
      .string({ error: phoneRule })
      .trim()
      .refine((value) => value === "" || (/^[0-9 +\-()]{7,20}$/.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 7), phoneRule)
      .optional()
      .default(""),
    subject: line("subject", contactLimits.subject),
    message: z
      .string({ error: "Enter your message." })
      .trim()
      .min(1, "Enter your message.")
      .min(contactLimits.message[0], `Your message needs at least ${contactLimits.message[0]} characters.`)
      .max(contactLimits.message[1], `Keep your message to ${contactLimits.message[1]} characters.`)
      .refine((value) => !controlInText.test(value), "Your message contains characters we cannot accept."),
    services: z
      .array(z.string({ error: "Choose services from the list." }), { error: "Choose services from the list." })
      .optional()
      .default([])
      .refine((ids) => ids.every((id) => known.has(id)), "Choose services from the list.")
      .transform((ids) => [...new Set(ids)]),
  });
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactMessage = z.output<ReturnType<typeof contactSchema>>;
export type ContactField = keyof ContactMessage;
export type FieldErrors = Partial<Record<ContactField, string>>;

/** The cleaned message, or one message per invalid field (the first problem of each). */
export function validateContact(input: unknown, serviceIds: readonly string[]): { ok: true; message: ContactMessage } | { ok: false; fields: FieldErrors } {
  const parsed = contactSchema(serviceIds).safeParse(input);
  if (parsed.success) return { ok: true, message: parsed.data };
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? "message") as ContactField;
    fields[field] ??= issue.message;
  }
  return { ok: false, fields };
}
