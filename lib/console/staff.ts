/** The admins a lead can be assigned to (only admins read leads), with the names they go by in the community. */

import { collection, doc, getDoc, getDocs, limit, query, where, type Firestore } from "firebase/firestore";
import { collections } from "@/lib/firebase/collections.mjs";
import { errorOf, operatorFetch, type Caller } from "./operator-fetch";

export type Assignee = { uid: string; name: string };

const adminsFresh = 5 * 60_000;
const adminsRead = new WeakMap<Firestore, { at: number; admins: Promise<Assignee[]> }>();

/** The admins, read once for every lead opened within five minutes (a failed read is tried again next time). */
export function loadAdmins(db: Firestore, now = Date.now()): Promise<Assignee[]> {
  const kept = adminsRead.get(db);
  if (kept && now - kept.at < adminsFresh) return kept.admins;
  const admins = readAdmins(db);
  adminsRead.set(db, { at: now, admins });
  admins.catch(() => adminsRead.delete(db));
  return admins;
}

async function readAdmins(db: Firestore): Promise<Assignee[]> {
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
export async function mailAssignment(caller: Caller, leadId: string): Promise<string> {
  const { body } = await operatorFetch(caller, "/api/console/assignments", { method: "POST", json: { leadId } });
  const note = typeof body === "object" && body !== null && "note" in body && typeof body.note === "string" ? body.note : null;
  return note ?? errorOf(body) ?? "The assignee was not told by e-mail.";
}
