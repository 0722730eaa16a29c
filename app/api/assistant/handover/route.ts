import type { AdminServices } from "@/lib/firebase/admin";
import { api, ApiError, handler } from "@/lib/api/door";
import { contactMessages } from "@/lib/contact/form-rules";
import { detectSpam } from "@/lib/contact/spam";
import type { HandoverRequest } from "@/lib/assistant/handover/handover-request";
import { mailAfterResponse, storeHandover } from "@/lib/assistant/handover/send-handover";
import { recordHandover } from "@/lib/assistant/records/weekly-counts";
import { createOneAtATime } from "@/lib/visitor/one-at-a-time";
import { visitorKeys, type Visitor } from "@/lib/visitor/visitor";
import { handoverBody } from "./schema";

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
export const { GET, POST, PUT, PATCH, DELETE } = api("/api/assistant/handover", {
  POST: handler({
    caller: "visitor",
    body: { what: "the question", json: handoverBody },
    log: "handover",
    failure: failed,
    async run({ admin, visitor, body, request, answer, logFailure }) {
      if (!admin) throw new ApiError(503, failed);
      const outcome = await store({ db: admin.db, request: body.value, visitor, userAgent: request.headers.get("user-agent") ?? "", logFailure });
      switch (outcome.kind) {
        case "sent":
          return answer.json({ ok: true, id: outcome.id }, 201);
        case "limit":
          throw new ApiError(429, limit);
        case "busy":
          throw new ApiError(429, "Your question is still being sent. Please wait a moment.", { retryAfterSeconds: busySeconds });
        case "failed":
          throw new ApiError(503, failed, { retryAfterSeconds: outcome.retryAfterSeconds });
      }
    },
  }),
});

type Outcome = { kind: "sent"; id: string } | { kind: "limit" } | { kind: "busy" } | { kind: "failed"; retryAfterSeconds?: number };

type Handing = {
  db: AdminServices["db"];
  request: HandoverRequest;
  visitor: Visitor;
  userAgent: string;
  logFailure: (error: unknown, what?: string) => number | undefined;
};

async function store({ db, request: { handover, website, startedAt }, visitor, userAgent, logFailure }: Handing): Promise<Outcome> {
  const now = new Date();
  const spam = detectSpam({ website, startedAt }, now.getTime());
  try {
    const queued = sending.run(visitorKeys(visitor).at(-1) ?? visitor.keys.cookie, () => storeHandover(db, handover, visitor, userAgent, spam, now));
    if (!queued) return { kind: "busy" };
    const result = await queued;
    if (!result.ok) return { kind: "limit" };
    if (!spam && !result.duplicate) {
      mailAfterResponse(handover, result.id, now);
      void recordHandover(db, now.getTime()).catch((error: unknown) => logFailure(error, "a handover was not counted"));
    }
    return { kind: "sent", id: result.id };
  } catch (error) {
    return { kind: "failed", retryAfterSeconds: logFailure(error) };
  }
}
