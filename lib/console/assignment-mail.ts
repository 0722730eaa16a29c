import "server-only";
import type { AdminServices } from "@/lib/firebase/admin";
import { collections } from "@/lib/firebase/collections.mjs";
import { sendMail } from "@/lib/mail/send-mail";
import { composeAssignmentMail } from "./assignment-mail-text";

export type AssignmentMail = { status: 200; mailed: boolean; note: string } | { status: 404 | 409; error: string };

/**
 * Tells the admin a lead was just assigned to, by e-mail: once per assignment (the lead remembers the
 * assignment's audit id it mailed), only when the caller made it and not to themselves.
 */
export async function mailAssignment(admin: AdminServices, operator: { uid: string; name: string }, leadId: string): Promise<AssignmentMail> {
  const ref = admin.db.collection(collections.leads).doc(leadId);
  const claimed = await admin.db.runTransaction(async (transaction): Promise<{ answer: AssignmentMail } | { lead: FirebaseFirestore.DocumentData }> => {
    const snapshot = await transaction.get(ref);
    const lead = snapshot.data();
    if (!lead) return { answer: { status: 404, error: "There is no lead with that id." } };
    if (!lead.assignedTo) return { answer: { status: 409, error: "The lead is not assigned to anyone." } };
    if (lead.assignedBy !== operator.uid)
      return { answer: { status: 409, error: "The lead was last assigned by someone else: their assignment sends the e-mail." } };
    if (lead.assignedTo === operator.uid) return { answer: { status: 200, mailed: false, note: "You assigned it to yourself: no e-mail." } };
    if (lead.assignmentMailed === lead.auditId) return { answer: { status: 200, mailed: false, note: "This assignment's e-mail has gone already." } };
    transaction.update(ref, { assignmentMailed: lead.auditId });
    return { lead };
  });
  if ("answer" in claimed) return claimed.answer;
  const { lead } = claimed;
  const assignee = await admin.auth.getUser(String(lead.assignedTo)).catch(() => null);
  if (!assignee?.email) return { status: 200, mailed: false, note: `${lead.assignedName} has no e-mail address to tell.` };
  const mail = composeAssignmentMail(lead, leadId, operator.name);
  const mailed = await sendMail("console", `assignment e-mail for ${leadId}`, () => ({ to: assignee.email ?? "", ...mail }));
  return { status: 200, mailed, note: mailed ? `${lead.assignedName} was told by e-mail.` : `The e-mail to ${lead.assignedName} could not be sent.` };
}
