import { formPostPage } from "@/lib/contact/form-post-page";
import { contactLimit } from "@/lib/contact/send-allowance";
import { contactBodyLimit, parseFormSubmission, parseJsonSubmission, type RawSubmission } from "@/lib/contact/request";
import { bodyKind, readBodyText } from "@/lib/http/body";
import { contactMessages, validateContact, type FieldErrors } from "@/lib/contact/schema";
import { notifyAfterResponse } from "@/lib/contact/send-notification";
import { detectSpam } from "@/lib/contact/spam";
import { readContactLimit, submitContact } from "@/lib/contact/store";
import { getServices } from "@/lib/content";
import { getAdmin } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { retryAfter } from "@/lib/http/responses";
import { visitorResponses } from "@/lib/visitor/responses";
import { createOneAtATime } from "@/lib/visitor/one-at-a-time";
import { visitorKeys, type Visitor } from "@/lib/visitor/visitor";
import { refuseMethods } from "@/lib/http/refuse-methods";

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

async function submit(raw: RawSubmission, visitor: Visitor, userAgent: string): Promise<Outcome> {
  const validation = validateContact(raw.input, serviceIds);
  if (!validation.ok) return { kind: "invalid", fields: validation.fields };
  const now = new Date();
  try {
    const admin = getAdmin();
    if (!admin) return { kind: "failed" };
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
    console.error(`[contact] ${describeError(error)}`);
    return { kind: "failed", retryAfterSeconds: secondsBeforeRetry(error) };
  }
}

const statusOf: Record<Outcome["kind"], number> = { sent: 201, invalid: 400, limit: 429, busy: 429, failed: 503 };

export async function POST(request: Request): Promise<Response> {
  const answer = visitorResponses(request);
  const kind = bodyKind(request.headers.get("content-type"));
  if (!kind) return answer.json({ error: "Send the message as application/json or application/x-www-form-urlencoded." }, 415);
  const body = await readBodyText(request, contactBodyLimit);
  if (!body.ok) {
    if (body.reason === "too-large") return answer.json({ error: `The message is too large: the limit is ${contactBodyLimit / 1024} KB.` }, 413);
    return answer.json({ error: "The request body is not valid UTF-8." }, 400);
  }
  const userAgent = request.headers.get("user-agent") ?? "";
  if (kind === "form") {
    // Posted without JavaScript: the answer is a page of its own; after an error the browser's Back
    // button returns to the form with everything still typed in it.
    const outcome = await submit(parseFormSubmission(body.text).submission, answer.visitor, userAgent);
    const page = formPostPage(outcome.kind === "busy" ? { kind: "failed" } : outcome);
    const seconds = outcome.kind === "failed" ? outcome.retryAfterSeconds : outcome.kind === "busy" ? busySeconds : undefined;
    return answer.html(page, statusOf[outcome.kind], retryAfter(seconds));
  }
  const parsed = parseJsonSubmission(body.text);
  if (!parsed.ok) return answer.json({ error: parsed.error }, 400);
  const outcome = await submit(parsed.submission, answer.visitor, userAgent);
  switch (outcome.kind) {
    case "sent":
      return answer.json({ ok: true, id: outcome.id }, 201);
    case "invalid":
      return answer.json({ error: "Please correct the highlighted fields.", fields: outcome.fields }, 400);
    case "limit":
      return answer.json({ error: contactMessages.limit }, 429);
    case "busy":
      return answer.tooMany(busy, busySeconds);
    case "failed":
      return answer.unavailable(contactMessages.failed, outcome.retryAfterSeconds);
  }
}

/** The visitor's allowance, so the form can warn before anything is typed in vain. */
export async function GET(request: Request): Promise<Response> {
  const answer = visitorResponses(request);
  let seconds: number | undefined;
  try {
    const admin = getAdmin();
    if (admin) return answer.json({ limit: contactLimit.messages, ...(await readContactLimit(admin.db, answer.visitor)) }, 200);
  } catch (error) {
    console.error(`[contact] ${describeError(error)}`);
    seconds = secondsBeforeRetry(error);
  }
  return answer.unavailable("The message limit cannot be checked right now.", seconds);
}

export const { PUT, PATCH, DELETE } = refuseMethods("/api/contact", ["GET", "POST"]);
