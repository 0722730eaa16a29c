/** The members tab's reads and writes, through /api/console/members as the signed-in operator. */

import type { User } from "firebase/auth";
import type { ConsoleMember } from "./records";

type Caller = Pick<User, "getIdToken">;

/** A page of members (most recently active first within it) and the `after` of the next; throws with the server's reason when it refuses. */
export async function loadMembers(caller: Caller, after: string | null = null): Promise<{ members: ConsoleMember[]; next: string | null }> {
  const address = after ? `/api/console/members?after=${encodeURIComponent(after)}` : "/api/console/members";
  const response = await fetch(address, { headers: { Authorization: `Bearer ${await caller.getIdToken()}` }, cache: "no-store" });
  const body = (await response.json().catch(() => ({}))) as { members?: ConsoleMember[]; next?: string | null; error?: string };
  if (!response.ok || !body.members) throw new Error(body.error ?? `The server answered ${response.status}.`);
  return { members: body.members, next: typeof body.next === "string" ? body.next : null };
}

/** Makes a member a moderator (or, with null, a member again); throws with the server's reason when it refuses. */
export async function setMemberRole(caller: Caller, uid: string, role: "moderator" | null): Promise<void> {
  const response = await fetch("/api/console/members", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await caller.getIdToken()}` },
    body: JSON.stringify({ uid, role }),
  });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: string }).error ?? "The role was not changed.");
}
