/** @jest-environment node */
import type { PrerenderedPage } from "@/lib/security/prerendered";
import { isPlainPageRequest, prerenderedResponse } from "./prerendered-response";

const html = "<!DOCTYPE html><html><body><h1>Héllo</h1></body></html>";
const page: PrerenderedPage = {
  body: new TextEncoder().encode(html),
  etag: '"abc123"',
  scriptHashes: [],
  buildHeaders: { "x-nextjs-stale-time": "300" },
};
const policy = { "Content-Security-Policy": "default-src 'self'" };
const request = (init: RequestInit = {}, url = "https://example.com/about") => new Request(url, init);

describe("isPlainPageRequest", () => {
  it("takes GET and HEAD requests for a page's HTML", () => {
    expect(isPlainPageRequest(request())).toBe(true);
    expect(isPlainPageRequest(request({ method: "HEAD" }))).toBe(true);
    expect(isPlainPageRequest(request({}, "https://example.com/portfolio?tech=react"))).toBe(true);
  });

  it("leaves the client router's requests and other methods to Next", () => {
    for (const name of ["RSC", "Next-Router-State-Tree", "Next-Router-Prefetch", "Next-Router-Segment-Prefetch", "Next-Action"]) {
      expect(isPlainPageRequest(request({ headers: { [name]: "1" } }))).toBe(false);
    }
    expect(isPlainPageRequest(request({}, "https://example.com/about?_rsc=x1y2"))).toBe(false);
    expect(isPlainPageRequest(request({ method: "OPTIONS" }))).toBe(false);
    expect(isPlainPageRequest(request({ method: "POST", body: "{}" }))).toBe(false);
  });
});

describe("prerenderedResponse", () => {
  it("sends the stored HTML with its length, validator, build headers and policy", async () => {
    const response = prerenderedResponse(page, request(), policy);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-length": String(page.body.byteLength),
      etag: '"abc123"',
      "cache-control": "s-maxage=31536000",
      vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch",
      "x-nextjs-stale-time": "300",
      "content-security-policy": "default-src 'self'",
    });
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = prerenderedResponse(page, request({ method: "HEAD" }), policy);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(page.body.byteLength));
    expect(await response.text()).toBe("");
  });

  it("answers 304 without a body when the client holds this version", async () => {
    for (const ifNoneMatch of ['"abc123"', 'W/"abc123"', '"old", "abc123"', "*"]) {
      const response = prerenderedResponse(page, request({ headers: { "If-None-Match": ifNoneMatch } }), policy);
      expect(response.status).toBe(304);
      expect(response.headers.get("etag")).toBe('"abc123"');
      expect(await response.text()).toBe("");
    }
  });

  it("sends the page when the client holds another version", async () => {
    const response = prerenderedResponse(page, request({ headers: { "If-None-Match": '"abc1234", "old"' } }), policy);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
  });
});
