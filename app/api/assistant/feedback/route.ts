import { feedbackRateLimit, storeFeedback } from "@/lib/assistant/records/feedback";
import { api, ApiError, handler } from "@/lib/api/door";
import { createRateLimiter } from "@/lib/visitor/rate-limit";
import { secondsToWait } from "@/lib/visitor/responses";
import { sharedWait } from "@/lib/visitor/shared-limit";
import { visitorKeys } from "@/lib/visitor/visitor";
import { feedbackBody } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const limiter = createRateLimiter(feedbackRateLimit);
const cannotSave = "Ratings cannot be saved right now. Please try again later.";
const tooManyRatings = (seconds: number) => new ApiError(429, "Too many ratings. Please try again later.", { retryAfterSeconds: seconds });

export const { GET, POST, PUT, PATCH, DELETE } = api("/api/assistant/feedback", {
  /** 201 for a new rating, 200 when the visitor changed their rating of the same answer. */
  POST: handler({
    caller: "visitor",
    body: { what: "the rating", json: feedbackBody },
    log: "assistant-feedback",
    failure: cannotSave,
    async run({ admin, visitor, body, answer }) {
      const feedback = body.value;
      const local = secondsToWait(limiter, visitor);
      if (local > 0) throw tooManyRatings(local);
      if (!admin) throw new ApiError(503, cannotSave);
      const wait = await sharedWait(admin.db, { scope: "feedback", ...feedbackRateLimit }, visitorKeys(visitor), "throw");
      if (wait > 0) throw tooManyRatings(wait);
      const stored = await storeFeedback(admin.db, feedback, visitor.keys.cookie);
      if (!stored.ok) throw new ApiError(409, "This answer has already been rated by someone else.");
      return answer.json({ ok: true, id: feedback.answerId, updated: !stored.created }, stored.created ? 201 : 200);
    },
  }),
});
