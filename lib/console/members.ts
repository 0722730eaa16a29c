/** The members tab's reads and writes, through /api/console/members as the signed-in operator. */

import type { User } from "firebase/auth";
import type { ConsoleMember } from "./records";

type Caller = Pick<User, "getIdToken">;

/** Every member, most recently active first; throws with the server's reason when it refuses. */
export async function loadMembers(caller: Caller): Promise<ConsoleMember[]> {
  const response = await fetch("/api/console/members", { headers: { Authorization: `Bearer ${await caller.getIdToken()}` }, cache: "no-store" });
  const body = (await response.json().catch(() => ({}))) as { members?: ConsoleMember[]; error?: string };
  if (!response.ok || !body.members) throw new Error(body.error ?? `The server answered ${response.status}.`);
  return body.members;
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
