import { fetchOnceForDevice } from "@/lib/resilience/fetch-for-device";
import { companyProfile } from "@/lib/content/company";

/**
 * Sending a question to the team from the assistant (POST /api/assistant/handover). What the visitor
 * types is kept here, for the life of the page, not in the form: closing the panel (which unmounts the
 * conversation) or reading another page loses nothing, and an answer from the server that arrives while
 * the panel is closed is still recorded.
 */

/** The server's limits, as the contact form's: a name of 0 or 2-100 characters, a question of 10-2000, the last 20 messages. */
export const handoverLimits = { email: 254, name: [2, 100], question: [10, 2000], messages: 20, characters: 2000, page: 300 } as const;

/** The privacy policy's section on what is kept when a question is sent to the team. */
export const handoverPrivacyHref = "/privacypolicy#assistant-questions";

export type HandoverField = "email" | "name" | "question";
type HandoverValues = Record<HandoverField, string>;
type HandoverErrors = Partial<Record<HandoverField, string>>;
export const handoverFieldOrder: readonly HandoverField[] = ["email", "name", "question"];

/** A message of the conversation, as much of it as the handover reads. */
export type ConversationEntry = {
  id: string;
  role: string;
  parts: readonly { type: string; text?: string }[];
  metadata?: unknown;
};

type State = {
  /** The answer whose form (or, once sent, confirmation) is shown, or null. */
  answerId: string | null;
  view: "form" | "sent";
  values: HandoverValues;
  /** When the form was first shown (ms), the contact form's spam signal; 0 before it is. */
  startedAt: number;
  sending: boolean;
  errors: HandoverErrors;
  /** Why the last send failed (the limit, the store down, no connection), shown above the buttons. */
  failure: string;
  /** Each answer whose question was sent, with the address the reply goes to. */
  sent: Record<string, string>;
  /** Answers already seen finished: a request for a person opens the form once, when its answer arrives. */
  settled: Set<string> | null;
};

const initial = (): State => ({
  answerId: null,
  view: "form",
  values: { email: "", name: "", question: "" },
  startedAt: 0,
  sending: false,
  errors: {},
  failure: "",
  sent: {},
  settled: null,
});

let state: State = initial();
const listeners = new Set<() => void>();

