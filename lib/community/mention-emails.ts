/** The member's choice of e-mails about mentions while they are away: `users/{uid}.mentionEmails`. */
import { doc, updateDoc, type Firestore } from "firebase/firestore";
import { collections } from "@/lib/firebase/collections.mjs";

/** Saves the choice on the member's profile, the one field of it the rules let them write here (a boolean). */
export async function saveMentionEmails(db: Firestore, uid: string, on: boolean): Promise<void> {
  await updateDoc(doc(db, collections.users, uid), { mentionEmails: on });
}
