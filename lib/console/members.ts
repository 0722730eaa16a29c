/** The members tab's reads and writes, through /api/console/members as the signed-in operator. */

import { errorOf, operatorFetch, type Caller } from "./operator-fetch";
import type { ConsoleMember } from "./records";

/** A page of members (most recently active first within it) and the `after` of the next; throws with the server's reason when it refuses. */
export async function loadMembers(caller: Caller, after: string | null = null): Promise<{ members: ConsoleMember[]; next: string | null }> {
  const address = after ? `/api/console/members?after=${encodeURIComponent(after)}` : "/api/console/members";
  const { response, body } = await operatorFetch(caller, address, { cache: "no-store" });
  const page = (body ?? {}) as { members?: ConsoleMember[]; next?: string | null };
  if (!response.ok || !page.members) throw new Error(errorOf(body) ?? `The server answered ${response.status}.`);
  return { members: page.members, next: typeof page.next === "string" ? page.next : null };
}

/** Makes a member a moderator (or, with null, a member again); throws with the server's reason when it refuses. */
export async function setMemberRole(caller: Caller, uid: string, role: "moderator" | null): Promise<void> {
  const { response, body } = await operatorFetch(caller, "/api/console/members", { method: "POST", json: { uid, role } });
  if (!response.ok) throw new Error(errorOf(body) ?? "The role was not changed.");
}
