/** Who is staff in the community, live from the role mirror (`member_roles`), which the server writes with each change of role. */
import { collection, limit, onSnapshot, query, where, type Firestore } from "firebase/firestore";
import { collections } from "@/lib/firebase/collections.mjs";
import { scopeOf } from "@/lib/firebase/live-cache";
import { meterQuery } from "@/lib/firebase/read-meter";
import type { Source } from "@/lib/firebase/subscription-cache";
import { operatorRoles } from "@/lib/members/operator-role.mjs";
import { staffFrom, staffListMax, type StaffRoles } from "./message";

/** The staff list, live: each staff member's role by uid, for their badge. */
export function staffSource(db: Firestore): Source<StaffRoles> {
  return {
    kind: "staff",
    key: `${scopeOf(db)}/staff`,
    listen: (next, fail) =>
      onSnapshot(
        query(collection(db, collections.roles), where("role", "in", operatorRoles), limit(staffListMax)),
        (snapshot) => {
          meterQuery(snapshot);
          next(staffFrom(snapshot.docs));
        },
        fail,
      ),
    // Without the list, nobody wears a badge: better than a stale one.
    fallback: () => new Map(),
  };
}
