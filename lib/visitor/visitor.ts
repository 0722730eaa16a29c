import { createHash, randomUUID } from "node:crypto";
import { hookToken, verifiedHeader } from "./connection-hook";
import { normalizeAddress } from "./peer";

export const visitorCookie = "nb_visitor";
const visitorIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type Visitor = {
  /** The visitor cookie's id, new when the request had none (or a forged one). */
  id: string;
  isNew: boolean;
  /** The client's address (see clientAddress); "unknown" when it cannot be told. */
  address: string;
  /**
   * Hashes, never raw values: one for the cookie, one for the address. The user agent is no part of
   * either: a script changes it at will.
   */
  keys: { cookie: string; address: string };
};

/** A salted, shortened hash: what is stored in place of a visitor's cookie id or address. */
function visitorHash(value: string): string {
  return createHash("sha256")
    .update(`${process.env.VISITOR_KEY_SALT ?? "northbeam"}|${value}`)
    .digest("hex")
    .slice(0, 32);
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * The client's address. In a server process the connection hook (connection-hook.ts) has already put
 * the one address it believes in X-Forwarded-For and stamped the request; a request without the stamp
 * arrived before the hook was installed, and its header is not believed ("unknown"). Where no hook runs
 * (a route handler called directly), the header's last address is taken, as a single proxy would add it.
 */
export function clientAddress(headers: Headers, token = hookToken()): string {
  const forwarded = headers.get("x-forwarded-for") ?? "";
  if (token !== undefined && headers.get(verifiedHeader) !== token) return "unknown";
  const last = forwarded
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return normalizeAddress(last) ?? "unknown";
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
    keys: { cookie: visitorHash(`cookie|${id}`), address: visitorHash(`address|${address}`) },
  };
}

/**
 * The keys a visitor's allowances are counted under: the cookie's and the address's. Without an address
 * there is no address key, since every such request would share it.
 */
export function visitorKeys(visitor: Visitor): string[] {
  return visitor.address === "unknown" ? [visitor.keys.cookie] : [visitor.keys.cookie, visitor.keys.address];
}

/** The Set-Cookie value that keeps a visitor's id for a year. */
export function visitorCookieHeader(visitor: Visitor, secure: boolean): string {
  return `${visitorCookie}=${visitor.id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
