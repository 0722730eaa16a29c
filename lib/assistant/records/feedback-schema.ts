import "@/lib/validation/jitless";
import { z } from "zod";
import { documentId } from "@/lib/firebase/document-id";
import { bodyLimits } from "@/lib/http/body-limits";
import { characterCount } from "../request";
import { answerShapes, type ProviderName } from "../answer/shapes";

/**
 * A visitor's rating of one assistant answer, shared by the chat widget and POST /api/assistant/feedback:
 * - answerId: 8-64 letters, digits, - or _ (it names the stored document, so no "/" or ".", and not
 *   the __name__ shape Firestore keeps for itself);
 * - rating: "helpful" or "not-helpful";
 * - question: the question answered, trimmed, 1-2000 characters (as the chat counts them);
 * - answer: the answer rated, trimmed, 1-20000 characters; only an excerpt of it is stored;
 * - provider: who wrote the answer;
 * - reason: optional, after "not-helpful": what the visitor was looking for, one line of at most 200;
 * - shape: optional, the answer's shape: the built-in answer's own, or "provider" for a language
 *   model's (which the server assumes when the provider is not "built-in").
 * Question and answer may hold tabs and line breaks, no other control characters; other keys are refused.
 */
const feedbackRatings = ["helpful", "not-helpful"] as const;
const feedbackProviders = ["openrouter", "gemini", "built-in"] as const satisfies readonly ProviderName[];
/** bodyBytes: the largest request body the route reads (413 beyond it), whatever the fields allow. */
export const feedbackLimits = {
  answerId: [8, 64],
  question: 2000,
  answer: 20_000,
  excerpt: 500,
  reason: 200,
  bodyBytes: bodyLimits["/api/assistant/feedback"],
} as const;

// C0 and C1 controls except tab, line feed and carriage return.
const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const answerIdPattern = new RegExp(`^[A-Za-z0-9_-]{${feedbackLimits.answerId[0]},${feedbackLimits.answerId[1]}}$`);

const text = (label: string, max: number) =>
  z
    .string({ error: `Send the ${label} as text.` })
    .trim()
    .min(1, `The ${label} cannot be empty.`)
    .refine((value) => characterCount(value) <= max, `Keep the ${label} to ${max} characters.`)
    .refine((value) => !control.test(value), `The ${label} contains characters that cannot be accepted.`);

const feedbackSchema = z
  .strictObject(
    {
      // It names the stored document: Firestore's own rules first (no __name__), then the id's form.
      answerId: documentId("the answer id").regex(answerIdPattern, `The answer id must be ${feedbackLimits.answerId.join("-")} letters, digits, - or _.`),
      rating: z.enum(feedbackRatings, { error: 'Rate the answer "helpful" or "not-helpful".' }),
      question: text("question", feedbackLimits.question),
      answer: text("answer", feedbackLimits.answer),
      provider: z.enum(feedbackProviders, { error: `The provider must be one of ${feedbackProviders.join(", ")}.` }),
      reason: z
        .string({ error: "Send the reason as text." })
        .trim()
        .refine((value) => characterCount(value) <= feedbackLimits.reason, `Keep the reason to ${feedbackLimits.reason} characters.`)
        .refine((value) => !/[\u0000-\u001f\u007f-\u009f]/.test(value), "The reason must be one line, without control characters.")
        .optional(),
      shape: z.enum(answerShapes, { error: `The shape must be one of ${answerShapes.join(", ")}.` }).optional(),
    },
    { error: "Send the rating as a JSON object." },
  )
  .refine((feedback) => !feedback.reason || feedback.rating === "not-helpful", { message: 'A reason goes with a "not-helpful" rating.', path: ["reason"] })
  .refine((feedback) => !feedback.shape || (feedback.shape === "provider") === (feedback.provider !== "built-in"), {
    message: 'The shape "provider" goes with a language model\'s answer, and the built-in shapes with "built-in".',
    path: ["shape"],
  });

export type Feedback = z.output<typeof feedbackSchema>;
export type FeedbackFieldErrors = Record<string, string>;

/** The rating as typed data, or one message per invalid field (unknown keys each get one too). */
export function validateFeedback(input: unknown): { ok: true; feedback: Feedback } | { ok: false; fields: FeedbackFieldErrors } {
  const parsed = feedbackSchema.safeParse(input);
  if (parsed.success) return { ok: true, feedback: parsed.data };
  // Without a prototype, a key named "__proto__" is reported like any other.
  const fields: FeedbackFieldErrors = Object.create(null);
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) fields[key] ??= "This field is not accepted.";
    else fields[String(issue.path[0] ?? "body")] ??= issue.message;
  }
  return { ok: false, fields };
}

/** At most `max` characters: the whole text when it fits, else its start cut at a word boundary, with "…". */
export function answerExcerpt(answer: string, max: number = feedbackLimits.excerpt): string {
  if (answer.length <= max) return answer;
  const room = max - 1;
  // A space just past the room is a boundary too: the last word then fits whole.
  const lastSpace = answer.slice(0, room + 1).search(/\s\S*$/);
  const head = lastSpace > room / 2 ? answer.slice(0, lastSpace) : answer.slice(0, room).replace(/[\ud800-\udbff]$/, "");
  return `${head.trimEnd()}…`;
}
