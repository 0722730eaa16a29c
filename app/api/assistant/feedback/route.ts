import { feedbackRateLimit, storeFeedback, validateFeedback } from "@/lib/assistant/records/feedback";
import { feedbackLimits } from "@/lib/assistant/records/feedback-schema";
import { readJsonObject } from "@/lib/http/body";
import { getAdmin } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { createRateLimiter } from "@/lib/visitor/rate-limit";
import { secondsToWait, visitorResponses } from "@/lib/visitor/responses";
import { sharedWait } from "@/lib/visitor/shared-limit";
import { visitorKeys } from "@/lib/visitor/visitor";
import { refuseMethods } from "@/lib/http/refuse-methods";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const limiter = createRateLimiter(feedbackRateLimit);
const cannotSave = "Ratings cannot be saved right now. Please try again later.";
const tooManyRatings = "Too many ratings. Please try again later.";

/** 201 for a new rating, 200 when the visitor changed their rating of the same answer. */
export async function POST(request: Request): Promise<Response> {
  const answer = visitorResponses(request);
  const parsed = await readJsonObject(request, feedbackLimits.bodyBytes, "the rating");
  if (!parsed.ok) return answer.json({ error: parsed.error }, parsed.status);
  const validation = validateFeedback(parsed.value);
  if (!validation.ok) return answer.json({ error: "Please check the rating.", fields: validation.fields }, 400);
  const { feedback } = validation;
  const local = secondsToWait(limiter, answer.visitor);
  if (local > 0) return answer.tooMany(tooManyRatings, local);
  try {
    const admin = getAdmin();
    if (!admin) return answer.unavailable(cannotSave);
    const wait = await sharedWait(admin.db, { scope: "feedback", ...feedbackRateLimit }, visitorKeys(answer.visitor), "throw");
    if (wait > 0) return answer.tooMany(tooManyRatings, wait);
    const stored = await storeFeedback(admin.db, feedback, answer.visitor.keys.cookie);
    if (!stored.ok) return answer.json({ error: "This answer has already been rated by someone else." }, 409);
    return answer.json({ ok: true, id: feedback.answerId, updated: !stored.created }, stored.created ? 201 : 200);
  } catch (error) {
    console.error(`[assistant-feedback] ${describeError(error)}`);
    return answer.unavailable(cannotSave, secondsBeforeRetry(error));
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods("/api/assistant/feedback", ["POST"]);
