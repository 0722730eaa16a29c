/**
 * A lease that lets one server instance at a time run a job: `notify_leases/{name}` = `{ holder, until }`,
 * taken in a transaction, so of several instances that try at once exactly one gets it. The holder
 * keeps it by taking it again before `until`; another holder gets it only once `until` has passed.
 */
import "server-only";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { collections } from "@/lib/firebase/collections.mjs";

export type LeaseOutcome = { ours: true; until: Date } | { ours: false; holder: string; until: Date };

/** Takes (or renews) the lease `name` for `holder` until `now + durationMs`, unless another holder's lease is still running. */
export async function takeLease(db: Firestore, name: string, holder: string, now: Date, durationMs: number): Promise<LeaseOutcome> {
  const ref = db.collection(collections.leases).doc(name);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = snapshot.data();
    const currentUntil = current?.until instanceof Timestamp ? current.until.toDate() : new Date(0);
    const currentHolder = typeof current?.holder === "string" ? current.holder : "";
    if (currentHolder && currentHolder !== holder && currentUntil > now) return { ours: false, holder: currentHolder, until: currentUntil };
    const until = new Date(now.getTime() + durationMs);
    transaction.set(ref, { holder, until: Timestamp.fromDate(until), takenAt: Timestamp.fromDate(now) });
    return { ours: true, until };
  });
}
