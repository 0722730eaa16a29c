import { createUIMessageStreamResponse } from "ai";
import { bodyKind, readBodyText } from "@/lib/http/body";
import { describeError } from "@/lib/http/describe-error";
import { assistantLimits, parseAssistantRequest } from "@/lib/assistant/request";
import { answerStream } from "@/lib/assistant/respond";
import { prepareSearch } from "@/lib/assistant/retrieval/search";
import { createRateLimiter } from "@/lib/visitor/rate-limit";
import { secondsToWait, visitorResponses } from "@/lib/visitor/responses";
import { sharedWait } from "@/lib/visitor/shared-limit";
import { visitorKeys } from "@/lib/visitor/visitor";
import { getAdmin } from "@/lib/firebase/admin";
import { recordUnanswered } from "@/lib/assistant/records/unanswered-store";
import { recordAnswer } from "@/lib/assistant/records/weekly-counts";
import type { AnswerKind, AnswerShape } from "@/lib/assistant/answer/shapes";
import { taughtAnswers } from "@/lib/assistant/answer/taught-source";
import { refuseMethods } from "@/lib/http/refuse-methods";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Questions per visitor: counted by address and by visitor cookie, in this process and in the store
 * (any rolling hour); any count running out stops them.
 */
export const assistantRateLimit = { limit: 20, windowMs: 60 * 60 * 1000 };
const limiter = createRateLimiter(assistantRateLimit);
const assistantSharedLimit = { scope: "assistant", ...assistantRateLimit };

export async function POST(request: Request): Promise<Response> {
  const answer = visitorResponses(request);
  if (bodyKind(request.headers.get("content-type")) !== "json") return answer.json({ error: "Send the conversation as application/json." }, 415);
  const body = await readBodyText(request, assistantLimits.bodyBytes);
  if (!body.ok) {
    if (body.reason === "too-large") return answer.json({ error: `The conversation is too large: the limit is ${assistantLimits.bodyBytes / 1024} KB.` }, 413);
    return answer.json({ error: "The request body is not valid UTF-8." }, 400);
  }
  const parsed = parseAssistantRequest(body.text);
  if (!parsed.ok) return answer.json({ error: parsed.error }, 400);

  // The first question after a start builds the search index, which holds the process for a moment:
  // before the store's count starts, so the count's deadline measures the store, not the build (a
  // count cut short lets the question through uncounted).
  prepareSearch();
  // The in-process count turns a flood away cheaply; the shared one holds across instances and restarts.
  const seconds =
    secondsToWait(limiter, answer.visitor) || (await sharedWait(getAdmin()?.db ?? null, assistantSharedLimit, visitorKeys(answer.visitor), "allow"));
  if (seconds > 0) {
    const minutes = Math.ceil(seconds / 60);
    return answer.tooMany(
      `That is ${assistantRateLimit.limit} questions within the hour. Please ask again in ${minutes} minute${minutes === 1 ? "" : "s"}, or write to us through the contact page.`,
      seconds,
    );
  }

  const db = getAdmin()?.db;
  const onUnanswered = db
    ? (question: string) =>
        void recordUnanswered(db, question).catch((error: unknown) =>
          console.error(`[assistant] an unanswered question was not counted: ${describeError(error)}`),
        )
    : undefined;
  const onAnswered = db
    ? (shape: AnswerShape, kind: AnswerKind) =>
        void recordAnswer(db, shape, kind).catch((error: unknown) => console.error(`[assistant] an answer was not counted: ${describeError(error)}`))
    : undefined;
  // The team's answers, as the store's listener last read them (it opens on the first question).
  const taught = db ? await taughtAnswers(db) : undefined;
  const stream = answerStream(parsed.request.messages, {
    signal: request.signal,
    ...(taught ? { taught } : {}),
    onUnanswered,
    onAnswered,
    ...(parsed.request.page ? { page: parsed.request.page } : {}),
  });
  return createUIMessageStreamResponse({ stream, headers: answer.headers({ "X-Accel-Buffering": "no" }) });
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods("/api/assistant", ["POST"]);
