/**
 * @jest-environment node
 */
import { normalizeAddress, resolveClientAddress, trustedProxies } from "./peer";

const loopback = trustedProxies({});

describe("resolveClientAddress", () => {
  it("takes the socket's address when the connection is not from a trusted proxy, whatever the header says", () => {
    expect(resolveClientAddress("203.0.113.7", "198.51.100.1", loopback)).toBe("203.0.113.7");
    expect(resolveClientAddress("::ffff:203.0.113.7", "", loopback)).toBe("203.0.113.7");
    expect(resolveClientAddress("2001:DB8::9", "127.0.0.1", loopback)).toBe("2001:db8::9");
  });

  it("behind a trusted proxy, takes the address the proxy added, never one the client wrote further left", () => {
    expect(resolveClientAddress("127.0.0.1", "192.0.2.66, 198.51.100.4", loopback)).toBe("198.51.100.4");
    expect(resolveClientAddress("::1", "198.51.100.4", loopback)).toBe("198.51.100.4");
  });

  it("walks past every trusted proxy in the chain", () => {
    const cdn = trustedProxies({ TRUSTED_PROXIES: "loopback, 10.0.0.0/8, 2001:db8:cd::/48" });
    expect(resolveClientAddress("127.0.0.1", "192.0.2.66, 198.51.100.4, 10.2.3.4", cdn)).toBe("198.51.100.4");
    expect(resolveClientAddress("127.0.0.1", "198.51.100.4, 2001:db8:cd::1", cdn)).toBe("198.51.100.4");
    expect(resolveClientAddress("127.0.0.1", "10.9.9.9, 10.2.3.4", cdn)).toBe("10.9.9.9");
  });

  it("stops at the proxy when the header is empty or an entry is not an address", () => {
    expect(resolveClientAddress("127.0.0.1", undefined, loopback)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "", loopback)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", " , ", loopback)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "192.0.2.1, <script>", loopback)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "unknown, 192.0.2.1", loopback)).toBe("192.0.2.1");
  });

  it("trusts nobody with TRUSTED_PROXIES=none", () => {
    expect(resolveClientAddress("127.0.0.1", "198.51.100.4", trustedProxies({ TRUSTED_PROXIES: "none" }))).toBe("127.0.0.1");
  });

  it("has no address for a socket that has none", () => {
    expect(resolveClientAddress(undefined, "198.51.100.4", loopback)).toBeNull();
  });
});

describe("trustedProxies", () => {
  it.each(["10.0.0.0/33", "nonsense", "10.0.0.1/8/2", "10.0.0.0/x", "::1/129"])("refuses %j with the entry named", (entry) => {
    expect(() => trustedProxies({ TRUSTED_PROXIES: entry })).toThrow(entry);
  });
});

describe("normalizeAddress", () => {
  it("spells an address one way and refuses what is not one", () => {
    expect(normalizeAddress("[::1]")).toBe("::1");
    expect(normalizeAddress(" ::FFFF:192.0.2.1 ")).toBe("192.0.2.1");
    expect(normalizeAddress("192.0.2.1:80")).toBeNull();
    expect(normalizeAddress("")).toBeNull();
  });
});
