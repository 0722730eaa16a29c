import type { DocumentSnapshot, QuerySnapshot } from "firebase/firestore";

let documentsRead = 0;

/**
 * Counts the documents the server sent this page, as Firestore bills them: every document in a
 * listener's first answer and each one that changed after, every document a one-off read returned.
 * Answers from the local cache and the page's own pending writes are not reads.
 */
export function meterQuery(snapshot: QuerySnapshot): void {
  if (snapshot.metadata.fromCache) return;
  documentsRead += snapshot.docChanges().filter((change) => change.type !== "removed" && !change.doc.metadata.hasPendingWrites).length;
}

export function meterDocument(snapshot: DocumentSnapshot): void {
  if (!snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites) documentsRead += 1;
}

// A diagnostics handle for devtools and `npm run bench:chat`: how many documents this page has read.
if (typeof window !== "undefined") {
  (window as unknown as { northbeamDocumentsRead?: () => number }).northbeamDocumentsRead = () => documentsRead;
}
