/** @jest-environment node */
import { startFakeProviders, type FakeBehaviour } from "@/test/fake-provider";
import type { ModelProvider } from "./model/providers";
import { prepareTaught, type TaughtIndex } from "./answer/taught";
import { answerStream, ProviderHealth, type AnswerChunk } from "./respond";

const openRouterKey = "sk-or-test-4f9a1c77e2";
const geminiKey = "AIza-test-8b3e55d0c1";
let fake: Awaited<ReturnType<typeof startFakeProviders>>;
let providers: ModelProvider[];
let warnings: string[];

beforeAll(async () => {
  fake = await startFakeProviders();
  providers = [
    { name: "openrouter", apiKey: openRouterKey, model: "test/model-a", baseURL: `${fake.baseURL}/api/v1` },
    { name: "gemini", apiKey: geminiKey, model: "gemini-test", baseURL: `${fake.baseURL}/v1beta` },
  ];
});
afterAll(() => fake.close());
// The first call loads the providers' modules; it is not part of any test's timing.
beforeAll(() => collect(answerStream(question, { providers, health: new ProviderHealth() })));

beforeEach(() => {
  fake.requests.length = 0;
  fake.behaviour.openrouter = { kind: "answer", pieces: ["Our ", "[Mobile Apps](/services/mobile-apps) ", "service builds iOS and Android apps."] };
  fake.behaviour.gemini = { kind: "answer", pieces: ["Gemini ", "says ", "[hello](/contact)."] };
  warnings = [];
  jest.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(String(line)));
});
afterEach(() => jest.restoreAllMocks());

const question = [{ role: "user" as const, content: "Do you build mobile apps?" }];

