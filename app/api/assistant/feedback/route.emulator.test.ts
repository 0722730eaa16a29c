import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { feedbackRateLimit } from "@/lib/assistant/records/feedback";
import { feedbackLimits } from "@/lib/assistant/records/feedback-schema";
import { getAdmin } from "@/lib/firebase/admin";
import { identifyVisitor, visitorCookie } from "@/lib/visitor/visitor";
import { DELETE, GET, PATCH, POST, PUT } from "./route";
import { collections } from "@/lib/firebase/collections.mjs";
import { watchServerErrors } from "@/lib/http/server-log.test-support";

// The route sees the real admin app unless a test makes it unavailable for one call.
jest.mock("@/lib/firebase/admin", () => {
  const actual = jest.requireActual<typeof import("@/lib/firebase/admin")>("@/lib/firebase/admin");
  return { ...actual, getAdmin: jest.fn(actual.getAdmin) };
});

const admin = jest.requireActual<typeof import("@/lib/firebase/admin")>("@/lib/firebase/admin").getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
// Opening firebase-admin's connection can take most of the store's deadline on a busy machine: done first.
beforeAll(() => admin.db.collection("warm-up").doc("connection").get(), 60_000);
const { db } = admin;

// Every test rates answers of its own and comes from addresses of its own: the rate limiter lives in
// the route module for the whole file, and other emulator tests may share the collection.
let addressCounter = 0;
const nextAddress = () => `2001:db8:fb::${(addressCounter += 1).toString(16)}`;
const newCookie = () => `${visitorCookie}=${randomUUID()}`;
const newAnswerId = () => `ans_${randomUUID().replaceAll("-", "")}`;

type From = { cookie?: string; address?: string };
type Init = Omit<RequestInit, "headers"> & From & { headers?: Record<string, string>; duplex?: "half" };

function request(method: string, init: Init = {}): Request {
  const { cookie, address = nextAddress(), headers = {}, ...rest } = init;
  return new Request("http://localhost/api/assistant/feedback", {
    method,
    ...rest,
    headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}), ...headers },
  });
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  answerId: newAnswerId(),
  rating: "helpful",
  question: "How long does a small app take?",
  answer: "Most small apps take six to ten weeks, from the first workshop to the store release.",
  provider: "built-in",
  ...overrides,
});

const postRaw = (body: BodyInit, from: From = {}, headers: Record<string, string> = { "content-type": "application/json" }) =>
  POST(request("POST", { ...from, body, headers }));
const postJson = (body: unknown, from: From = {}) => postRaw(JSON.stringify(body), from);
const documentOf = (answerId: string) => db.collection(collections.feedback).doc(answerId).get();

