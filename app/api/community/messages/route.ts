import "@/lib/validation/jitless";
import { z } from "zod";
import { chatRejections } from "@/lib/community/chat-rejections";
import { messageIdPattern, newMessageId } from "@/lib/community/message-post";
import { messageTextLimits } from "@/lib/community/message";
import { mentionsMax } from "@/lib/community/mention-model";
import { postFromSession, type PostOutcome, type PostRequest } from "@/lib/community/server-post";
import { getAdmin } from "@/lib/firebase/admin";
import { bodyKind, readFormFields, readJsonBody } from "@/lib/http/body";
import { bodyLimits } from "@/lib/http/body-limits";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { privateResponses, retryAfter } from "@/lib/http/responses";
import { fromThisSite, requestSessionCookie } from "@/lib/members/session";
import { chatDraftCookie, chatReturnPaths, type ChatReturnPath } from "@/lib/community/chat-form";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const path = "/api/community/messages";
const limit = bodyLimits[path];
const { json, unavailable, headers } = privateResponses;

const id = z.string().regex(messageIdPattern, "A message id is 20 letters and digits.");
const uid = z.string().regex(/^[^/]{1,128}$/, "A member id is 1 to 128 characters, without a slash.");
// Any message may be answered, as the rules allow: its id is what the store named it.
const answered = z.string().regex(/^[^/]{1,128}$/, "A message id is 1 to 128 characters, without a slash.");
const messageSchema = z.object({
  id: id.optional(),
  text: z.string({ error: 'Send { "text": "..." }: the message.' }).max(messageTextLimits.max * 2, chatRejections.tooLong),
  replyTo: z.object({ id: answered, uid }).optional(),
  mentions: z
    .array(z.object({ uid, name: z.string().min(1).max(80) }))
    .max(mentionsMax, `A message names at most ${mentionsMax} members.`)
    .default([]),
});

/** What the send box says for each refusal: the reason (for the box to word), the message, and its figures. */
function refusalBody(outcome: Exclude<PostOutcome, { ok: true }>) {
  const { reason } = outcome;
  if (reason === "slowMode") return { reason, secondsLeft: outcome.secondsLeft, error: chatRejections.slowMode(outcome.secondsLeft) };
  if (reason === "mentionChanged") return { reason, names: outcome.names, error: chatRejections.mentionChanged(outcome.names) };
  if (reason === "failed") return { reason, error: chatRejections.unavailable };
  return { reason, error: chatRejections[reason] };
}

/** The page a form posted without JavaScript goes back to: the one it was sent from. */
function returnPath(value: string | null): ChatReturnPath {
  return chatReturnPaths.find((known) => known === value) ?? chatReturnPaths[0];
}

/** A form posted without JavaScript: back to its page (303), with the message in it, or with the text kept and the reason said. */
function formAnswer(outcome: PostOutcome, back: ChatReturnPath, text: string, secure: boolean): Response {
  const cookie = (value: string, maxAge: number) =>
    `${chatDraftCookie}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (outcome.ok) return new Response(null, { status: 303, headers: headers({ Location: back, "Set-Cookie": cookie("", 0) }) });
  const wait = outcome.reason === "slowMode" ? `&wait=${outcome.secondsLeft}` : "";
  const url = `${back}${back.includes("?") ? "&" : "?"}unsent=${outcome.reason}${wait}`;
  return new Response(null, { status: 303, headers: headers({ Location: url, "Set-Cookie": cookie(text.slice(0, messageTextLimits.max), 600) }) });
}

/**
 * Posts a message from the member of this device's session (its HttpOnly cookie), written as that
 * member so `firestore.rules` judge it (lib/community/server-post.ts). JSON from the chat's scripts
 * (201 with the id, or the refusal's status with `reason` and `error`), or the chat's form posted
 * without JavaScript (a 303 back to its page).
 */
export async function POST(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return json({ error: "Messages are sent from this site's own chat." }, 403);
  const admin = getAdmin();
  if (!admin) return unavailable("The chat needs a Firebase project; this server has none configured.");
  const kind = bodyKind(request.headers.get("content-type"));
  let post: PostRequest;
  let form: { back: ChatReturnPath; page: boolean } | null = null;
  if (kind === "json") {
    const parsed = await readJsonBody(request, limit, "the message", messageSchema);
    if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
    const { text, replyTo, mentions } = parsed.value;
    post = { id: parsed.value.id ?? newMessageId(), text, replyTo, mentions };
  } else {
    const read = await readFormFields(request, limit, 'the message as "message"');
    if (!read.ok) return json({ error: read.error }, read.status);
    const { fields } = read;
    const text = fields.get("message") ?? "";
    const sentId = fields.get("id");
    if (sentId !== null && !messageIdPattern.test(sentId)) return json({ error: "A message id is 20 letters and digits." }, 400);
    if (text.length > messageTextLimits.max * 2) return json({ error: chatRejections.tooLong, reason: "tooLong" }, 400);
    post = { id: sentId ?? newMessageId(), text, mentions: [] };
    // The page itself posted it (no script): it goes back there. A script's post asks for JSON.
    form = { back: returnPath(fields.get("from")), page: !(request.headers.get("accept") ?? "").includes("application/json") };
  }
  const outcome = await postFromSession(admin, requestSessionCookie(request), post);
  if (form?.page)
    return formAnswer(outcome, form.back, post.text, new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https");
  if (outcome.ok) return json({ id: outcome.id }, 201);
  const wait = outcome.reason === "slowMode" || outcome.reason === "failed" ? retryAfter(outcome.secondsLeft) : {};
  return json(refusalBody(outcome), outcome.status, wait);
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods(path, ["POST"]);
