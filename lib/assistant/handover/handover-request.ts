/**
 * What POST /api/assistant/handover accepts: the visitor's e-mail (required), name (optional), the
 * question as they last edited it, the conversation it came from and the page it was asked on, plus
 * the contact form's two spam signals. A field the visitor typed gets a message of its own, to show
 * beside that field; anything else wrong is one message for the whole request.
 */
import "@/lib/validation/jitless";
import { z } from "zod";
import { bodyLimits } from "@/lib/http/body-limits";
import { contactLimits } from "@/lib/contact/form-rules";
import { assistantLimits, characterCount, type ChatMessage } from "@/lib/assistant/request";

export const handoverLimits = {
  name: contactLimits.name,
  email: contactLimits.email,
  question: [10, assistantLimits.characters] as const,
  messages: assistantLimits.messages,
  bodyBytes: bodyLimits["/api/assistant/handover"],
} as const;

type HandoverField = "email" | "name" | "question";
type HandoverFieldErrors = Partial<Record<HandoverField, string>>;

export type Handover = {
  email: string;
  /** "" when the visitor gave none. */
  name: string;
  question: string;
  conversation: ChatMessage[];
  /** The site's path the question was asked on, or null. */
  page: string | null;
};

export type HandoverRequest = { handover: Handover; website?: unknown; startedAt?: unknown };

// C0 and C1 controls and DEL; the question may keep tab, line feed and carriage return.
const controlInLine = /[\u0000-\u001f\u007f-\u009f]/;
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const fields = {
  email: z
    .string({ error: "Enter your e-mail address, so the team can reply." })
    .trim()
    .min(1, "Enter your e-mail address, so the team can reply.")
    .max(handoverLimits.email, "That e-mail address is too long.")
    .pipe(z.email("Enter a valid e-mail address, like name@example.com.")),
  name: z
    .string({ error: "Enter your name as text, or leave it empty." })
    .trim()
    .refine(
      (value) => value === "" || value.length >= handoverLimits.name[0],
      `Your name needs at least ${handoverLimits.name[0]} characters, or leave it empty.`,
    )
    .refine((value) => value.length <= handoverLimits.name[1], `Keep your name to ${handoverLimits.name[1]} characters.`)
    .refine((value) => !controlInLine.test(value), "Your name contains characters we cannot accept.")
    .optional()
    .default(""),
  question: z
    .string({ error: "Enter your question." })
    .trim()
    .min(1, "Enter your question.")
    .refine((value) => characterCount(value) >= handoverLimits.question[0], `Your question needs at least ${handoverLimits.question[0]} characters.`)
    .refine((value) => characterCount(value) <= handoverLimits.question[1], `Keep your question to ${handoverLimits.question[1]} characters.`)
    .refine((value) => !controlInText.test(value), "Your question contains characters we cannot accept."),
};

const message = z.strictObject(
  {
    role: z.enum(["user", "assistant"]),
    content: z.string().refine((text) => text.trim() !== "" && characterCount(text) <= assistantLimits.characters && !controlInText.test(text)),
  },
  { error: "Each message of the conversation must be { role, content }." },
);

const rest = z.strictObject(
  {
    email: z.unknown().optional(),
    name: z.unknown().optional(),
    question: z.unknown().optional(),
    conversation: z
      .array(message, { error: "Send the conversation as a list of { role, content } messages." })
      .max(handoverLimits.messages, `Send at most the last ${handoverLimits.messages} messages of the conversation.`)
      .optional()
      .default([]),
    page: z
      .string({ error: "Send the page as its path, such as /services/web-development." })
      .max(assistantLimits.pagePath, `Send the page as a path of at most ${assistantLimits.pagePath} characters.`)
      .regex(/^\/[^\s?#]*$/, "Send the page as its path, such as /services/web-development.")
      .nullable()
      .optional(),
    website: z.unknown().optional(),
    startedAt: z.unknown().optional(),
  },
  { error: 'Send a JSON object with "email", "question", and optionally "name", "conversation" and "page", and nothing else.' },
);

export type ParsedHandover = { ok: true; request: HandoverRequest } | { ok: false; error: string; fields?: HandoverFieldErrors };

/** The handover in `body` (already parsed JSON), or what is wrong with it. */
export function parseHandover(body: unknown): ParsedHandover {
  const shape = rest.safeParse(body);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const where = issue?.path[0] === "conversation" && issue.path.length > 1 ? ` (message ${Number(issue.path[1]) + 1})` : "";
    return { ok: false, error: `${issue?.message ?? "The request is not valid."}${where}` };
  }
  const input = shape.data;
  const errors: HandoverFieldErrors = {};
  const checked: Partial<Record<HandoverField, string>> = {};
  for (const field of ["email", "name", "question"] as const) {
    const result = fields[field].safeParse(input[field]);
    if (result.success) checked[field] = result.data;
    else errors[field] = result.error.issues[0]?.message ?? "Check this field.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, error: "Please correct the highlighted fields.", fields: errors };
  return {
    ok: true,
    request: {
      handover: {
        email: checked.email ?? "",
        name: checked.name ?? "",
        question: checked.question ?? "",
        conversation: input.conversation,
        page: input.page ?? null,
      },
      website: input.website,
      startedAt: input.startedAt,
    },
  };
}
