import "server-only";
import { randomUUID } from "node:crypto";
import { createUIMessageStream, streamText, type UIMessage, type UIMessageChunk, type UIMessageStreamWriter } from "ai";
import { composeBuiltIn, kindOfAnswer, type BuiltInAnswer, type Source } from "./answer/answerer";
import { emptyTaught, matchTaught, type TaughtIndex } from "./answer/taught";
import { saysNotSure, systemPrompt } from "./model/prompt";
import { configuredProviders, languageModel, type ModelProvider } from "./model/providers";
import { readQuestion } from "./reading/question";
import type { ChatMessage } from "./request";
import { rank, shortlisted } from "./retrieval/ranking";
import { withQuery } from "./retrieval/search";
import { offersTeam, type AnswerKind, type AnswerShape, type ProviderName, type Shape } from "./answer/shapes";

/** The built-in answer's shape travels with it; a provider's answer has none of its own. */
/**
 * `kind` says what the answer did for the visitor and `offer` whether the widget offers to send the
 * question to the team (lib/assistant/answer/shapes.ts); `taught` names the taught answer given.
 */
type AnswerMetadata = {
  answerId: string;
  provider: ProviderName;
  sources?: Source[];
  shape?: Shape;
  facts?: BuiltInAnswer["facts"];
  kind?: AnswerKind;
  offer?: boolean;
  taught?: { id: string };
};
type AssistantMessage = UIMessage<AnswerMetadata>;
export type AnswerChunk = UIMessageChunk<AnswerMetadata>;

/**
 * A provider must start answering within `firstTokenMs` and finish within `totalMs`; its answer is
 * capped at `maxOutputTokens` (about 450 words), which also caps what an abuser can cost.
 */
const answerLimits: { firstTokenMs: number; totalMs: number; maxOutputTokens: number } = { firstTokenMs: 8_000, totalMs: 25_000, maxOutputTokens: 600 };
/** After a failure a provider is skipped for this long, so a dead provider does not slow every answer. */
const providerCooldownMs = 60_000;

export class ProviderHealth {
  private readonly failedAt = new Map<string, number>();
  constructor(private readonly cooldownMs = providerCooldownMs) {}
  usable(name: string, now = Date.now()): boolean {
    const failed = this.failedAt.get(name);
    return failed === undefined || now - failed >= this.cooldownMs;
  }
  failed(name: string, now = Date.now()): void {
    this.failedAt.set(name, now);
  }
  succeeded(name: string): void {
    this.failedAt.delete(name);
  }
}

const sharedHealth = new ProviderHealth();

export type AnswerOptions = {
  providers?: readonly ModelProvider[];
  limits?: Partial<typeof answerLimits>;
  health?: ProviderHealth;
  /** The visitor went away: stop asking the provider. */
  signal?: AbortSignal;
  answerId?: string;
  /** The site's page the visitor asks from: context for "this service". */
  page?: string;
  /** Called with the question when the site's content does not settle it, or names none of its telling words (whoever then writes the answer). */
  onUnanswered?: (question: string) => void;
  /** Called once an answer has been written out in full (a provider's cut short too): with its built-in shape, or "provider", and its kind. */
  onAnswered?: (shape: AnswerShape, kind: AnswerKind) => void;
  /** The answers the team taught, matched before anything else. */
  taught?: TaughtIndex;
};

/** An error's message with every key taken out, for the log. */
function describe(error: unknown, providers: readonly ModelProvider[]): string {
  let text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  for (const provider of providers) text = text.split(provider.apiKey).join("[key]");
  return text.slice(0, 500);
}

/** Text in small pieces, so a built-in answer arrives the way a model's does. */
function pieces(text: string): string[] {
  return (
    text.match(/\S+\s*/g)?.reduce<string[]>((all, word, index) => {
      if (index % 4 === 0) all.push(word);
      else all[all.length - 1] += word;
      return all;
    }, []) ?? [text]
  );
}

type Attempt = { answered: false; error: unknown } | { answered: true; cutShort: boolean };

async function tryProvider(
  provider: ModelProvider,
  messages: readonly ChatMessage[],
  system: string,
  limits: typeof answerLimits,
  start: () => void,
  write: (delta: string) => void,
  signal?: AbortSignal,
): Promise<Attempt> {
  const controller = new AbortController();
  const firstToken = setTimeout(() => controller.abort(new Error(`no answer within ${limits.firstTokenMs} ms`)), limits.firstTokenMs);
  const total = setTimeout(() => controller.abort(new Error(`answer not finished within ${limits.totalMs} ms`)), limits.totalMs);
  let started = false;
  let failure: unknown;
  try {
    const result = streamText({
      model: languageModel(provider),
      system,
      messages: messages.map(({ role, content }) => ({ role, content })),
      maxOutputTokens: limits.maxOutputTokens,
      temperature: 0.3,
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([controller.signal, signal]) : controller.signal,
      onError: ({ error }) => {
        failure ??= error;
      },
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta" && part.text) {
        if (!started) {
          started = true;
          clearTimeout(firstToken);
          start();
        }
        write(part.text);
      } else if (part.type === "error") {
        failure ??= part.error;
        break;
      } else if (part.type === "abort") {
        failure ??= controller.signal.reason ?? signal?.reason ?? new Error("aborted");
        break;
      }
    }
  } catch (error) {
    failure ??= controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(firstToken);
    clearTimeout(total);
  }
  if (!started) return { answered: false, error: failure ?? new Error("the answer was empty") };
  return { answered: true, cutShort: failure !== undefined };
}

