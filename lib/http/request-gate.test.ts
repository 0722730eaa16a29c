/**
 * @jest-environment node
 */
import { bodyLimits, otherBodyBytes } from "./body-limits";
import { gateRequest } from "./request-gate";

describe("gateRequest", () => {
  it.each(["TRACE", "TRACK", "PROPFIND", "MKCOL", "LOCK", "SEARCH", "PURGE", "get", "X".repeat(50)])("refuses %s with 405 and what is allowed", (method) => {
    const decision = gateRequest(method, "/about", undefined);
    expect(decision).toMatchObject({ action: "refuse", status: 405, headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } });
    if (decision.action === "refuse") expect(decision.error?.length).toBeLessThan(80);
  });

  it.each(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("lets %s through unchanged", (method) => {
    expect(gateRequest(method, "/api/health?x=1", undefined)).toEqual({ action: "pass", url: "/api/health?x=1" });
  });

  it("answers OPTIONS * with what the server allows, and refuses * for anything else", () => {
    expect(gateRequest("OPTIONS", "*", undefined)).toMatchObject({ action: "refuse", status: 204, error: null });
    expect(gateRequest("GET", "*", undefined)).toMatchObject({ action: "refuse", status: 400 });
  });

  it("keeps only the path and query of an absolute-form target, whatever host it names", () => {
    expect(gateRequest("GET", "http://evil.test/about/", undefined)).toEqual({ action: "pass", url: "/about/" });
    expect(gateRequest("GET", "HTTPS://evil.test", undefined)).toEqual({ action: "pass", url: "/" });
    expect(gateRequest("GET", "http://evil.test//again.test/x?y=1", undefined)).toEqual({ action: "pass", url: "/again.test/x?y=1" });
    expect(gateRequest("GET", "http://[nonsense/", undefined)).toMatchObject({ action: "refuse", status: 400 });
  });

  it("turns a path that starts with // into one slash, and refuses targets that are no path", () => {
    expect(gateRequest("GET", "//evil.test/about", undefined)).toEqual({ action: "pass", url: "/evil.test/about" });
    for (const target of ["about", "evil.test:443", "ftp://evil.test/", ""])
      expect(gateRequest("GET", target, undefined)).toMatchObject({ action: "refuse", status: 400 });
  });

  it("refuses at once a declared body larger than the route reads", () => {
    for (const [path, limit] of Object.entries(bodyLimits)) {
      expect(gateRequest("POST", path, String(limit))).toMatchObject({ action: "pass" });
      expect(gateRequest("POST", `${path}/`, String(limit + 1))).toMatchObject({ action: "refuse", status: 413 });
    }
    expect(gateRequest("POST", "/api/contact", "1099511627776")).toMatchObject({ action: "refuse", status: 413 });
    expect(gateRequest("POST", "/about", String(otherBodyBytes + 1))).toMatchObject({ action: "refuse", status: 413 });
    expect(gateRequest("POST", "/api/contact?x=1", "40000")).toMatchObject({ action: "refuse", status: 413 });
  });
});
