/**
 * @jest-environment node
 */
import { createResponses, json, privateResponses, retryAfter, unavailable } from "./responses";

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

describe("json", () => {
  it("answers with the status and body, never cached", async () => {
    const response = json({ ok: true }, 201);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(headersOf(response)).toEqual({ "cache-control": "no-store", "content-type": "application/json" });
  });

  it("adds a call's headers, and takes its own Cache-Control when it gives one", () => {
    expect(headersOf(json({}, 405, { Allow: "GET" }))).toMatchObject({ allow: "GET", "cache-control": "no-store" });
    expect(json({}, 200, { "Cache-Control": "private, max-age=300" }).headers.get("cache-control")).toBe("private, max-age=300");
  });
});

describe("tooMany and unavailable", () => {
  it("answer 429 and 503 with the error and Retry-After", async () => {
    const limited = createResponses().tooMany("Too many ratings.", 42);
    expect([limited.status, limited.headers.get("retry-after"), limited.headers.get("cache-control")]).toEqual([429, "42", "no-store"]);
    expect(await limited.json()).toEqual({ error: "Too many ratings." });
    const down = unavailable("Try again in a moment.", 7);
    expect([down.status, down.headers.get("retry-after"), down.headers.get("cache-control")]).toEqual([503, "7", "no-store"]);
    expect(await down.json()).toEqual({ error: "Try again in a moment." });
  });

  it("leave Retry-After out of a 503 when no wait is known", () => {
    const response = unavailable("The server has no Firebase project.");
    expect(response.status).toBe(503);
    expect(response.headers.has("retry-after")).toBe(false);
  });

  it("keep a call's headers beside Retry-After, whose seconds win", () => {
    const response = unavailable("Signing out could not be finished.", 5, { "Set-Cookie": "session=; Max-Age=0", "Retry-After": "60" });
    expect(headersOf(response)).toMatchObject({ "retry-after": "5", "set-cookie": "session=; Max-Age=0" });
  });
});

it("gives Retry-After only for a known wait", () => {
  expect(retryAfter(3)).toEqual({ "Retry-After": "3" });
  expect(retryAfter(0)).toEqual({ "Retry-After": "0" });
  expect(retryAfter()).toEqual({});
});

it("keeps a member's session answers private as well as unstored", () => {
  const response = privateResponses.json({ ok: true }, 200, { "Set-Cookie": "session=x" });
  expect(headersOf(response)).toMatchObject({ "cache-control": "private, no-store", "set-cookie": "session=x" });
  expect(privateResponses.unavailable("Not now.", 5).headers.get("cache-control")).toBe("private, no-store");
});

describe("createResponses", () => {
  const answer = createResponses({ "Set-Cookie": "visitor=1" });

  it("puts its own headers on every answer, beside no-store", () => {
    for (const response of [answer.json({}, 400), answer.tooMany("Wait.", 2), answer.unavailable("Not now.")])
      expect(headersOf(response)).toMatchObject({ "cache-control": "no-store", "set-cookie": "visitor=1" });
  });

  it("answers a page as HTML with the call's headers", async () => {
    const response = answer.html("<p>Sent.</p>", 503, retryAfter(10));
    expect(response.status).toBe(503);
    expect(headersOf(response)).toEqual({
      "cache-control": "no-store",
      "content-type": "text/html; charset=utf-8",
      "retry-after": "10",
      "set-cookie": "visitor=1",
    });
    expect(await response.text()).toBe("<p>Sent.</p>");
  });

  it("builds the headers alone, for answers that are streamed", () => {
    expect(Object.fromEntries(answer.headers({ "X-Accel-Buffering": "no" }).entries())).toEqual({
      "cache-control": "no-store",
      "set-cookie": "visitor=1",
      "x-accel-buffering": "no",
    });
  });
});
