import { BlockList, isIP } from "node:net";

/**
 * Which connections may tell the server who the visitor is: TRUSTED_PROXIES, a comma-separated list of
 * addresses and CIDR ranges ("10.0.0.0/8, 2001:db8::/32"), or "loopback" (the default: a reverse proxy
 * on the same host, as the recommended nginx setup has it). "none" trusts no one: every visitor is the
 * address of their own connection.
 */
export function trustedProxies(env: Record<string, string | undefined> = process.env): BlockList {
  const list = new BlockList();
  const entries = (env.TRUSTED_PROXIES ?? "loopback")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries.length > 0 ? entries : ["loopback"]) {
    if (entry === "none") continue;
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", bits, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUSTED_PROXIES: "${entry}" has no valid prefix length`);
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** An address as written in a header or by a socket, in one spelling ("::ffff:1.2.3.4" is 1.2.3.4); null when it is none. */
export function normalizeAddress(value: string | undefined): string | null {
  let address = value?.trim() ?? "";
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  const family = isIP(address);
  if (family === 0) return null;
  return family === 6 ? address.toLowerCase() : address;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  return trusted.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * The visitor's address for a request that came in over a connection from `socketAddress` with this
 * X-Forwarded-For header. Only a trusted proxy's header is believed, and only as far as it goes: the
 * entries are read from the right (each proxy appends the address it saw), past every trusted proxy, to
 * the first address that is not one; an entry that is not an address ends the walk at the proxy that
 * passed it on. So a visitor who writes the header themselves, or empties it, stays who they are.
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trusted: BlockList): string | null {
  let current = normalizeAddress(socketAddress);
  if (current === null) return null;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  while (isTrusted(current, trusted)) {
    const next = normalizeAddress(entries.pop());
    if (next === null) break;
    current = next;
  }
  return current;
}
