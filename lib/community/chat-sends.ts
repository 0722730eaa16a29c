/**
 * Messages on their way through the server (app/api/community/messages): sent from the first paint,
 * before the Firebase SDK has loaded, and after it alike. Each shows in the chat at once as sending,
 * then as sent, until the live chat has it; one refused comes back to the send box with the reason.
 *
 * The page's first script (send-box.tsx, `earlySendScript`) may post one before React is there: it
 * leaves it in `window.__chatEarlySends`, which this module takes over.
 */
import { chatPostRoute } from "./chat-form";
import type { MentionRef } from "./mention-model";
import { newMessageId } from "./message-post";
import { serverSessionSettled } from "@/lib/members/session-exchange";

/** Why the message in the send box was not sent; the chat words each one (`chatRejections`). */
export type SendProblem =
  | {
      reason:
        | "blocked"
        | "tooLong"
        | "invisible"
        | "tooFast"
        | "tooFastFirstDay"
        | "signedOut"
        | "signInAgain"
        | "unverified"
        | "failed"
        | "unavailable"
        | "replyGone"
        | "noProfile"
        | "refused";
    }
  | { reason: "slowMode"; secondsLeft: number }
  | { reason: "mentionChanged"; names: string[] };

export type OutgoingMessage = { id: string; text: string; replyTo?: { id: string; uid: string }; mentions: readonly MentionRef[] };

/** A message on its way: sending, or taken by the server (`sent`) and not yet in the live chat. */
type PendingMessage = { id: string; text: string; replyTo?: string; state: "sending" | "sent"; at: number };

/** The server's refusal. */
export class SendRefusedError extends Error {
  constructor(readonly problem: SendProblem) {
    super(`Not sent: ${problem.reason}`);
    this.name = "SendRefusedError";
  }
}

type Answer = { status: number; body: unknown };
type EarlySend = { id: string; text: string; answer: Promise<Answer> };

declare global {
  interface Window {
    __chatEarlySends?: EarlySend[];
  }
}

const problemReasons = new Set([
  "blocked",
  "tooLong",
  "invisible",
  "tooFast",
  "tooFastFirstDay",
  "signedOut",
  "signInAgain",
  "unverified",
  "replyGone",
  "noProfile",
  "refused",
]);

/**
 * A message the chat's form posted without JavaScript and the server refused: its text (kept in a
 * cookie for the page it came back to) and the reason (in the address, `?unsent=`).
 */
export function returnedFromForm(unsent: unknown, wait: unknown, text: string | undefined): ReturnedMessage | null {
  if (typeof unsent !== "string") return null;
  const back = (problem: SendProblem) => ({ text: text ?? "", problem });
  if (unsent === "slowMode") return back({ reason: "slowMode", secondsLeft: Math.max(1, Math.round(Number(wait)) || 1) });
  if (unsent === "failed") return back({ reason: "unavailable" });
  return problemReasons.has(unsent) ? back({ reason: unsent } as SendProblem) : null;
}

/** The server's answer as a problem (null: posted). */
function problemOf({ status, body }: Answer): SendProblem | null {
  if (status === 201) return null;
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const { reason } = record;
  if (reason === "slowMode" && typeof record.secondsLeft === "number") return { reason, secondsLeft: record.secondsLeft };
  if (reason === "mentionChanged" && Array.isArray(record.names)) return { reason, names: record.names.map(String) };
  if (typeof reason === "string" && problemReasons.has(reason)) return { reason } as SendProblem;
  if (status === 0) return { reason: "failed" };
  if (status === 401) return { reason: "signedOut" };
  return { reason: "unavailable" };
}

let pending: PendingMessage[] = [];
const listeners = new Set<() => void>();
/** A message the server refused, back to the box it was written in. */
export type ReturnedMessage = { text: string; problem: SendProblem };
const returned = new Set<(message: ReturnedMessage) => void>();

function set(next: PendingMessage[]) {
  pending = next;
  for (const listener of listeners) listener();
}

/** The messages on their way, oldest first (for useSyncExternalStore). */
export const pendingMessages = () => pending;
export function onPendingMessages(listener: () => void): () => void {
  adoptEarlySends();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const noPending: PendingMessage[] = [];
/** The server's render: nothing is on its way. */
export const noPendingMessages = () => noPending;

/** The live chat has these ids: they are no longer pending. */
export function settlePending(ids: ReadonlySet<string>): void {
  if (pending.some((message) => ids.has(message.id))) set(pending.filter((message) => !ids.has(message.id)));
}

/** A send box takes back what the server refused (its text, and why), to put it back in the box. */
export function onReturnedMessage(listener: (message: ReturnedMessage) => void): () => void {
  adoptEarlySends();
  returned.add(listener);
  // Refused before any box was there to take it: the first box to listen takes it, as it would have.
  const waiting = unclaimed.splice(0);
  if (waiting.length > 0) queueMicrotask(() => waiting.forEach(listener));
  return () => returned.delete(listener);
}

// A refusal with no send box to take it yet (the page's first script's, before the chat is drawn).
const unclaimed: { text: string; problem: SendProblem }[] = [];

/** Gives a refused message back to the send box (the one there now, or the next drawn). */
export function returnMessage(text: string, problem: SendProblem): void {
  giveBack({ text, problem });
}

function giveBack(message: ReturnedMessage) {
  if (returned.size === 0) unclaimed.push(message);
  for (const listener of returned) listener(message);
}

async function track(id: string, text: string, answer: Promise<Answer>, replyTo?: string): Promise<SendProblem | null> {
  set([...pending.filter((message) => message.id !== id), { id, text, replyTo, state: "sending", at: Date.now() }]);
  const problem = problemOf(await answer);
  if (problem) set(pending.filter((message) => message.id !== id));
  else set(pending.map((message) => (message.id === id ? { ...message, state: "sent" } : message)));
  return problem;
}

let adopted = false;

/** Takes over what the page's first script sent before React was here: shown as pending, and any refusal given back. */
function adoptEarlySends() {
  if (adopted || typeof window === "undefined") return;
  adopted = true;
  const early = window.__chatEarlySends ?? [];
  window.__chatEarlySends = undefined;
  for (const send of early) {
    void track(send.id, send.text, send.answer).then((problem) => {
      if (problem) giveBack({ text: send.text, problem });
    });
  }
}

async function post(message: OutgoingMessage): Promise<Answer> {
  try {
    const response = await fetch(chatPostRoute, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ id: message.id, text: message.text, replyTo: message.replyTo, mentions: message.mentions }),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * Posts the message at once; refused as signed out while this page is opening the server session (a
 * sign-in a moment ago), once more under the session it opened. The same id: never posted twice.
 */
async function postUnderSession(message: OutgoingMessage): Promise<Answer> {
  const answer = await post(message);
  if (answer.status !== 401) return answer;
  return (await serverSessionSettled()) === "open" ? post(message) : answer;
}

/**
 * Sends a message through the server under this device's session, shown as pending at once. Resolves
 * once the server has taken it; rejects with SendRefusedError saying why not.
 */
export async function sendMessage(message: Omit<OutgoingMessage, "id"> & { id?: string }): Promise<string> {
  adoptEarlySends();
  const id = message.id ?? newMessageId();
  const problem = await track(id, message.text.trim(), postUnderSession({ ...message, id }), message.replyTo?.id);
  if (problem) throw new SendRefusedError(problem);
  return id;
}
