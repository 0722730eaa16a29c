import { json } from "./responses";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];

/**
 * JSON 405 answers for the methods a route handler does not take, so a wrong method gets a message
 * and the Allow header rather than the framework's empty 405. Spread over the route's exports:
 * `export const { POST, PUT, PATCH, DELETE } = refuseMethods("/api/health", ["GET"]);`
 */
export function refuseMethods(path: string, allowed: readonly Method[]): Record<Method, (request?: Request) => Response> {
  const allow = allowed.join(", ");
  const refuse = () => json({ error: `${path} answers ${allowed.join(" and ")} only.` }, 405, { Allow: allow });
  return Object.fromEntries(methods.map((method) => [method, refuse])) as Record<Method, (request?: Request) => Response>;
}
