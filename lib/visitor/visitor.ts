import { createHash, randomUUID } from "node:crypto";

export const visitorCookie = "nb_visitor";
const visitorIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type Visitor = {
  /** The visitor cookie's id, new when the request had none (or a forged one). */
  id: string;
  isNew: boolean;
  /** The client's address as the reverse proxy reports it; "unknown" without one. */
  address: string;
  /** Hashes, never raw values: one for the cookie, one for address plus user agent. */
  keys: { cookie: string; network: string };
};

/** A salted, shortened hash: what is stored in place of a visitor's cookie id or address. */
export function visitorHash(value: string): string {
  return createHash("sha256").update(`${process.env.VISITOR_KEY_SALT ?? "northbeam"}|${value}`).digest("hex").slice(0, 32);
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** How many reverse proxies stand in front of the server (TRUSTED_PROXY_HOPS, 1 unless set). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS?.trim() || "1");
  return Number.isInteger(hops) && hops >= 1 && hops <= 10 ? hops : 1;
}

/**
 * The client's address from X-Forwarded-For. Each proxy appends the address it saw, so the trustworthy
 * entry is the one the outermost trusted proxy added, counted from the right: anything further left
 * came from the client and could be made up. Without the header (no proxy), Next fills it in from the
 * connection.
 */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  const forwarded = entries[Math.max(0, entries.length - hops)];
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}

export function identifyVisitor(headers: Headers): Visitor {
  const existing = readCookie(headers.get("cookie"), visitorCookie);
  const valid = existing !== undefined && visitorIdPattern.test(existing);
  const id = valid ? existing : randomUUID();
  const address = clientAddress(headers);
  return {
    id,
    isNew: !valid,
    address,
    keys: { cookie: visitorHash(`cookie|${id}`), network: visitorHash(`network|${address}|${headers.get("user-agent") ?? ""}`) },
  };
}

/** The Set-Cookie value that keeps a visitor's id for a year. */
export function visitorCookieHeader(visitor: Visitor, secure: boolean): string {
  return `${visitorCookie}=${visitor.id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
