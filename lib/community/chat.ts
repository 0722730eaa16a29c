import { collection, doc, increment, serverTimestamp, writeBatch, type Firestore } from "firebase/firestore";

export const chatCollection = "community_chat";
export const maxMessageLength = 1000;

export type Author = { uid: string; name: string; photoURL: string };

/**
 * Posts a message and counts it in the author's stats in one batch: the security rules accept
 * neither write without the other, which is how the two-second spacing is enforced.
 */
export async function postChatMessage(db: Firestore, author: Author, text: string): Promise<string> {
  const body = text.trim();
  if (body.length === 0 || body.length > maxMessageLength) throw new RangeError(`A message is 1 to ${maxMessageLength} characters.`);
  const message = doc(collection(db, chatCollection));
  const batch = writeBatch(db);
  batch.set(message, { text: body, uid: author.uid, name: author.name, photoURL: author.photoURL, timestamp: serverTimestamp(), hidden: false });
  batch.update(doc(db, "user_stats", author.uid), { messagesSent: increment(1), lastMessageAt: serverTimestamp(), lastMessageId: message.id });
  await batch.commit();
  return message.id;
}