/**
 * Answers the conversation as a stream of UI message chunks: from the first provider that starts
 * answering in time, else from the built-in answerer. Every provider gets the best passages of the
 * site's content. The answer's id and the provider that wrote it travel as message metadata, so the
 * widget can rate it.
 */
export function answerStream(messages: readonly ChatMessage[], options: AnswerOptions = {}): ReadableStream<AnswerChunk> {
  const providers = options.providers ?? configuredProviders();
  const limits = { ...answerLimits, ...options.limits };
  const health = options.health ?? sharedHealth;
  const answerId = options.answerId ?? `a_${randomUUID().replaceAll("-", "")}`;
  const textId = `text_${answerId}`;

  return createUIMessageStream<AssistantMessage>({
    execute: async ({ writer }: { writer: UIMessageStreamWriter<AssistantMessage> }) => {
      writer.write({ type: "start", messageId: answerId, messageMetadata: { answerId, provider: "built-in" } });
      // One reading and one ranking serve the provider and the built-in answer alike.
      const question = messages.at(-1)?.content ?? "";
      const reading = withQuery(readQuestion(question, messages.slice(0, -1), options.page));
      const ranking = rank(reading);
      const taught = matchTaught(options.taught ?? emptyTaught, reading);
      const builtIn = composeBuiltIn(reading, ranking, taught);
      const builtInKind = kindOfAnswer(builtIn);
      // A question the site does not settle, or settles only in part, is counted for the people who write its content.
      if (builtIn.shape === "admission" || ranking.unfamiliar.length > 0) options.onUnanswered?.(question);
      const write = (delta: string) => writer.write({ type: "text-delta", id: textId, delta });
      let written = "";

      // A visitor who asks for a person is offered the team at once; no model is needed for that.
      for (const provider of builtIn.shape === "person" ? [] : providers) {
        if (!health.usable(provider.name)) continue;
        const attempt = await tryProvider(
          provider,
          messages,
          systemPrompt(ranking, builtIn.stated ?? [], reading, taught),
          limits,
          () => {
            writer.write({ type: "message-metadata", messageMetadata: { answerId, provider: provider.name } });
            writer.write({ type: "text-start", id: textId });
          },
          (delta) => {
            written += delta;
            write(delta);
          },
          options.signal,
        );
        if (options.signal?.aborted) return;
        if (!attempt.answered) {
          health.failed(provider.name);
          console.warn(`[assistant] ${provider.name} (${provider.model}) failed, trying the next: ${describe(attempt.error, providers)}`);
          continue;
        }
        health.succeeded(provider.name);
        if (attempt.cutShort) {
          console.warn(`[assistant] ${provider.name} stopped mid-answer`);
          const links = builtIn.sources.map((source) => `[${source.title}](${source.url})`).join(", ");
          write(`\n\n*The answer was cut short.*${links ? ` More on ${links}.` : ""}`);
        }
        const sources = shortlisted(ranking).map(({ best }) => ({ title: best.title, url: best.url }));
        // A model's answer is as sure as its evidence, unless it says it is not sure.
        const kind: AnswerKind = saysNotSure(written) ? "not-sure" : builtInKind.kind;
        writer.write({ type: "text-end", id: textId });
        writer.write({ type: "finish", messageMetadata: { answerId, provider: provider.name, sources, kind, offer: offersTeam(kind) } });
        options.onAnswered?.("provider", kind);
        return;
      }

      writer.write({ type: "text-start", id: textId });
      for (const piece of pieces(builtIn.text)) write(piece);
      writer.write({ type: "text-end", id: textId });
      writer.write({
        type: "finish",
        messageMetadata: {
          answerId,
          provider: "built-in",
          sources: builtIn.sources,
          shape: builtIn.shape,
          ...builtInKind,
          ...(builtIn.facts ? { facts: builtIn.facts } : {}),
          ...(builtIn.taught ? { taught: builtIn.taught } : {}),
        },
      });
      options.onAnswered?.(builtIn.shape, builtInKind.kind);
    },
    onError: () => "The assistant could not answer just now.",
  });
}
