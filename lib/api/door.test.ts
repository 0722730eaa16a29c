/**
 * @jest-environment node
 */
import { z } from "zod";
import { getAdmin } from "@/lib/firebase/admin";
import { api, ApiError, handler } from "./door";

jest.mock("@/lib/firebase/admin", () => ({ getAdmin: jest.fn(() => null) }));

// A route of the body-limit table (1 KB), declared as the tests need it.
const path = "/api/console/assignments";
const post = (body: BodyInit | null, headers: Record<string, string> = {}, url = `http://localhost${path}`) =>
  new Request(url, { method: "POST", body, headers });
const json = { "Content-Type": "application/json" };
const form = { "Content-Type": "application/x-www-form-urlencoded" };
const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

const nameBody = z.object({
  name: z.string({ error: "Send the name as a string." }),
  admin: z
    .unknown()
    .optional()
    .transform((value) => value === true),
});

const echo = api(path, {
  POST: handler({
    body: {
      what: "the profile",
      json: nameBody,
      form: (fields) => (fields.get("name") ? { name: fields.get("name") ?? "" } : new ApiError(400, "Send a name.")),
      multipart: true,
    },
    log: "test",
    run: ({ body, answer }) => answer.json({ kind: body.kind, value: body.value }, 200),
  }),
});

beforeEach(() => jest.mocked(getAdmin).mockReturnValue(null));

describe("methods", () => {
  it("answers a method the route does not declare with a JSON 405 naming what it takes", async () => {
    const refused = echo.GET();
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("POST");
    expect(await refused.json()).toEqual({ error: `${path} answers POST only.` });
  });
});

describe("the body", () => {
  it("gives the schema's output for JSON, and the form's input for a form, url-encoded or multipart (files left out)", async () => {
    await expect(answerOf(await echo.POST(post('{"name":"Ada","extra":1}', json)))).resolves.toEqual({
      status: 200,
      body: { kind: "json", value: { name: "Ada", admin: false } },
    });
    await expect(answerOf(await echo.POST(post("name=Ada", form)))).resolves.toEqual({ status: 200, body: { kind: "form", value: { name: "Ada" } } });
    const multipart = new FormData();
    multipart.set("name", "Ada");
    multipart.set("file", new Blob(["x"]), "x.txt");
    await expect(answerOf(await echo.POST(post(multipart)))).resolves.toEqual({ status: 200, body: { kind: "form", value: { name: "Ada" } } });
  });

  it.each([
    [
      "another content type",
      post('{"name":"Ada"}', { "Content-Type": "text/plain" }),
      415,
      "Send the profile as application/json or a form (application/x-www-form-urlencoded).",
    ],
    ["no content type", post("name=Ada"), 415, expect.stringContaining("Send the profile as")],
    ["a body over the limit", post(`{"name":"${"a".repeat(2048)}"}`, json), 413, "The request is too large: the profile takes at most 1 KB."],
    ["a body that says it is over the limit", post("{}", { ...json, "Content-Length": "5000" }), 413, expect.stringContaining("too large")],
    ["a body that is not UTF-8", post(new Uint8Array([0xff, 0xfe]), json), 400, "The request body is not valid UTF-8."],
    ["JSON that is not an object", post("[1]", json), 400, "The request body must be a JSON object."],
    ["malformed JSON", post("{", json), 400, "The request body is not valid JSON."],
    ["a body the schema refuses", post('{"name":5}', json), 400, "Send the name as a string."],
    ["a form the route refuses", post("other=1", form), 400, "Send a name."],
    ["a broken multipart body", post("nothing like it", { "Content-Type": "multipart/form-data; boundary=b" }), 400, expect.stringContaining("multipart")],
  ])("answers %s with the status and message for it", async (_, request, status, error) => {
    await expect(answerOf(await echo.POST(request))).resolves.toEqual({ status, body: { error } });
  });

  it("answers a check's field messages beside its error", async () => {
    const route = api(path, {
      POST: handler({
        body: {
          what: "the rating",
          json: (value: unknown) =>
            value && typeof value === "object" && "rating" in value
              ? { ok: true as const, value }
              : { ok: false as const, error: "Please check the rating.", fields: { rating: "Rate it." } },
        },
        log: "test",
        run: ({ answer }) => answer.json({ ok: true }, 201),
      }),
    });
    await expect(answerOf(await route.POST(post("{}", json)))).resolves.toEqual({
      status: 400,
      body: { error: "Please check the rating.", fields: { rating: "Rate it." } },
    });
  });

  it("lets an optional body be left out", async () => {
    const route = api(path, {
      POST: handler({
        body: { what: "the request", json: nameBody, optional: true },
        log: "test",
        run: ({ body, answer }) => answer.json({ sent: body !== undefined }, 200),
      }),
    });
    await expect(answerOf(await route.POST(post(null)))).resolves.toEqual({ status: 200, body: { sent: false } });
    await expect(answerOf(await route.POST(post('{"name":"Ada"}', json)))).resolves.toEqual({ status: 200, body: { sent: true } });
  });

  it("will not serve a route that reads a body without its limit in the table", () => {
    expect(() =>
      api("/api/not-in-the-table", { POST: handler({ body: { what: "it", json: nameBody }, log: "test", run: ({ answer }) => answer.json({}, 200) }) }),
    ).toThrow(/body-limits/);
  });
});

