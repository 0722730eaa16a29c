import "@/lib/validation/jitless";
import { z } from "zod";
import { chatRejections } from "@/lib/community/chat-rejections";
import { chatReturnPaths, type ChatReturnPath } from "@/lib/community/chat-form";
import { mentionsMax } from "@/lib/community/mention-model";
import { messageTextLimits } from "@/lib/community/message";
import { messageIdPattern, newMessageId } from "@/lib/community/message-post";
import type { PostRequest } from "@/lib/community/server-post";
import { ApiError } from "@/lib/api/door";

const id = z.string().regex(messageIdPattern, "A message id is 20 letters and digits.");
const uid = z.string().regex(/^[^/]{1,128}$/, "A member id is 1 to 128 characters, without a slash.");
// Any message may be answered, as the rules allow: its id is what the store named it.
const answered = z.string().regex(/^[^/]{1,128}$/, "A message id is 1 to 128 characters, without a slash.");

/** POST /api/community/messages from the chat's scripts: the message, what it answers and whom it names. */
export const messageJson = z
  .object({
    id: id.optional(),
    text: z.string({ error: 'Send { "text": "..." }: the message.' }).max(messageTextLimits.max * 2, chatRejections.tooLong),
    replyTo: z.object({ id: answered, uid }).optional(),
    mentions: z
      .array(z.object({ uid, name: z.string().min(1).max(80) }))
      .max(mentionsMax, `A message names at most ${mentionsMax} members.`)
      .default([]),
  })
  .transform(({ id, text, replyTo, mentions }): PostRequest => ({ id: id ?? newMessageId(), text, replyTo, mentions }));

/** The page a form posted without JavaScript goes back to: the one it was sent from. */
const returnPath = (value: string | null): ChatReturnPath => chatReturnPaths.find((known) => known === value) ?? chatReturnPaths[0];

/**
 * The chat's form posted without JavaScript (`message`, and the `id` and `from` page it carries), or
 * by its first script: the message, where the page goes back to, and whether a page asked (not JSON).
 */
export function messageForm(fields: URLSearchParams, request: Request) {
  const text = fields.get("message") ?? "";
  const sentId = fields.get("id");
  if (sentId !== null && !messageIdPattern.test(sentId)) return new ApiError(400, "A message id is 20 letters and digits.");
  if (text.length > messageTextLimits.max * 2) return new ApiError(400, chatRejections.tooLong, { body: { reason: "tooLong" } });
  const post: PostRequest = { id: sentId ?? newMessageId(), text, mentions: [] };
  // The page itself posted it (no script): it goes back there. A script's post asks for JSON.
  return { post, back: returnPath(fields.get("from")), page: !(request.headers.get("accept") ?? "").includes("application/json") };
}
