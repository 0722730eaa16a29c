import { collections } from "@/lib/firebase/collections.mjs";
import { chatPageSize } from "./message";

/**
 * The chat's newest page for the member `uid`, as data: what firestore.rules lets them list (every
 * message not hidden, and their own, hidden ones included), newest first. The browser's listener
 * (chat.ts) and the server's first page (server-first-page.ts) each build their SDK's query from it,
 * so the two read the same messages.
 */
export function newestPage(uid: string) {
  return {
    collection: collections.chat,
    anyOf: [
      ["hidden", "==", false],
      ["uid", "==", uid],
    ] as const,
    orderBy: ["timestamp", "desc"] as const,
    limit: chatPageSize,
  };
}
