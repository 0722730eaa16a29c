/**
 * @jest-environment node
 */
import { clientAddress, identifyVisitor, trustedProxyHops, visitorCookie, visitorCookieHeader } from "./visitor";

const id = "0b9c7a52-3f4e-4d6a-9b1c-2e8f7a6d5c4b";

describe("identifyVisitor", () => {
  it("keeps a valid cookie id and hashes it", () => {
    const visitor = identifyVisitor(new Headers({ cookie: `theme=dark; ${visitorCookie}=${id}`, "x-forwarded-for": "198.51.100.7, 10.0.0.1" }));
    expect(visitor).toMatchObject({ id, isNew: false, address: "10.0.0.1" });
    expect(visitor.keys.cookie).toMatch(/^[0-9a-f]{32}$/);
    expect(visitor.keys.cookie).not.toContain(id);
    expect(identifyVisitor(new Headers({ cookie: `${visitorCookie}=${id}` })).keys.cookie).toBe(visitor.keys.cookie);
  });

  it.each(["", "not-a-uuid", `${id}x`, "../../etc/passwd"])("issues a new id for a missing or forged cookie %j", (value) => {
    const visitor = identifyVisitor(new Headers(value ? { cookie: `${visitorCookie}=${value}` } : {}));
    expect(visitor.isNew).toBe(true);
    expect(visitor.id).not.toBe(value);
    expect(visitor.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives the same network key to the same address and browser", () => {
    const a = identifyVisitor(new Headers({ "x-real-ip": "203.0.113.9", "user-agent": "A" }));
    const b = identifyVisitor(new Headers({ "x-real-ip": "203.0.113.9", "user-agent": "A" }));
    const c = identifyVisitor(new Headers({ "x-real-ip": "203.0.113.9", "user-agent": "B" }));
    expect(a.keys.network).toBe(b.keys.network);
    expect(a.keys.network).not.toBe(c.keys.network);
  });

  it("takes the address the nearest trusted proxy added, never one the client could have written", () => {
    const chain = new Headers({ "x-forwarded-for": " 192.0.2.66 , 198.51.100.4, 10.1.1.1" });
    expect(clientAddress(chain)).toBe("10.1.1.1");
    expect(clientAddress(chain, 2)).toBe("198.51.100.4");
    expect(clientAddress(chain, 3)).toBe("192.0.2.66");
    expect(clientAddress(chain, 9)).toBe("192.0.2.66");
    expect(clientAddress(new Headers({ "x-forwarded-for": ", ,192.0.2.8," }))).toBe("192.0.2.8");
  });

  it("reads TRUSTED_PROXY_HOPS, falling back to one proxy for anything but a small whole number", () => {
    expect(trustedProxyHops({})).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: "2" })).toBe(2);
    for (const value of ["0", "-1", "1.5", "eleven", "11", " "]) expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toBe(1);
  });

  it("falls back to X-Real-IP, else unknown", () => {
    expect(clientAddress(new Headers({ "x-real-ip": "192.0.2.2" }))).toBe("192.0.2.2");
    expect(clientAddress(new Headers())).toBe("unknown");
  });

  it("writes an HttpOnly, year-long cookie, Secure on https", () => {
    const visitor = identifyVisitor(new Headers());
    expect(visitorCookieHeader(visitor, true)).toBe(`${visitorCookie}=${visitor.id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`);
    expect(visitorCookieHeader(visitor, false)).not.toContain("Secure");
  });
});

