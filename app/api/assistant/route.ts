import { createUIMessageStreamResponse } from "ai";
import { answerStream } from "@/lib/assistant/respond";
import { prepareSearch } from "@/lib/assistant/retrieval/search";
import { recordUnanswered } from "@/lib/assistant/records/unanswered-store";
import { recordAnswer } from "@/lib/assistant/records/weekly-counts";
import type { AnswerKind, AnswerShape } from "@/lib/assistant/answer/shapes";
import { taughtAnswers } from "@/lib/assistant/answer/taught-source";
import { api, ApiError, handler } from "@/lib/api/door";
import { createRateLimiter } from "@/lib/visitor/rate-limit";
import { secondsToWait } from "@/lib/visitor/responses";
import { sharedWait } from "@/lib/visitor/shared-limit";
import { visitorKeys } from "@/lib/visitor/visitor";
import { assistantBody } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Questions per visitor: counted by address and by visitor cookie, in this process and in the store
 * (any rolling hour); any count running out stops them.
 */
export const assistantRateLimit = { limit: 20, windowMs: 60 * 60 * 1000 };
const limiter = createRateLimiter(assistantRateLimit);
const assistantSharedLimit = { scope: "assistant", ...assistantRateLimit };

export const { GET, POST, PUT, PATCH, DELETE } = api("/api/assistant", {
  POST: handler({
    caller: "visitor",
    body: { what: "the conversation", json: assistantBody },
    log: "assistant",
    async run({ admin, visitor, body, request, answer, logFailure }) {
      // The first question after a start builds the search index, which holds the process for a moment:
      // before the store's count starts, so the count's deadline measures the store, not the build (a
      // count cut short lets the question through uncounted).
      prepareSearch();
      // The in-process count turns a flood away cheaply; the shared one holds across instances and restarts.
      const seconds = secondsToWait(limiter, visitor) || (await sharedWait(admin?.db ?? null, assistantSharedLimit, visitorKeys(visitor), "allow"));
      if (seconds > 0) {
        const minutes = Math.ceil(seconds / 60);
        throw new ApiError(
          429,
          `That is ${assistantRateLimit.limit} questions within the hour. Please ask again in ${minutes} minute${minutes === 1 ? "" : "s"}, or write to us through the contact page.`,
          { retryAfterSeconds: seconds },
        );
      }
      const db = admin?.db;
      const onUnanswered = db
        ? (question: string) => void recordUnanswered(db, question).catch((error: unknown) => logFailure(error, "an unanswered question was not counted"))
        : undefined;
      const onAnswered = db
        ? (shape: AnswerShape, kind: AnswerKind) => void recordAnswer(db, shape, kind).catch((error: unknown) => logFailure(error, "an answer was not counted"))
        : undefined;
      // The team's answers, as the store's listener last read them (it opens on the first question).
      const taught = db ? await taughtAnswers(db) : undefined;
      const { messages, page } = body.value;
      const stream = answerStream(messages, { signal: request.signal, ...(taught ? { taught } : {}), onUnanswered, onAnswered, ...(page ? { page } : {}) });
      return createUIMessageStreamResponse({ stream, headers: answer.headers({ "X-Accel-Buffering": "no" }) });
    },
  }),
});
