import type { DocumentSnapshot, QuerySnapshot } from "firebase/firestore";

let documentsRead = 0;
const byCollection = new Map<string, number>();

function count(collection: string, n = 1): void {
  documentsRead += n;
  byCollection.set(collection, (byCollection.get(collection) ?? 0) + n);
}

/**
 * Counts the documents the server sent this page, as Firestore bills them: every document in a
 * listener's first answer and each one that changed after, every document a one-off read returned.
 * Answers from the local cache and the page's own pending writes are not reads.
 */
export function meterQuery(snapshot: QuerySnapshot): void {
  if (snapshot.metadata.fromCache) return;
  for (const change of snapshot.docChanges()) if (change.type !== "removed" && !change.doc.metadata.hasPendingWrites) count(change.doc.ref.parent.id);
}

export function meterDocument(snapshot: DocumentSnapshot): void {
  if (!snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites) count(snapshot.ref.parent.id);
}

/** What this page has read so far: in all, and by collection. */
export function documentsReadSoFar(): { total: number; byCollection: Record<string, number> } {
  return { total: documentsRead, byCollection: Object.fromEntries(byCollection) };
}

// Diagnostics handles for devtools and the benchmarks (`npm run bench:chat`, `npm run bench:scale`).
if (typeof window !== "undefined") {
  Object.assign(window, { northbeamDocumentsRead: () => documentsRead, northbeamFirestoreReads: documentsReadSoFar });
}
