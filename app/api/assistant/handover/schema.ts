import { parseHandover } from "@/lib/assistant/handover/handover-request";

/**
 * POST /api/assistant/handover: the visitor's question for the team, their e-mail and the conversation
 * it came from (lib/assistant/handover/handover-request.ts, which the widget's form shares), with a
 * message per invalid field.
 */
export function handoverBody(value: unknown) {
  const parsed = parseHandover(value);
  return parsed.ok ? { ok: true as const, value: parsed.request } : parsed;
}
