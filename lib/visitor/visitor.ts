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

export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
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
