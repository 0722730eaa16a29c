import "server-only";
import { after } from "next/server";
import type { Firestore } from "firebase-admin/firestore";
import { submitContact, type SubmitResult } from "@/lib/contact/store";
import type { SpamReason } from "@/lib/contact/spam";
import { companyProfile } from "@/lib/content/company";
import { sendMail } from "@/lib/mail/send-mail";
import type { Visitor } from "@/lib/visitor/visitor";
import { composeHandoverConfirmation, composeHandoverNotification } from "./handover-email";
import type { Handover } from "./handover-request";

/** What a lead from the assistant says of itself in the console's list, and the fields it adds to a contact lead. */
export const handoverSubject = "Question from the assistant";

/**
 * Stores a question handed to the team as a lead, through the contact form's store: the same
 * per-visitor allowance (counted in the same transaction), the same dedup of a message sent twice, the
 * same taking back of a lead whose sender was told it failed. Caught spam is stored under spam.
 */
export function storeHandover(
  db: Firestore,
  handover: Handover,
  visitor: Visitor,
  userAgent: string,
  spam: SpamReason | null,
  now: Date,
): Promise<SubmitResult> {
  return submitContact(
    db,
    {
      message: { name: handover.name, email: handover.email, phone: "", subject: handoverSubject, message: handover.question, services: [] },
      visitor,
      userAgent,
      spam,
      origin: { source: "assistant", conversation: handover.conversation, page: handover.page },
    },
    now,
  );
}

/** The agency's notification and the visitor's confirmation, sent once the answer has gone out (Next's `after`). */
export function mailAfterResponse(handover: Handover, id: string, sentAt: Date): void {
  const task = async () => {
    await sendMail("handover", `notification for ${id}`, (settings) => ({ to: settings.to, ...composeHandoverNotification(handover, id, sentAt) }));
    // A reply to the confirmation reaches the agency, as the confirmation says.
    await sendMail("handover", `confirmation for ${id}`, () => ({
      to: handover.email,
      ...composeHandoverConfirmation(handover),
      replyTo: { name: companyProfile.name, address: companyProfile.email },
    }));
  };
  try {
    after(task);
  } catch {
    setImmediate(() => void task());
  }
}