function update(change: Partial<State>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribeHandover(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const handoverSnapshot = (): State => state;

export function resetHandoverForTests(): void {
  state = initial();
}

const textOfEntry = (message: Pick<ConversationEntry, "parts">): string =>
  message.parts.map((part) => (part.type === "text" && typeof part.text === "string" ? part.text : "")).join("");

/** What an answer's metadata says about the team: whether to offer it, and whether the visitor asked for a person. */
export function answerKind(message: ConversationEntry): { offer: boolean; kind?: string } {
  const metadata = message.metadata;
  if (typeof metadata !== "object" || metadata === null) return { offer: false };
  const { offer, kind } = metadata as { offer?: unknown; kind?: unknown };
  return { offer: offer === true, ...(typeof kind === "string" ? { kind } : {}) };
}

/**
 * The question an answer offers to send: the visitor's message before it; for a request for a person
 * ("can I talk to someone?"), the visitor's question before that request, skipping greetings, thanks and
 * other requests for a person, or nothing when there is none.
 */
export function questionFor(messages: readonly ConversationEntry[], index: number): string {
  const asked = messages
    .slice(0, index)
    .map((message, at) => ({ message, answer: messages.slice(at + 1).find((next) => next.role !== "user") }))
    .filter(({ message }) => message.role === "user")
    .reverse();
  const answer = messages[index];
  if (!answer || answerKind(answer).kind !== "person") return asked[0] ? textOfEntry(asked[0].message).trim() : "";
  const earlier = asked.slice(1).find(({ answer: reply }) => !reply || !["chat", "person"].includes(answerKind(reply).kind ?? ""));
  return earlier ? textOfEntry(earlier.message).trim() : "";
}

/** Shows the form for an answer: the same answer's form keeps what was typed; another answer's starts from its question (the e-mail and name stay). */
export function openHandover(answerId: string, question: string): void {
  const again = state.answerId === answerId && state.view === "form";
  update({
    answerId,
    view: "form",
    values: again ? state.values : { ...state.values, question },
    errors: again ? state.errors : {},
    failure: again ? state.failure : "",
    startedAt: state.startedAt || Date.now(),
  });
}

/** Closes the form; what was typed is kept for the next time this answer's form opens. */
export function closeHandover(): void {
  update({ answerId: null });
}

export function setHandoverValue(field: HandoverField, value: string): void {
  update({ values: { ...state.values, [field]: value }, errors: { ...state.errors, [field]: undefined } });
}

/**
 * Notes the finished answers, and opens the form for a request for a person that has just been answered.
 * The answers there when the conversation is first shown (kept from an earlier visit) open nothing.
 */
export function settleAnswers(messages: readonly ConversationEntry[], busy: boolean): void {
  const finished = busy ? messages.slice(0, -1) : messages;
  if (!state.settled) {
    state = { ...state, settled: new Set(finished.map((message) => message.id)) };
    return;
  }
  const settled = state.settled;
  for (const [index, message] of finished.entries()) {
    if (settled.has(message.id)) continue;
    settled.add(message.id);
    // A form already open (for an earlier answer) is left as it is: the visitor has it in front of them.
    const formOpen = state.view === "form" && messages.some((shown) => shown.id === state.answerId);
    if (message.role === "assistant" && answerKind(message).kind === "person" && !state.sent[message.id] && !formOpen)
      openHandover(message.id, questionFor(messages, index));
  }
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// C0 and C1 controls; the question may keep tab, line feed and carriage return.
const controlInLine = /[\u0000-\u001f\u007f-\u009f]/;
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const characters = (text: string) => [...text].length;

/** The checks the server makes that a visitor can fix, in the server's words; the server checks again. */
function checkHandover(values: HandoverValues): HandoverErrors {
  const errors: HandoverErrors = {};
  const email = values.email.trim();
  const name = values.name.trim();
  const question = values.question.trim();
  if (email === "") errors.email = "Enter your e-mail address, so the team can reply.";
  else if (email.length > handoverLimits.email) errors.email = "That e-mail address is too long.";
  else if (!emailPattern.test(email)) errors.email = "Enter a valid e-mail address, like name@example.com.";
  if (name !== "" && characters(name) < handoverLimits.name[0])
    errors.name = `Your name needs at least ${handoverLimits.name[0]} characters, or leave it empty.`;
  else if (characters(name) > handoverLimits.name[1]) errors.name = `Keep your name to ${handoverLimits.name[1]} characters.`;
  else if (controlInLine.test(name)) errors.name = "Your name contains characters we cannot accept.";
  if (question === "") errors.question = "Enter your question.";
  else if (characters(question) < handoverLimits.question[0]) errors.question = `Your question needs at least ${handoverLimits.question[0]} characters.`;
  else if (characters(question) > handoverLimits.question[1]) errors.question = `Keep your question to ${handoverLimits.question[1]} characters.`;
  else if (controlInText.test(question)) errors.question = "Your question contains characters we cannot accept.";
  return errors;
}

/** The conversation as the team reads it: the last 20 messages with text, each as plain text within the server's limit. */
export function conversationOf(messages: readonly ConversationEntry[]): { role: "user" | "assistant"; content: string }[] {
  return messages
    .filter((message): message is ConversationEntry & { role: "user" | "assistant" } => message.role === "user" || message.role === "assistant")
    .map((message) => ({
      role: message.role,
      content: [...textOfEntry(message).replace(new RegExp(controlInText, "g"), "").trim()].slice(0, handoverLimits.characters).join(""),
    }))
    .filter((message) => message.content !== "")
    .slice(-handoverLimits.messages);
}

const retryIn = (response: Response): string => {
  const seconds = Number(response.headers?.get?.("Retry-After"));
  if (!Number.isFinite(seconds) || seconds <= 0) return "later";
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "in a minute" : minutes < 120 ? `in ${minutes} minutes` : `in ${Math.round(minutes / 60)} hours`;
};

/** What to tell the visitor when a send fails; everything typed stays, and Send can be pressed again. */
function failureFor(response: Response | null, error?: string): string {
  const { email } = companyProfile;
  if (!response) return "Your question could not be sent. Check your connection and try again.";
  switch (response.status) {
    case 429:
      return `You have sent us as many messages as we accept in an hour. Please try again ${retryIn(response)}, or e-mail us at ${email}.`;
    case 413:
      return "Your question and this conversation are too long to send. Shorten your question and try again.";
    case 503:
      return "We could not take your question just now. Everything you typed is still here: please try again in a moment.";
    case 400:
      return error ? `Your question was not sent: ${error}` : "Your question was not sent. Check the fields and try again.";
    default:
      return `Your question could not be sent. Please try again in a moment, or e-mail us at ${email}.`;
  }
}

/** Sends the open form's question with the conversation; the result is recorded here whether or not the form is still on screen. */
export async function sendHandover({
  conversation,
  page,
  website,
}: {
  conversation: { role: "user" | "assistant"; content: string }[];
  page: string;
  website: string;
}): Promise<"sent" | "invalid" | "failed"> {
  if (state.sending || !state.answerId) return "failed";
  const answerId = state.answerId;
  const errors = checkHandover(state.values);
  if (Object.keys(errors).length > 0) {
    update({ errors, failure: "" });
    return "invalid";
  }
  const email = state.values.email.trim();
  update({ sending: true, failure: "", errors: {} });
  let response: Response | null = null;
  try {
    response = await fetchOnceForDevice("/api/assistant/handover", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email,
        name: state.values.name.trim(),
        question: state.values.question.trim(),
        conversation,
        page: page.slice(0, handoverLimits.page),
        website,
        startedAt: state.startedAt,
      }),
    });
  } catch {
    response = null;
  }
  const answer = response ? ((await response.json().catch(() => ({}))) as { error?: unknown; fields?: Record<string, unknown> }) : {};
  if (response?.status === 201) {
    update({
      sending: false,
      view: "sent",
      answerId,
      sent: { ...state.sent, [answerId]: email },
      values: { ...state.values, question: "" },
      startedAt: 0,
    });
    return "sent";
  }
  const fields = response?.status === 400 && answer.fields && typeof answer.fields === "object" ? answer.fields : {};
  const shown = Object.fromEntries(
    handoverFieldOrder.filter((field) => typeof fields[field] === "string").map((field) => [field, fields[field]]),
  ) as HandoverErrors;
  if (Object.keys(shown).length > 0) {
    update({ sending: false, errors: shown });
    return "invalid";
  }
  update({ sending: false, failure: failureFor(response, typeof answer.error === "string" ? answer.error : undefined) });
  return "failed";
}
