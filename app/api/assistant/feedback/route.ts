import { feedbackRateLimit, storeFeedback, validateFeedback } from "@/lib/assistant/feedback";
import { feedbackLimits } from "@/lib/assistant/feedback-schema";
import { readJsonObject } from "@/lib/http/body";
import { getAdmin } from "@/lib/firebase/admin";
import { retryAfterHeaders } from "@/lib/firebase/store-guard";
import { createRateLimiter } from "@/lib/visitor/rate-limit";
import { secondsToWait, visitorResponses } from "@/lib/visitor/responses";
import { sharedWait } from "@/lib/visitor/shared-limit";
import { visitorKeys } from "@/lib/visitor/visitor";
import { refuseMethods } from "@/lib/http/refuse-methods";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const limiter = createRateLimiter(feedbackRateLimit);
const unavailable = "Ratings cannot be saved right now. Please try again later.";

function tooMany(answer: ReturnType<typeof visitorResponses>, seconds: number): Response {
  return answer.json({ error: "Too many ratings. Please try again later." }, 429, { "Retry-After": String(seconds) });
}

/** 201 for a new rating, 200 when the visitor changed their rating of the same answer. */
export async function POST(request: Request): Promise<Response> {
  const answer = visitorResponses(request);
  const parsed = await readJsonObject(request, feedbackLimits.bodyBytes, "the rating");
  if (!parsed.ok) return answer.json({ error: parsed.error }, parsed.status);
  const validation = validateFeedback(parsed.value);
  if (!validation.ok) return answer.json({ error: "Please check the rating.", fields: validation.fields }, 400);
  const { feedback } = validation;
  const local = secondsToWait(limiter, answer.visitor);
  if (local > 0) return tooMany(answer, local);
  try {
    const admin = getAdmin();
    if (!admin) return answer.json({ error: unavailable }, 503);
    const wait = await sharedWait(admin.db, { scope: "feedback", ...feedbackRateLimit }, visitorKeys(answer.visitor), "throw");
    if (wait > 0) return tooMany(answer, wait);
    const stored = await storeFeedback(admin.db, feedback, answer.visitor.keys.cookie);
    if (!stored.ok) return answer.json({ error: "This answer has already been rated by someone else." }, 409);
    return answer.json({ ok: true, id: feedback.answerId, updated: !stored.created }, stored.created ? 201 : 200);
  } catch (error) {
    console.error(`[assistant-feedback] ${error instanceof Error ? error.message : String(error)}`);
    return answer.json({ error: unavailable }, 503, retryAfterHeaders(error));
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods("/api/assistant/feedback", ["POST"]);
