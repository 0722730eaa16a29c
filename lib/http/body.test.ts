/**
 * @jest-environment node
 */
import { z } from "zod";
import { bodyKind, readBodyText, readFormFields, readJsonBody, readJsonObject } from "./body";

it.each([
  ["application/json", "json"],
  ["Application/JSON; charset=utf-8", "json"],
  ["application/x-www-form-urlencoded", "form"],
  ["multipart/form-data; boundary=x", null],
  ["text/plain", null],
  [null, null],
])("classifies %s as %s", (type, kind) => {
  expect(bodyKind(type)).toBe(kind);
});

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://localhost/", { method: "POST", body, headers });

describe("readBodyText", () => {
  it("reads a body up to the limit", async () => {
    await expect(readBodyText(post("héllo"), 6)).resolves.toEqual({ ok: true, text: "héllo" });
  });

  it.each([
    ["over the limit", post("1234567"), "too-large"],
    ["declared over the limit", post("12", { "content-length": "7" }), "too-large"],
    ["not UTF-8", post(new Uint8Array([0xff, 0xfe])), "not-utf8"],
  ])("refuses a body %s", async (_, request, reason) => {
    await expect(readBodyText(request, 6)).resolves.toEqual({ ok: false, reason });
  });
});

describe("readFormFields", () => {
  const what = "List-Unsubscribe=One-Click";
  const fieldsOf = async (request: Request) => {
    const read = await readFormFields(request, 1024, what);
    return read.ok ? Object.fromEntries(read.fields) : read;
  };

  it("reads a url-encoded form and a multipart one alike, leaving files out", async () => {
    await expect(fieldsOf(post("List-Unsubscribe=One-Click", { "Content-Type": "application/x-www-form-urlencoded" }))).resolves.toEqual({
      "List-Unsubscribe": "One-Click",
    });
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    form.set("file", new Blob(["x"]), "x.txt");
    await expect(fieldsOf(post(form))).resolves.toEqual({ "List-Unsubscribe": "One-Click" });
  });

  it.each([
    ["JSON", post("{}", { "Content-Type": "application/json" }), 415],
    ["no type", post("List-Unsubscribe=One-Click"), 415],
    ["a broken multipart body", post("nothing like it", { "Content-Type": "multipart/form-data; boundary=b" }), 400],
    ["a body over the limit", post(`a=${"x".repeat(1024)}`, { "Content-Type": "application/x-www-form-urlencoded" }), 413],
  ])("refuses %s with a %s", async (_, request, status) => {
    await expect(fieldsOf(request)).resolves.toMatchObject({ ok: false, status, error: expect.any(String) });
  });
});

describe("readJsonObject", () => {
  const json = { "Content-Type": "application/json" };
  it("reads a JSON object", async () => {
    await expect(readJsonObject(post('{"name":"Ada"}', json), 1024, "the profile")).resolves.toEqual({ ok: true, value: { name: "Ada" } });
  });

  it.each([
    ["another content type", post('{"name":"Ada"}', { "Content-Type": "text/plain" }), 415, "Send the profile as application/json."],
    ["a body over the limit", post(`{"name":"${"a".repeat(2048)}"}`, json), 413, "The request is too large: the profile takes at most 1 KB."],
    ["a body that is not UTF-8", post(new Uint8Array([0xff, 0xfe]), json), 400, "The request body is not valid UTF-8."],
    ["JSON that is not an object", post("[1]", json), 400, expect.any(String)],
    ["malformed JSON", post("{", json), 400, expect.any(String)],
  ])("answers %s with the status and message for it", async (_, request, status, error) => {
    await expect(readJsonObject(request, 1024, "the profile")).resolves.toEqual({ ok: false, status, error });
  });
});

describe("readJsonBody", () => {
  const json = { "Content-Type": "application/json" };
  const schema = z.object({
    name: z.string({ error: "Send the name as a string." }),
    admin: z
      .unknown()
      .optional()
      .transform((value) => value === true),
  });

  it("gives the schema's output", async () => {
    await expect(readJsonBody(post('{"name":"Ada","extra":1}', json), 1024, "the profile", schema)).resolves.toEqual({
      ok: true,
      value: { name: "Ada", admin: false },
    });
  });

  it("answers 400 with the schema's message for a body it refuses", async () => {
    await expect(readJsonBody(post('{"name":5}', json), 1024, "the profile", schema)).resolves.toEqual({
      ok: false,
      status: 400,
      error: "Send the name as a string.",
    });
  });

  it("answers what readJsonObject answers before the schema sees anything", async () => {
    await expect(readJsonBody(post('{"name":"Ada"}', { "Content-Type": "text/plain" }), 1024, "the profile", schema)).resolves.toEqual({
      ok: false,
      status: 415,
      error: "Send the profile as application/json.",
    });
  });
});
