/**
 * @jest-environment node
 */
import { bodyKind, readBodyText } from "./body";

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
