/** The leads tab's reads and writes: leads and their notes, as the console's rules allow them. */

import {
  addDoc,
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from "firebase/firestore";
import { leadStatuses, type LeadStatus } from "./leads";

import { parseLead, parseNote, type Lead, type LeadNote } from "./records";
import type { LiveList } from "./live-list";
import { collections } from "@/lib/firebase/collections.mjs";

const leadsExportMax = 5000;

/** A status, or "open": every status but spam. */
export type LeadFilter = LeadStatus | "open";

const working = leadStatuses.filter((status) => status.id !== "spam").map((status) => status.id);

/** The leads query for a filter and search: newest first. */
function leadsQuery(db: Firestore, filter: LeadFilter, term: string | null, count?: number) {
  const constraints: QueryConstraint[] = [filter === "open" ? where("status", "in", working) : where("status", "==", filter)];
  if (term) constraints.push(where("searchTerms", "array-contains", term));
  constraints.push(orderBy("createdAt", "desc"));
  if (count !== undefined) constraints.push(limit(count));
  return query(collection(db, collections.leads), ...constraints);
}

/** The first `count` leads of a filter and search, live. */
export function leadsList(db: Firestore, filter: LeadFilter, term: string | null, count: number): LiveList<Lead> {
  return { key: `leads/${filter}/${term ?? ""}/${count}`, query: () => leadsQuery(db, filter, term, count), parse: parseLead };
}

/** Every lead of a filter and search (up to the export's cap), read once, for the CSV export. */
export async function exportLeads(db: Firestore, filter: LeadFilter, term: string | null): Promise<Lead[]> {
  const snapshot = await getDocs(leadsQuery(db, filter, term, leadsExportMax));
  return snapshot.docs.map((entry) => parseLead(entry.id, entry.data()));
}

export function setLeadStatus(db: Firestore, leadId: string, status: LeadStatus, uid: string): Promise<void> {
  return updateDoc(doc(db, collections.leads, leadId), { status, statusBy: uid, statusAt: serverTimestamp() });
}

/** A lead's internal notes, oldest first, live. */
export function leadNotesList(db: Firestore, leadId: string): LiveList<LeadNote> {
  return { key: `notes/${leadId}`, query: () => query(collection(db, collections.leads, leadId, "notes"), orderBy("at", "asc"), limit(200)), parse: parseNote };
}

export async function addLeadNote(db: Firestore, leadId: string, author: { uid: string; name: string }, text: string): Promise<void> {
  await addDoc(collection(db, collections.leads, leadId, "notes"), { text, by: author.uid, byName: author.name, at: serverTimestamp() });
}
