/** The console's calls to its own API (`/api/console/*`), as the signed-in operator: their ID token as a bearer token. */

import type { User } from "firebase/auth";

export type Caller = Pick<User, "getIdToken">;

/** `fetch` with the caller's ID token; what the server answered as JSON (or null), with the response. */
export async function operatorFetch(caller: Caller, address: string, init: { method?: "POST"; json?: unknown; cache?: RequestCache } = {}) {
  const response = await fetch(address, {
    ...(init.method ? { method: init.method } : {}),
    headers: { Authorization: `Bearer ${await caller.getIdToken()}`, ...(init.json === undefined ? {} : { "Content-Type": "application/json" }) },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    ...(init.cache ? { cache: init.cache } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  return { response, body };
}

/** The server's `error`, when its answer names one. */
export const errorOf = (body: unknown): string | null =>
  typeof body === "object" && body !== null && "error" in body && typeof body.error === "string" ? body.error : null;
