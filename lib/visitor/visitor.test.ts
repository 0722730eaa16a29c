/**
 * @jest-environment node
 */
import { verifiedHeader } from "./connection-hook";
import { clientAddress, identifyVisitor, visitorCookie, visitorCookieHeader, visitorKeys } from "./visitor";

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

  it("gives one address key to an address whatever the browser says it is, and none to an unknown one", () => {
    const a = identifyVisitor(new Headers({ "x-forwarded-for": "203.0.113.9", "user-agent": "A" }));
    const b = identifyVisitor(new Headers({ "x-forwarded-for": "203.0.113.9", "user-agent": "B" }));
    const c = identifyVisitor(new Headers({ "x-forwarded-for": "203.0.113.10", "user-agent": "A" }));
    expect(a.keys.address).toBe(b.keys.address);
    expect(a.keys.address).not.toBe(c.keys.address);
    expect(visitorKeys(a)).toEqual([a.keys.cookie, a.keys.address]);
    const unknown = identifyVisitor(new Headers());
    expect(unknown.address).toBe("unknown");
    expect(visitorKeys(unknown)).toEqual([unknown.keys.cookie]);
  });

  it("without the connection hook, takes the last address of X-Forwarded-For, as one proxy adds it", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": " 192.0.2.66 , 198.51.100.4, 10.1.1.1" }), undefined)).toBe("10.1.1.1");
    expect(clientAddress(new Headers({ "x-forwarded-for": "::ffff:192.0.2.8" }), undefined)).toBe("192.0.2.8");
    for (const header of ["", " , ", "not-an-address", "192.0.2.1, evil"]) {
      expect(clientAddress(new Headers({ "x-forwarded-for": header }), undefined)).toBe("unknown");
    }
    expect(clientAddress(new Headers({ "x-real-ip": "192.0.2.2" }), undefined)).toBe("unknown");
  });

  it("with the hook installed, believes only a request it stamped", () => {
    const stamped = new Headers({ "x-forwarded-for": "192.0.2.5", [verifiedHeader]: "token-1" });
    expect(clientAddress(stamped, "token-1")).toBe("192.0.2.5");
    expect(clientAddress(stamped, "token-2")).toBe("unknown");
    expect(clientAddress(new Headers({ "x-forwarded-for": "192.0.2.5" }), "token-1")).toBe("unknown");
  });

  it("writes an HttpOnly, year-long cookie, Secure on https", () => {
    const visitor = identifyVisitor(new Headers());
    expect(visitorCookieHeader(visitor, true)).toBe(`${visitorCookie}=${visitor.id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`);
    expect(visitorCookieHeader(visitor, false)).not.toContain("Secure");
  });
});
