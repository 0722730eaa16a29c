/** The leads tab's reads and writes: leads and their notes, as the console's rules allow them. */

import {
  Timestamp,
  addDoc,
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from "firebase/firestore";
import { leadStatuses, type LeadStatus } from "./leads";

import { parseLead, parseNote, type Lead, type LeadNote } from "./records";
import type { LiveList } from "@/lib/firebase/live-list";
import { audit, type Moderator } from "./moderation";
import { collections } from "@/lib/firebase/collections.mjs";

const leadsExportMax = 5000;

/** A status, "open" (every status but spam), or "overdue" (new, and received before the reply promise's bound). */
export type LeadFilter = LeadStatus | "open" | "overdue";

/** Whose leads: anyone's, the operator's own, or nobody's yet. */
export type LeadAssignee = "anyone" | "mine" | "unassigned";

/** What the list shows: `overdueBefore` (ms) bounds the "overdue" filter, `uid` is the operator's for "mine". */
export type LeadSelection = { filter: LeadFilter; assignee: LeadAssignee; term: string | null; uid: string; overdueBefore: number };

const working = leadStatuses.filter((status) => status.id !== "spam").map((status) => status.id);

/** The leads query for a selection: newest first. */
function leadsQuery(db: Firestore, selection: LeadSelection, count?: number) {
  const { filter, assignee, term } = selection;
  const constraints: QueryConstraint[] = [filter === "open" ? where("status", "in", working) : where("status", "==", filter === "overdue" ? "new" : filter)];
  if (assignee !== "anyone") constraints.push(where("assignedTo", "==", assignee === "mine" ? selection.uid : null));
  if (term) constraints.push(where("searchTerms", "array-contains", term));
  if (filter === "overdue") constraints.push(where("createdAt", "<=", Timestamp.fromMillis(selection.overdueBefore)));
  constraints.push(orderBy("createdAt", "desc"));
  if (count !== undefined) constraints.push(limit(count));
  return query(collection(db, collections.leads), ...constraints);
}

/** The first `count` leads of a selection, live. */
export function leadsList(db: Firestore, selection: LeadSelection, count: number): LiveList<Lead> {
  const { filter, assignee, term, uid, overdueBefore } = selection;
  const key = `leads/${filter}/${assignee}/${assignee === "mine" ? uid : ""}/${filter === "overdue" ? overdueBefore : ""}/${term ?? ""}/${count}`;
  return { key, query: () => leadsQuery(db, selection, count), parse: parseLead };
}

/** Every lead of a selection (up to the export's cap), read once, for the CSV export. */
export async function exportLeads(db: Firestore, selection: LeadSelection): Promise<Lead[]> {
  const snapshot = await getDocs(leadsQuery(db, selection, leadsExportMax));
  return snapshot.docs.map((entry) => parseLead(entry.id, entry.data()));
}

/**
 * Assigns a lead to an admin (or to nobody), with its audit entry in the same batch: the rules accept
 * neither without the other.
 */
export async function assignLead(db: Firestore, operator: Moderator, leadId: string, assignee: { uid: string; name: string } | null): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, operator, "assign", leadId, assignee?.uid ?? "", assignee ? `Assigned to ${assignee.name}` : "Unassigned");
  batch.set(log.ref, log.entry);
  batch.update(doc(db, collections.leads, leadId), {
    assignedTo: assignee?.uid ?? null,
    assignedName: assignee?.name.slice(0, 80) ?? "",
    assignedBy: operator.uid,
    assignedAt: serverTimestamp(),
    auditId: log.ref.id,
  });
  await batch.commit();
}

/** The statuses that mean the team took a lead up: the first move to one of them is the lead's reply time. */
const repliedStatuses: readonly LeadStatus[] = ["in-progress", "handled"];

/**
 * Sets a lead's status, signed and stamped. The first time it leaves "new" for a reply (in progress or
 * handled), the lead also gets `repliedAt`, the time the assistant's weekly figures measure replies by;
 * the rules take it only then. Read in a transaction, so two admins (or two quick clicks) never both
 * write it: the second sees the first's.
 */
export function setLeadStatus(db: Firestore, leadId: string, status: LeadStatus, uid: string): Promise<void> {
  const ref = doc(db, collections.leads, leadId);
  return runTransaction(db, async (transaction) => {
    const lead = await transaction.get(ref);
    const change: Record<string, unknown> = { status, statusBy: uid, statusAt: serverTimestamp() };
    if (repliedStatuses.includes(status) && lead.get("status") !== status && lead.get("repliedAt") == null) change.repliedAt = serverTimestamp();
    transaction.update(ref, change);
  });
}

/** A lead's internal notes, oldest first, live. */
export function leadNotesList(db: Firestore, leadId: string): LiveList<LeadNote> {
  return { key: `notes/${leadId}`, query: () => query(collection(db, collections.leads, leadId, "notes"), orderBy("at", "asc"), limit(200)), parse: parseNote };
}

export async function addLeadNote(db: Firestore, leadId: string, author: { uid: string; name: string }, text: string): Promise<void> {
  await addDoc(collection(db, collections.leads, leadId, "notes"), { text, by: author.uid, byName: author.name, at: serverTimestamp() });
}
