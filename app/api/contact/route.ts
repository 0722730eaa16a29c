import { formPostPage } from "@/lib/contact/form-post-page";
import type { RawSubmission } from "@/lib/contact/request";
import { contactLimit } from "@/lib/contact/send-allowance";
import { contactMessages, validateContact, type FieldErrors } from "@/lib/contact/schema";
import { notifyAfterResponse } from "@/lib/contact/send-notification";
import { detectSpam } from "@/lib/contact/spam";
import { readContactLimit, submitContact } from "@/lib/contact/store";
import { getServices } from "@/lib/content";
import type { AdminServices } from "@/lib/firebase/admin";
import { api, ApiError, handler } from "@/lib/api/door";
import { createOneAtATime } from "@/lib/visitor/one-at-a-time";
import { visitorKeys, type Visitor } from "@/lib/visitor/visitor";
import { contactForm, contactJson } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const serviceIds = getServices().map((service) => service.id);

type Outcome =
  | { kind: "sent"; id: string }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "limit" }
  | { kind: "busy" }
  | { kind: "failed"; retryAfterSeconds?: number };

// One visitor's messages are stored one at a time (see createOneAtATime); a few may wait their turn.
const sending = createOneAtATime({ maxWaiting: 3 });
const busy = "Your earlier messages are still being sent. Please wait a moment and try again.";
const busySeconds = 2;

type Submission = { raw: RawSubmission; visitor: Visitor; userAgent: string; admin: AdminServices | null; logFailure: (error: unknown) => number | undefined };

async function submit({ raw, visitor, userAgent, admin, logFailure }: Submission): Promise<Outcome> {
  const validation = validateContact(raw.input, serviceIds);
  if (!validation.ok) return { kind: "invalid", fields: validation.fields };
  if (!admin) return { kind: "failed" };
  const now = new Date();
  try {
    const spam = detectSpam(raw, now.getTime());
    const queued = sending.run(visitorKeys(visitor).at(-1) ?? visitor.keys.cookie, () =>
      submitContact(admin.db, { message: validation.message, visitor, userAgent, spam }, now),
    );
    if (!queued) return { kind: "busy" };
    const result = await queued;
    if (!result.ok) return { kind: "limit" };
    // Stored first; the e-mail follows the answer. Caught spam is kept but never delivered, and a
    // message sent again (already stored) is not announced twice.
    if (!spam && !result.duplicate) notifyAfterResponse(validation.message, result.id, now);
    return { kind: "sent", id: result.id };
  } catch (error) {
    return { kind: "failed", retryAfterSeconds: logFailure(error) };
  }
}

const statusOf: Record<Outcome["kind"], number> = { sent: 201, invalid: 400, limit: 429, busy: 429, failed: 503 };

export const { GET, POST, PUT, PATCH, DELETE } = api("/api/contact", {
  POST: handler({
    caller: "visitor",
    body: { what: "the message", json: contactJson, form: contactForm },
    log: "contact",
    async run({ admin, visitor, body, request, answer, logFailure }) {
      const userAgent = request.headers.get("user-agent") ?? "";
      const outcome = await submit({ raw: body.value, visitor, userAgent, admin, logFailure });
      if (body.kind === "form") {
        // Posted without JavaScript: the answer is a page of its own; after an error the browser's Back
        // button returns to the form with everything still typed in it.
        const page = formPostPage(outcome.kind === "busy" ? { kind: "failed" } : outcome);
        const seconds = outcome.kind === "failed" ? outcome.retryAfterSeconds : outcome.kind === "busy" ? busySeconds : undefined;
        return answer.html(page, statusOf[outcome.kind], seconds === undefined ? {} : { "Retry-After": String(seconds) });
      }
      switch (outcome.kind) {
        case "sent":
          return answer.json({ ok: true, id: outcome.id }, 201);
        case "invalid":
          throw new ApiError(400, "Please correct the highlighted fields.", { body: { fields: outcome.fields } });
        case "limit":
          throw new ApiError(429, contactMessages.limit);
        case "busy":
          throw new ApiError(429, busy, { retryAfterSeconds: busySeconds });
        case "failed":
          throw new ApiError(503, contactMessages.failed, { retryAfterSeconds: outcome.retryAfterSeconds });
      }
    },
  }),
  /** The visitor's allowance, so the form can warn before anything is typed in vain. */
  GET: handler({
    caller: "visitor",
    log: "contact",
    failure: "The message limit cannot be checked right now.",
    async run({ admin, visitor, answer }) {
      if (!admin) throw new ApiError(503, "The message limit cannot be checked right now.");
      return answer.json({ limit: contactLimit.messages, ...(await readContactLimit(admin.db, visitor)) }, 200);
    },
  }),
});
