import { getAdmin } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { bodyKind, readBodyText } from "@/lib/http/body";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { contactMessages } from "@/lib/contact/form-rules";
import { detectSpam } from "@/lib/contact/spam";
import { handoverLimits, parseHandover, type HandoverRequest } from "@/lib/assistant/handover/handover-request";
import { mailAfterResponse, storeHandover } from "@/lib/assistant/handover/send-handover";
import { recordHandover } from "@/lib/assistant/records/weekly-counts";
import { createOneAtATime } from "@/lib/visitor/one-at-a-time";
import { visitorResponses } from "@/lib/visitor/responses";
import { visitorKeys, type Visitor } from "@/lib/visitor/visitor";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// One visitor's handovers are stored one at a time, as the contact form's messages are.
const sending = createOneAtATime({ maxWaiting: 3 });
const busySeconds = 2;

const failed = "Your question could not be sent just now. Everything you typed is still here: please try again in a moment.";
const limit = `${contactMessages.limit}: you have sent as many messages as we take from one visitor in a day. Write to us by e-mail instead, or try again tomorrow.`;

/**
 * POST /api/assistant/handover: a visitor's question for the team, with their e-mail and the
 * conversation it came from. Stored as a lead before success is answered (201), under the contact
 * form's allowance; the agency's notification and the visitor's confirmation follow the answer.
 */
export async function POST(request: Request): Promise<Response> {
  const answer = visitorResponses(request);
  if (bodyKind(request.headers.get("content-type")) !== "json") return answer.json({ error: "Send the question as application/json." }, 415);
  const body = await readBodyText(request, handoverLimits.bodyBytes);
  if (!body.ok) {
    if (body.reason === "too-large") return answer.json({ error: `The request is too large: the limit is ${handoverLimits.bodyBytes / 1024} KB.` }, 413);
    return answer.json({ error: "The request body is not valid UTF-8." }, 400);
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return answer.json({ error: "The request body is not valid JSON." }, 400);
  }
  const parsed = parseHandover(json);
  if (!parsed.ok) return answer.json({ error: parsed.error, ...(parsed.fields ? { fields: parsed.fields } : {}) }, 400);

  const admin = getAdmin();
  if (!admin) return answer.unavailable(failed);
  const outcome = await store(admin.db, parsed.request, answer.visitor, request.headers.get("user-agent") ?? "");
  switch (outcome.kind) {
    case "sent":
      return answer.json({ ok: true, id: outcome.id }, 201);
    case "limit":
      return answer.json({ error: limit }, 429);
    case "busy":
      return answer.tooMany("Your question is still being sent. Please wait a moment.", busySeconds);
    case "failed":
      return answer.unavailable(failed, outcome.retryAfterSeconds);
  }
}

type Outcome = { kind: "sent"; id: string } | { kind: "limit" } | { kind: "busy" } | { kind: "failed"; retryAfterSeconds?: number };

async function store(
  db: NonNullable<ReturnType<typeof getAdmin>>["db"],
  { handover, website, startedAt }: HandoverRequest,
  visitor: Visitor,
  userAgent: string,
): Promise<Outcome> {
  const now = new Date();
  const spam = detectSpam({ website, startedAt }, now.getTime());
  try {
    const queued = sending.run(visitorKeys(visitor).at(-1) ?? visitor.keys.cookie, () => storeHandover(db, handover, visitor, userAgent, spam, now));
    if (!queued) return { kind: "busy" };
    const result = await queued;
    if (!result.ok) return { kind: "limit" };
    if (!spam && !result.duplicate) {
      mailAfterResponse(handover, result.id, now);
      void recordHandover(db, now.getTime()).catch((error: unknown) => console.error(`[handover] a handover was not counted: ${describeError(error)}`));
    }
    return { kind: "sent", id: result.id };
  } catch (error) {
    console.error(`[handover] ${describeError(error)}`);
    return { kind: "failed", retryAfterSeconds: secondsBeforeRetry(error) };
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods("/api/assistant/handover", ["POST"]);
