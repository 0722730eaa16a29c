import { chatRejections } from "@/lib/community/chat-rejections";
import { chatDraftCookie, type ChatReturnPath } from "@/lib/community/chat-form";
import { messageTextLimits } from "@/lib/community/message";
import { postFromSession, type PostOutcome } from "@/lib/community/server-post";
import { api, ApiError, handler } from "@/lib/api/door";
import { overHttps, requestSessionCookie } from "@/lib/members/session";
import { messageForm, messageJson } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** What the send box says for each refusal: the reason (for the box to word), the message, and its figures. */
function refusal(outcome: Exclude<PostOutcome, { ok: true }>): ApiError {
  const { reason, status } = outcome;
  if (reason === "slowMode")
    return new ApiError(status, chatRejections.slowMode(outcome.secondsLeft), {
      body: { reason, secondsLeft: outcome.secondsLeft },
      retryAfterSeconds: outcome.secondsLeft,
    });
  if (reason === "mentionChanged") return new ApiError(status, chatRejections.mentionChanged(outcome.names), { body: { reason, names: outcome.names } });
  if (reason === "failed") return new ApiError(status, chatRejections.unavailable, { body: { reason }, retryAfterSeconds: outcome.secondsLeft });
  return new ApiError(status, chatRejections[reason], { body: { reason } });
}

/** A form posted without JavaScript: back to its page (303), with the message in it, or with the text kept and the reason said. */
function formAnswer(outcome: PostOutcome, back: ChatReturnPath, text: string, secure: boolean, headers: (extra: Record<string, string>) => Headers): Response {
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
export const { GET, POST, PUT, PATCH, DELETE } = api("/api/community/messages", {
  POST: handler({
    sameSite: "Messages are sent from this site's own chat.",
    firebase: "The chat needs a Firebase project; this server has none configured.",
    private: true,
    body: { what: "the message", json: messageJson, form: messageForm, multipart: true },
    log: "chat",
    async run({ admin, body, request, answer }) {
      const post = body.kind === "json" ? body.value : body.value.post;
      const outcome = await postFromSession(admin, requestSessionCookie(request), post);
      if (body.kind === "form" && body.value.page) return formAnswer(outcome, body.value.back, post.text, overHttps(request), answer.headers);
      if (!outcome.ok) throw refusal(outcome);
      return answer.json({ id: outcome.id }, 201);
    },
  }),
});
