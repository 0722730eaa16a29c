import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from "firebase/firestore";
import { isPermissionError } from "@/lib/firebase/subscription-cache";
import { collections } from "@/lib/firebase/collections.mjs";

export const reportReasons = [
  { id: "spam", label: "Spam or advertising" },
  { id: "harassment", label: "Harassment or hate" },
  { id: "inappropriate", label: "Inappropriate content" },
  { id: "other", label: "Something else" },
] as const;

export type ReportReason = (typeof reportReasons)[number]["id"];
export const reportNoteMax = 300;

/** One report per member and message: its id says whose and which, so a second one cannot be made. */
const reportId = (messageId: string, reporter: string) => `${messageId}_${reporter}`;

export type ReportOutcome = "reported" | "already" | "failed";

/** Whether this member has reported the message already (the rules let them read their own report). */
export async function hasReported(db: Firestore, messageId: string, reporter: string): Promise<boolean> {
  try {
    return (await getDoc(doc(db, collections.reports, reportId(messageId, reporter)))).exists();
  } catch {
    return false;
  }
}

/** Reports another member's message to the moderators, with a reason and an optional note. */
export async function reportMessage(
  db: Firestore,
  { messageId, messageUid, reporter, reason, note }: { messageId: string; messageUid: string; reporter: string; reason: ReportReason; note: string },
): Promise<ReportOutcome> {
  const ref = doc(db, collections.reports, reportId(messageId, reporter));
  try {
    await setDoc(ref, { messageId, messageUid, reporter, reason, note: note.trim().slice(0, reportNoteMax), at: serverTimestamp(), status: "open" });
    return "reported";
  } catch (error) {
    // A second report of the same message is an update, which the rules refuse.
    if (isPermissionError(error) && (await hasReported(db, messageId, reporter))) return "already";
    return "failed";
  }
}
