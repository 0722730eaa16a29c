import { validateFeedback } from "@/lib/assistant/records/feedback-schema";

/**
 * POST /api/assistant/feedback: a visitor's rating of one answer, as the chat widget sends it
 * (lib/assistant/records/feedback-schema.ts, which the widget shares), with a message per invalid field.
 */
export function feedbackBody(value: unknown) {
  const checked = validateFeedback(value);
  return checked.ok ? { ok: true as const, value: checked.feedback } : { ok: false as const, error: "Please check the rating.", fields: checked.fields };
}
