/** The admins a lead can be assigned to (only admins read leads), with the names they go by in the community. */

import { collection, doc, getDoc, getDocs, limit, query, where, type Firestore } from "firebase/firestore";
import { collections } from "@/lib/firebase/collections.mjs";

export type Assignee = { uid: string; name: string };

export async function loadAdmins(db: Firestore): Promise<Assignee[]> {
  const roles = await getDocs(query(collection(db, collections.roles), where("role", "==", "admin"), limit(50)));
  const admins = await Promise.all(
    roles.docs.map(async (entry) => {
      const listed = await getDoc(doc(db, collections.members, entry.id)).catch(() => null);
      return { uid: entry.id, name: String(listed?.get("name") ?? "") || "An admin" };
    }),
  );
  return admins.sort((a, b) => a.name.localeCompare(b.name));
}

/** Asks the server to tell the assignee of a lead just assigned, by e-mail; resolves to what it says happened. */
export async function mailAssignment(caller: { getIdToken: () => Promise<string> }, leadId: string): Promise<string> {
  const response = await fetch("/api/console/assignments", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await caller.getIdToken()}` },
    body: JSON.stringify({ leadId }),
  });
  const body = (await response.json().catch(() => ({}))) as { note?: string; error?: string };
  return body.note ?? body.error ?? "The assignee was not told by e-mail.";
}
