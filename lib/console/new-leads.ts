import { collection, limit, query, where, type Firestore } from "firebase/firestore";
import type { LiveList } from "./use-live-query";

// Apart from the leads store: every operator's dashboard loads this for the tab's badge, before any tab opens.

export const leadsCollection = "contact_messages";

/** The leads waiting to be read, live, for the tab's badge (a hundred at most). */
export function newLeadsList(db: Firestore): LiveList<string> {
  return { key: "new-leads", query: () => query(collection(db, leadsCollection), where("status", "==", "new"), limit(100)), parse: (id) => id };
}
