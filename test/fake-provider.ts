import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * A local stand-in for the model providers, for tests: OpenRouter's OpenAI-compatible
 * `/chat/completions` and Gemini's `:streamGenerateContent`, both streamed as server-sent events, on
 * 127.0.0.1. Each provider's behaviour is set per test.
 */
export type FakeBehaviour =
  | { kind: "answer"; pieces: string[] }
  | { kind: "status"; status: number; body?: string }
  | { kind: "hang" }
  | { kind: "slow"; delayMs: number; pieces: string[] }
  | { kind: "cut"; pieces: string[] };

type FakeRequest = { provider: "openrouter" | "gemini"; path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> };

const openAiChunk = (content: string | null, finish: string | null = null) =>
  JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1,
    model: "fake-model",
    choices: [{ index: 0, delta: content === null ? {} : { role: "assistant", content }, finish_reason: finish }],
  });

const geminiChunk = (text: string | null, finish?: string) =>
  JSON.stringify({
    candidates: [{ content: { parts: text === null ? [] : [{ text }], role: "model" }, index: 0, ...(finish ? { finishReason: finish } : {}) }],
    ...(finish ? { usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 } } : {}),
  });

export async function startFakeProviders() {
  const behaviour: Record<FakeRequest["provider"], FakeBehaviour> = {
    openrouter: { kind: "answer", pieces: ["Hello"] },
    gemini: { kind: "answer", pieces: ["Hello"] },
  };
  const requests: FakeRequest[] = [];
  const open = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const provider = request.url?.includes("/chat/completions") ? "openrouter" : request.url?.includes(":streamGenerateContent") ? "gemini" : undefined;
    if (!provider) {
      response.writeHead(404).end();
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    } catch {
      // recorded as empty
    }
    requests.push({ provider, path: request.url ?? "", headers: request.headers, body });
    const plan = behaviour[provider];
    if (plan.kind === "status") {
      response
        .writeHead(plan.status, { "content-type": "application/json" })
        .end(plan.body ?? JSON.stringify({ error: { message: `fake ${plan.status}`, code: plan.status } }));
      return;
    }
    if (plan.kind === "hang") {
      open.add(response);
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    open.add(response);
    if (plan.kind === "slow") await new Promise((resolve) => setTimeout(resolve, plan.delayMs));
    const event = (data: string) => response.write(`data: ${data}\n\n`);
    for (const piece of plan.pieces) {
      event(provider === "openrouter" ? openAiChunk(piece) : geminiChunk(piece));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (plan.kind === "cut") {
      response.destroy();
      open.delete(response);
      return;
    }
    if (provider === "openrouter") {
      event(openAiChunk(null, "stop"));
      event("[DONE]");
    } else {
      event(geminiChunk(null, "STOP"));
    }
    response.end();
    open.delete(response);
  }

  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${port}`,
    behaviour,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