async function collect(stream: ReadableStream<AnswerChunk>): Promise<AnswerChunk[]> {
  const chunks: AnswerChunk[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

function summary(chunks: AnswerChunk[]) {
  const text = chunks.flatMap((chunk) => (chunk.type === "text-delta" ? [chunk.delta] : [])).join("");
  const finish = chunks.find((chunk) => chunk.type === "finish");
  const metadata = finish?.type === "finish" ? finish.messageMetadata : undefined;
  return {
    text,
    provider: metadata?.provider,
    answerId: metadata?.answerId,
    deltas: chunks.filter((chunk) => chunk.type === "text-delta").length,
    types: chunks.map((chunk) => chunk.type),
  };
}

// Short enough for a test, long enough that a cold first call (module loading) is not mistaken for a hang.
const fast = { firstTokenMs: 1_500, totalMs: 6_000 };
const ask = (options: Parameters<typeof answerStream>[1] = {}) =>
  collect(answerStream(question, { providers, limits: fast, health: new ProviderHealth(), ...options }));

describe("the provider order", () => {
  it("streams OpenRouter's answer when it answers, and never asks Gemini", async () => {
    const result = summary(await ask());
    expect(result.provider).toBe("openrouter");
    expect(result.text).toBe("Our [Mobile Apps](/services/mobile-apps) service builds iOS and Android apps.");
    expect(result.deltas).toBeGreaterThan(1);
    expect(result.types[0]).toBe("start");
    expect(result.types.at(-1)).toBe("finish");
    expect(fake.requests.map((request) => request.provider)).toEqual(["openrouter"]);
  });

  it("sends the model the site's passages, the rules, the conversation and the output cap, with its key in the header", async () => {
    await ask();
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${openRouterKey}`);
    expect(request?.body).toMatchObject({ model: "test/model-a", stream: true, max_tokens: 600 });
    // OpenAI-style content: a string, or a list of text parts.
    const messages = (request?.body.messages as { role: string; content: string | { text: string }[] }[]).map(({ role, content }) => ({
      role,
      content: typeof content === "string" ? content : content.map((part) => part.text).join(""),
    }));
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toMatch(/Site passages:\n\[1\] .+ \(\/[^)]*\)/);
    expect(messages[0]?.content).toContain("/services/mobile-apps");
    expect(messages.at(-1)).toEqual({ role: "user", content: "Do you build mobile apps?" });
  });

  it("falls back to Gemini when OpenRouter answers with an error", async () => {
    fake.behaviour.openrouter = { kind: "status", status: 500 };
    const result = summary(await ask());
    expect(result.provider).toBe("gemini");
    expect(result.text).toBe("Gemini says [hello](/contact).");
    expect(fake.requests.map((request) => request.provider)).toEqual(["openrouter", "gemini"]);
    expect(fake.requests[1]?.headers["x-goog-api-key"]).toBe(geminiKey);
    expect(warnings.join("\n")).toMatch(/openrouter .* failed, trying the next/);
  });

  it("falls back to Gemini when OpenRouter does not start answering in time", async () => {
    fake.behaviour.openrouter = { kind: "hang" };
    const result = summary(await ask());
    expect(result.provider).toBe("gemini");
    expect(warnings.join("\n")).toContain("no answer within 1500 ms");
  });

  it("falls back when a provider starts too late, even if it would answer eventually", async () => {
    fake.behaviour.openrouter = { kind: "slow", delayMs: 2_500, pieces: ["late"] };
    expect(summary(await ask()).provider).toBe("gemini");
  });

  it("answers with the built-in answerer when both providers fail, with links to the site", async () => {
    fake.behaviour.openrouter = { kind: "status", status: 401 };
    fake.behaviour.gemini = { kind: "status", status: 429 };
    const result = summary(await ask());
    expect(result.provider).toBe("built-in");
    expect(result.text).toMatch(/\]\(\/services\/mobile-apps\)/);
    expect(result.deltas).toBeGreaterThan(1);
  });

  it("answers with the built-in answerer when no key is set, asking nobody", async () => {
    const result = summary(await ask({ providers: [] }));
    expect(result.provider).toBe("built-in");
    expect(result.text).toContain("/services/mobile-apps");
    expect(fake.requests).toHaveLength(0);
  });

  it("keeps what a provider said when it stops mid-answer, and says so", async () => {
    fake.behaviour.openrouter = { kind: "cut", pieces: ["We build ", "native apps"] };
    const result = summary(await ask());
    expect(result.provider).toBe("openrouter");
    expect(result.text).toMatch(/^We build native apps\n\n\*The answer was cut short\.\*/);
    expect(fake.requests.map((request) => request.provider)).toEqual(["openrouter"]);
  });

  it("skips a provider that just failed, until its cool-down has passed", async () => {
    const health = new ProviderHealth(60_000);
    fake.behaviour.openrouter = { kind: "status", status: 503 };
    await ask({ health });
    fake.requests.length = 0;
    expect(summary(await ask({ health })).provider).toBe("gemini");
    expect(fake.requests.map((request) => request.provider)).toEqual(["gemini"]);
  });

  it("reports a question the site's content does not answer, and only such a question", async () => {
    const unanswered: string[] = [];
    const record = (text: string) => unanswered.push(text);
    await collect(answerStream([{ role: "user", content: "Do you teach quantum basket weaving?" }], { providers: [], onUnanswered: record }));
    await collect(answerStream([{ role: "user", content: "Do you build mobile apps?" }], { providers: [], onUnanswered: record }));
    expect(unanswered).toEqual(["Do you teach quantum basket weaving?"]);
  });

  it("counts every answer written out once, under the built-in answer's shape or as a provider's, and none the visitor left", async () => {
    const shapes: string[] = [];
    const onAnswered = (shape: string) => shapes.push(shape);
    const builtIn = async (content: string) => {
      const finish = (await collect(answerStream([{ role: "user", content }], { providers: [], onAnswered }))).find((chunk) => chunk.type === "finish");
      return finish?.type === "finish" ? finish.messageMetadata?.shape : undefined;
    };
    const told = [await builtIn("Do you teach quantum basket weaving?"), await builtIn("Do you build mobile apps?"), await builtIn("hello")];
    expect(told).toEqual(["admission", "confident", "greeting"]);
    expect(shapes).toEqual(told);

    shapes.length = 0;
    await ask({ onAnswered });
    fake.behaviour.openrouter = { kind: "cut", pieces: ["We build ", "native apps"] };
    await ask({ onAnswered });
    fake.behaviour.openrouter = { kind: "status", status: 503 };
    fake.behaviour.gemini = { kind: "status", status: 503 };
    await ask({ onAnswered });
    expect(shapes).toEqual(["provider", "provider", "confident"]);

    shapes.length = 0;
    fake.behaviour.openrouter = { kind: "answer", pieces: ["Too ", "late"] };
    await ask({ onAnswered, signal: AbortSignal.abort() });
    expect(shapes).toEqual([]);
  });

  it("says what each answer is and offers the team when it states no fact: a model that says it is not sure too", async () => {
    const metadataOf = (chunks: AnswerChunk[]) => {
      const finish = chunks.find((chunk) => chunk.type === "finish");
      return finish?.type === "finish" ? finish.messageMetadata : undefined;
    };
    const builtIn = (content: string, taught?: TaughtIndex) =>
      collect(answerStream([{ role: "user", content }], { providers: [], ...(taught ? { taught } : {}) }));
    expect(metadataOf(await builtIn("Do you teach quantum basket weaving?"))).toMatchObject({ kind: "not-sure", offer: true });
    expect(metadataOf(await builtIn("hello"))).toMatchObject({ kind: "chat", offer: false });
    expect(metadataOf(await builtIn("a human please"))).toMatchObject({ kind: "person", offer: true });
    const taught = prepareTaught([
      { id: "nda", question: "Do you sign NDAs?", wordings: ["Will you sign our non-disclosure agreement?"], answer: "Yes, before the first call.", links: [] },
    ]);
    const given = await builtIn("would you sign an NDA before we talk?", taught);
    expect(metadataOf(given)).toMatchObject({ kind: "taught", offer: false, taught: { id: "nda" } });
    expect(summary(given).text).toContain("From the Northbeam team");

    expect(metadataOf(await ask())).toMatchObject({ provider: "openrouter", kind: "fact", offer: false });
    fake.behaviour.openrouter = { kind: "answer", pieces: ["I'm not sure, ", "and I'd rather not guess."] };
    expect(metadataOf(await ask())).toMatchObject({ provider: "openrouter", kind: "not-sure", offer: true });
    // Asked for a person, nobody's model is asked.
    fake.requests.length = 0;
    const person = await collect(
      answerStream([{ role: "user", content: "can I talk to someone?" }], { providers, limits: fast, health: new ProviderHealth() }),
    );
    expect(metadataOf(person)).toMatchObject({ provider: "built-in", kind: "person", offer: true });
    expect(fake.requests).toHaveLength(0);
  });

  it("gives every answer its own id", async () => {
    const first = summary(await ask());
    const second = summary(await ask());
    expect(first.answerId).toMatch(/^a_[0-9a-f]{32}$/);
    expect(second.answerId).not.toBe(first.answerId);
  });
});

describe("keys", () => {
  it("never appear in what the visitor receives or in the log, whatever fails", async () => {
    const outputs: string[] = [];
    for (const [openrouter, gemini] of [
      [
        { kind: "status", status: 401, body: JSON.stringify({ error: { message: `Invalid key ${openRouterKey}` } }) },
        { kind: "status", status: 400, body: JSON.stringify({ error: { message: `API key ${geminiKey} not valid` } }) },
      ],
      [
        { kind: "answer", pieces: ["fine"] },
        { kind: "answer", pieces: ["fine"] },
      ],
    ] satisfies [FakeBehaviour, FakeBehaviour][]) {
      fake.behaviour.openrouter = openrouter;
      fake.behaviour.gemini = gemini;
      outputs.push(JSON.stringify(await ask()));
    }
    const everything = [...outputs, ...warnings].join("\n");
    expect(everything).not.toContain(openRouterKey);
    expect(everything).not.toContain(geminiKey);
    expect(warnings.join("\n")).toContain("[key]");
  });
});
