import "@/lib/validation/jitless";
import { z } from "zod";
import { bodyLimits } from "@/lib/http/body-limits";

/** What POST /api/assistant accepts: the conversation so far, newest last, ending with the visitor's question, and the page it is asked from. */
export const assistantLimits = { messages: 20, characters: 2000, pagePath: 300, bodyBytes: bodyLimits["/api/assistant"] } as const;

type ChatRole = "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };

// C0 and C1 controls except tab, line feed and carriage return.
const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Characters as people count them: an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string) => [...text].length;

const messageSchema = z.strictObject(
  {
    role: z.enum(["user", "assistant"], { error: 'Each message needs a role of "user" or "assistant".' }),
    content: z
      .string({ error: "Each message needs its text as content." })
      .refine((text) => text.trim() !== "", "A message cannot be empty.")
      .refine((text) => characterCount(text) <= assistantLimits.characters, `Keep each message to ${assistantLimits.characters} characters.`)
      .refine((text) => !control.test(text), "A message contains characters that cannot be accepted."),
  },
  { error: "Each message must be an object with a role and content, and nothing else." },
);

const requestSchema = z.strictObject(
  {
    messages: z
      .array(messageSchema, { error: "Send the conversation as a list of messages." })
      .min(1, "Send at least one message.")
      .max(assistantLimits.messages, `Send at most ${assistantLimits.messages} messages; older ones can be left out.`)
      .refine((messages) => messages.at(-1)?.role === "user", "The last message must be the visitor's question."),
    page: z
      .string({ error: "Send the page as its path, such as /services/web-development." })
      .max(assistantLimits.pagePath, `Send the page as a path of at most ${assistantLimits.pagePath} characters.`)
      .regex(/^\/[^\s?#]*$/, "Send the page as its path, such as /services/web-development.")
      .optional(),
  },
  { error: 'Send a JSON object with "messages", and optionally the "page" it is asked from, and nothing else.' },
);

export type AssistantRequest = z.infer<typeof requestSchema>;

/** POST /api/assistant's body, parsed from JSON: the request, or the first thing wrong with it (and in which message). */
export function checkAssistantRequest(body: unknown): { ok: true; value: AssistantRequest } | { ok: false; error: string } {
  const parsed = requestSchema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 1 ? ` (message ${Number(issue.path[1]) + 1})` : "";
  return { ok: false, error: `${issue?.message ?? "The request is not valid."}${where}` };
}

/** A message as the widget keeps it: who said it, and its text in parts. */
export type MessageText = { role: ChatRole; parts: { type: "text"; text: string }[] };

export const textOf = (message: Pick<MessageText, "parts">) => message.parts.map((part) => part.text).join("");

/** Characters beyond the server's per-message limit are cut from the end. */
function clip(text: string): string {
  return characterCount(text) <= assistantLimits.characters ? text : [...text].slice(0, assistantLimits.characters).join("");
}

/**
 * The conversation as POST /api/assistant takes it: the newest messages that fit its limits, each with
 * text, starting with a question and ending with the latest one.
 */
export function toRequestMessages(messages: readonly MessageText[]): ChatMessage[] {
  const wire = messages.map((message) => ({ role: message.role, content: clip(textOf(message)) })).filter((message) => message.content.trim() !== "");
  const recent = wire.slice(-assistantLimits.messages);
  while (recent.length > 1 && recent[0]?.role === "assistant") recent.shift();
  return recent;
}
