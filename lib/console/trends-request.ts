/** The trends' read, through /api/console/trends as the signed-in admin. */

import type { User } from "firebase/auth";
import { parseTrends, type Trends } from "./trend-series";

type Caller = Pick<User, "getIdToken">;

/** The last twelve weeks' trends; throws with the server's reason when it refuses or cannot answer. */
export async function requestTrends(caller: Caller): Promise<Trends> {
  const response = await fetch("/api/console/trends", { headers: { Authorization: `Bearer ${await caller.getIdToken()}` } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = typeof body === "object" && body !== null && "error" in body && typeof body.error === "string" ? body.error : null;
    throw new Error(reason ?? `The server answered ${response.status}.`);
  }
  const trends = parseTrends(body);
  if (!trends) throw new Error("The trends came back in a form this page cannot read.");
  return trends;
}
