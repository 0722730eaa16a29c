/** @jest-environment node */
import { nonceOf, pagePolicy } from "./csp";
import { apiPolicy } from "./headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("page policy", () => {
  const emulators = { auth: "http://127.0.0.1:9099", firestore: "127.0.0.1:8080" };

  it("in production allows scripts from this origin and by hash or nonce only, never eval or any inline script", () => {
    const policy = directives(pagePolicy({ scriptHashes: ["'sha256-abc='"], nonce: "bm9uY2U=", development: false }));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='", "'nonce-bm9uY2U='", "https://apis.google.com"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://firestore.googleapis.com",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
  });

  it("adds the emulators and the Auth domain where Firebase is configured with them", () => {
    const policy = directives(pagePolicy({ scriptHashes: [], development: false, authDomain: "demo.firebaseapp.com", emulators }));
    expect(policy.get("connect-src")).toEqual(expect.arrayContaining(["http://127.0.0.1:9099", "http://127.0.0.1:8080"]));
    expect(policy.get("frame-src")).toEqual(["https://demo.firebaseapp.com", "http://127.0.0.1:9099", "http://127.0.0.1:8080"]);
  });

  it("lets App Check's reCAPTCHA load, frame its challenge and trade its verdict only when App Check is on", () => {
    const on = directives(pagePolicy({ scriptHashes: [], development: false, authDomain: "demo.firebaseapp.com", appCheck: true }));
    expect(on.get("script-src")).toEqual(expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]));
    expect(on.get("frame-src")).toEqual(expect.arrayContaining(["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]));
    expect(on.get("connect-src")).toEqual(expect.arrayContaining(["https://content-firebaseappcheck.googleapis.com"]));
    const off = pagePolicy({ scriptHashes: [], development: false, authDomain: "demo.firebaseapp.com" });
    expect(off).not.toMatch(/recaptcha|firebaseappcheck/);
  });

  it("in development allows inline scripts and eval instead of hashes, and the reload socket", () => {
    const policy = directives(pagePolicy({ scriptHashes: ["'sha256-abc='"], nonce: "bm9uY2U=", development: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'", "https://apis.google.com"]);
    expect(policy.get("connect-src")).toEqual(expect.arrayContaining(["ws:", "wss:"]));
  });

  it("lets API answers run nothing and be framed by nobody", () => {
    const policy = directives(apiPolicy);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.has("script-src")).toBe(false);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("nonceOf", () => {
  it("reads the nonce a page's policy carries, and nothing from one without", () => {
    expect(nonceOf(pagePolicy({ scriptHashes: [], nonce: "bm9uY2U=", development: false }))).toBe("bm9uY2U=");
    expect(nonceOf(pagePolicy({ scriptHashes: ["'sha256-abc='"], development: false }))).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});
