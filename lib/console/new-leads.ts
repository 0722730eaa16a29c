import { collection, limit, query, where, type Firestore } from "firebase/firestore";
import type { LiveList } from "./live-list";
import { collections } from "@/lib/firebase/collections.mjs";

// Apart from the leads store: every operator's dashboard loads this for the tab's badge, before any tab opens.

/** The leads waiting to be read, live, for the tab's badge (a hundred at most). */
export function newLeadsList(db: Firestore): LiveList<string> {
  return { key: "new-leads", query: () => query(collection(db, collections.leads), where("status", "==", "new"), limit(100)), parse: (id) => id };
}