describe("what the route needs, and what it answers", () => {
  it("refuses another site's page, and answers 503 on a server without Firebase, before reading anything", async () => {
    const run = jest.fn(() => new Response());
    const route = api(path, { POST: handler({ sameSite: "From this site only.", firebase: "No Firebase here.", log: "test", run }) });
    await expect(answerOf(await route.POST(post("{}", { ...json, Origin: "https://elsewhere.example" })))).resolves.toEqual({
      status: 403,
      body: { error: "From this site only." },
    });
    await expect(answerOf(await route.POST(post("{}", { ...json, Origin: "http://localhost", Host: "localhost" })))).resolves.toEqual({
      status: 503,
      body: { error: "No Firebase here." },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("asks a member for their ID token", async () => {
    jest.mocked(getAdmin).mockReturnValue({} as ReturnType<typeof getAdmin>);
    const route = api(path, { POST: handler({ caller: "member", log: "test", run: ({ answer }) => answer.json({}, 200) }) });
    const refused = await answerOf(await route.POST(post(null)));
    expect(refused).toEqual({ status: 401, body: { error: expect.stringContaining("Sign in first") } });
  });

  it("answers an ApiError as it says, with Retry-After, and logs and answers 503 for anything else", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const refusing = api(path, {
        POST: handler({ log: "test", run: () => Promise.reject(new ApiError(429, "Slow down.", { body: { reason: "tooFast" }, retryAfterSeconds: 7 })) }),
      });
      const slow = await refusing.POST(post(null));
      expect(slow.headers.get("retry-after")).toBe("7");
      expect(slow.headers.get("cache-control")).toBe("no-store");
      await expect(answerOf(slow)).resolves.toEqual({ status: 429, body: { error: "Slow down.", reason: "tooFast" } });
      expect(logged).not.toHaveBeenCalled();

      const failing = api(path, { POST: handler({ log: "console: trends", failure: "Not now.", run: () => Promise.reject(new Error("14 UNAVAILABLE")) }) });
      await expect(answerOf(await failing.POST(post(null)))).resolves.toEqual({ status: 503, body: { error: "Not now." } });
      expect(logged).toHaveBeenCalledWith("[console] trends: 14 UNAVAILABLE");
    } finally {
      logged.mockRestore();
    }
  });

  it("keeps a member's session answers to their browser, and hands the route its dynamic segments", async () => {
    const route = api("/api/articles/{id}/views", {
      GET: handler({ private: true, log: "test", run: ({ params, answer }) => answer.json(params, 200) }),
    });
    const response = await route.GET(new Request("http://localhost/api/articles/a/views"), { params: Promise.resolve({ id: "a" }) });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ id: "a" });
  });
});