describe("POST /api/assistant/feedback", () => {
  it("stores a new rating with every field, an excerpt of the answer and server timestamps, and answers 201", async () => {
    const address = nextAddress();
    const long = `  ${"word ".repeat(150)}tail\n\n${"more ".repeat(3000)}`;
    const body = valid({ rating: "not-helpful", provider: "openrouter", question: "  Do you build <b>apps</b>?\n'; DROP--  ", answer: long });
    const response = await postJson(body, { address });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: body.answerId, updated: false });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${visitorCookie}=[0-9a-f-]{36}; .*HttpOnly; SameSite=Lax`));

    const data = (await documentOf(body.answerId)).data() ?? {};
    const visitor = identifyVisitor(new Headers({ cookie: setCookie.split(";")[0] ?? "", "x-forwarded-for": address }));
    expect(data).toMatchObject({
      answerId: body.answerId,
      rating: "not-helpful",
      provider: "openrouter",
      // A language model's answer has no shape of its own: it is counted as the provider's.
      shape: "provider",
      question: "Do you build <b>apps</b>?\n'; DROP--",
      visitorKey: visitor.keys.cookie,
    });
    expect(Object.keys(data).sort()).toEqual([
      "answerExcerpt",
      "answerId",
      "createdAt",
      "provider",
      "question",
      "rating",
      "reason",
      "reviewed",
      "shape",
      "updatedAt",
      "visitorKey",
    ]);
    expect(data).toMatchObject({ reason: "", reviewed: false });
    expect(data.answerExcerpt.length).toBeLessThanOrEqual(feedbackLimits.excerpt);
    expect(data.answerExcerpt).toMatch(/^word word .* word…$/);
    expect(long.trim().startsWith(data.answerExcerpt.slice(0, -1))).toBe(true);
    for (const field of ["createdAt", "updatedAt"]) {
      expect(data[field]).toBeInstanceOf(Timestamp);
      expect(Math.abs(data[field].toMillis() - Date.now())).toBeLessThan(60_000);
    }
    expect(JSON.stringify(data)).not.toContain(address);
    expect(JSON.stringify(data)).not.toContain(visitor.id);
  });

  it("stores the built-in answer's shape as the widget sends it, and none when it sends none", async () => {
    const shaped = valid({ shape: "shortlist" });
    const unshaped = valid();
    for (const body of [shaped, unshaped]) expect((await postJson(body)).status).toBe(201);
    expect((await documentOf(shaped.answerId)).get("shape")).toBe("shortlist");
    expect((await documentOf(unshaped.answerId)).data()).not.toHaveProperty("shape");
  });

  it("keeps a short answer whole, and cuts a long one without spaces within the excerpt's length", async () => {
    const short = valid({ answer: "Yes." });
    const unbroken = valid({ answer: "x".repeat(5000) });
    for (const body of [short, unbroken]) expect((await postJson(body)).status).toBe(201);
    expect((await documentOf(short.answerId)).get("answerExcerpt")).toBe("Yes.");
    expect((await documentOf(unbroken.answerId)).get("answerExcerpt")).toBe(`${"x".repeat(feedbackLimits.excerpt - 1)}…`);
  });

  it("changes the rating in place when the same visitor rates the answer again", async () => {
    const from = { cookie: newCookie(), address: nextAddress() };
    const body = valid();
    expect((await postJson(body, from)).status).toBe(201);
    const before = (await documentOf(body.answerId)).data() ?? {};

    const changed = await postJson({ ...body, rating: "not-helpful" }, { cookie: from.cookie });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ok: true, id: body.answerId, updated: true });
    expect(changed.headers.get("set-cookie")).toBeNull();

    const matching = await db.collection(collections.feedback).where("answerId", "==", body.answerId).get();
    expect(matching.size).toBe(1);
    const after = matching.docs[0]?.data() ?? {};
    expect(after.rating).toBe("not-helpful");
    expect(after.createdAt.isEqual(before.createdAt)).toBe(true);
    expect(after.updatedAt.toMillis()).toBeGreaterThanOrEqual(before.updatedAt.toMillis());
    expect(after.visitorKey).toBe(before.visitorKey);

    // Then what they were looking for, in one line; rated helpful after all, the reason goes.
    const reason = await postJson({ ...body, rating: "not-helpful", reason: "  Your rates for a two-week audit  " }, { cookie: from.cookie });
    expect(reason.status).toBe(200);
    expect((await documentOf(body.answerId)).data()).toMatchObject({ rating: "not-helpful", reason: "Your rates for a two-week audit", reviewed: false });
    expect((await postJson({ ...body, rating: "helpful" }, { cookie: from.cookie })).status).toBe(200);
    expect((await documentOf(body.answerId)).get("reason")).toBe("");
  });

  it("refuses a reason that is not one short line, or that goes with a helpful rating", async () => {
    for (const reason of ["two\nlines", "x".repeat(201), 42]) {
      const response = await postJson(valid({ rating: "not-helpful", reason }));
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toHaveProperty("reason");
    }
    const helpful = await postJson(valid({ rating: "helpful", reason: "Nothing" }));
    expect(helpful.status).toBe(400);
    expect((await helpful.json()).fields).toHaveProperty("reason");
  });

  it("answers 409 to another visitor rating the same answer, and changes nothing", async () => {
    const body = valid();
    expect((await postJson(body, { cookie: newCookie() })).status).toBe(201);
    const before = (await documentOf(body.answerId)).data();

    for (const from of [{ cookie: newCookie() }, {}]) {
      const response = await postJson({ ...body, rating: "not-helpful" }, from);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: expect.any(String) });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await documentOf(body.answerId)).data()).toEqual(before);
  });

  const longQuestion = "q".repeat(feedbackLimits.question + 1);
  const invalid: [string, unknown, string[]][] = [
    ["an empty object", {}, ["answerId", "rating", "question", "answer", "provider"]],
    ["no answerId", { ...valid(), answerId: undefined }, ["answerId"]],
    ["no rating", { ...valid(), rating: undefined }, ["rating"]],
    ["a numeric answerId", valid({ answerId: 12345678 }), ["answerId"]],
    ["a boolean rating", valid({ rating: true }), ["rating"]],
    ["an unknown rating", valid({ rating: "meh" }), ["rating"]],
    ["a rating in capitals", valid({ rating: "Helpful" }), ["rating"]],
    ["an unknown provider", valid({ provider: "openai" }), ["provider"]],
    ["an answerId with /", valid({ answerId: "abc/defgh" }), ["answerId"]],
    ["an answerId with ..", valid({ answerId: "..abcdefgh" }), ["answerId"]],
    ["an answerId of 7 characters", valid({ answerId: "abcdefg" }), ["answerId"]],
    ["an answerId of 65 characters", valid({ answerId: "a".repeat(65) }), ["answerId"]],
    ["an answerId of __proto__", valid({ answerId: "__proto__" }), ["answerId"]],
    ["an answerId shaped __name__", valid({ answerId: "__abcdef__" }), ["answerId"]],
    ["an answerId of __x__", valid({ answerId: "__x__" }), ["answerId"]],
    ["a blank question", valid({ question: " \n\t " }), ["question"]],
    ["an overlong question", valid({ question: longQuestion }), ["question"]],
    ["a question as a list", valid({ question: ["How?"] }), ["question"]],
    ["a NUL in the question", valid({ question: "How\u0000?" }), ["question"]],
    ["an escape in the answer", valid({ answer: "Red \u001b[31m text" }), ["answer"]],
    ["a C1 control in the answer", valid({ answer: "Text\u0085more" }), ["answer"]],
    ["an empty answer", valid({ answer: "" }), ["answer"]],
    ["an unknown shape", valid({ shape: "certain" }), ["shape"]],
    ["a shape as a list", valid({ shape: ["confident"] }), ["shape"]],
    ['the shape "provider" of a built-in answer', valid({ shape: "provider" }), ["shape"]],
    ["a built-in shape of a language model's answer", valid({ provider: "gemini", shape: "confident" }), ["shape"]],
    ["an extra key", valid({ visitorKey: "forged" }), ["visitorKey"]],
    ["a __proto__ key", JSON.parse(`{"__proto__": {"rating": "helpful"}, ${JSON.stringify(valid()).slice(1)}`), ["__proto__"]],
    ["two extra keys and a bad rating", valid({ createdAt: 1, __proto__x: 2, rating: "" }), ["createdAt", "__proto__x", "rating"]],
  ];

  it.each(invalid)("answers 400 with a message per field to %s, and stores nothing", async (_name, body, fields) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.error).toBe("Please check the rating.");
    expect(Object.keys(answer.fields).sort()).toEqual([...fields].sort());
    for (const message of Object.values(answer.fields)) expect(message).toEqual(expect.stringMatching(/\w/));
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answerId = (body as { answerId?: unknown }).answerId;
    // (Firestore itself refuses to read an id shaped __name__.)
    if (typeof answerId === "string" && /^[\w-]+$/.test(answerId) && !/^__.*__$/.test(answerId)) expect((await documentOf(answerId)).exists).toBe(false);
  });

  it.each([
    ["invalid JSON", "{not json", /not valid JSON/],
    ["an empty body", "", /not valid JSON/],
    ["a list", JSON.stringify([valid()]), /JSON object/],
    ["null", "null", /JSON object/],
    ["a number", "42", /JSON object/],
    ["a string", JSON.stringify("helpful"), /JSON object/],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), /UTF-8/],
  ])("answers 400 to %s", async (_name, body, error) => {
    const response = await postRaw(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(error) });
  });

  it("answers 415 to other content types", async () => {
    const body = JSON.stringify(valid());
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const response = await postRaw(body, {}, { "content-type": contentType });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await postRaw(body, {}, { "content-type": "application/json; charset=utf-8" })).status).toBe(201);
  });

  it("answers 413 to a body over 16 KB, whatever its Content-Length says", async () => {
    const body = valid({ answer: "a ".repeat(feedbackLimits.bodyBytes / 2) });
    const text = JSON.stringify(body);
    for (const length of [String(text.length), "100"]) {
      const response = await postRaw(text, {}, { "content-type": "application/json", "content-length": length });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/too large/) });
    }
    expect((await documentOf(body.answerId)).exists).toBe(false);
  });

  it.each([
    ["GET", GET],
    ["PUT", PUT],
    ["PATCH", PATCH],
    ["DELETE", DELETE],
  ])("answers 405 to %s with Allow: POST", async (method, handler) => {
    const response = handler(request(method));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});

describe("the rate limit", () => {
  const rateAll = async (from: () => From) => {
    const statuses = new Set<number>();
    for (let index = 0; index < feedbackRateLimit.limit; index += 1) statuses.add((await postJson(valid(), from())).status);
    return statuses;
  };

  it(`answers 429 after ${feedbackRateLimit.limit} ratings from one address, whatever the cookie`, async () => {
    const address = nextAddress();
    expect(await rateAll(() => ({ address, cookie: newCookie() }))).toEqual(new Set([201]));
    const body = valid();
    const limited = await postJson(body, { address, cookie: newCookie() });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: expect.any(String) });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(feedbackRateLimit.windowMs / 1000 - 60);
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect((await documentOf(body.answerId)).exists).toBe(false);
    expect((await postJson(valid())).status).toBe(201);
  });

  it("counts only valid ratings", async () => {
    const address = nextAddress();
    for (let index = 0; index <= feedbackRateLimit.limit; index += 1) expect((await postJson(valid({ rating: "?" }), { address })).status).toBe(400);
    expect((await postJson(valid(), { address })).status).toBe(201);
  });

  it(`answers 429 after ${feedbackRateLimit.limit} ratings from one cookie, whatever the address`, async () => {
    const cookie = newCookie();
    expect(await rateAll(() => ({ cookie }))).toEqual(new Set([201]));
    const limited = await postJson(valid(), { cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await postJson(valid(), { cookie: newCookie() })).status).toBe(201);
  });
});

describe("when the store is unavailable", () => {
  let logged: ReturnType<typeof watchServerErrors>;
  beforeEach(() => {
    logged = watchServerErrors();
  });
  afterEach(() => jest.restoreAllMocks());

  it("answers 503 without a Firebase project, and stores nothing", async () => {
    jest.mocked(getAdmin).mockReturnValueOnce(null);
    const body = valid();
    const response = await postJson(body);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await documentOf(body.answerId)).exists).toBe(false);
  });

  it("answers 503 when Firestore fails, logging why, and stores nothing", async () => {
    jest.spyOn(db, "runTransaction").mockRejectedValueOnce(new Error("14 UNAVAILABLE: connection refused"));
    const body = valid();
    const response = await postJson(body);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(logged.lines()).toContainEqual(expect.stringMatching(/^\[assistant-feedback\] .*14 UNAVAILABLE: connection refused$/));
    expect((await documentOf(body.answerId)).exists).toBe(false);
  });
});
