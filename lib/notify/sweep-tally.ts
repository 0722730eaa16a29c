import "server-only";

/** What one sweep did: its Firestore reads and writes, Auth lookups, e-mails, and each record's fate. */
export type Tally = {
  reads: number;
  writes: number;
  authLookups: number;
  /** Due mention records the query found. */
  due: number;
  /** Digests sent, of them recovered from an earlier run, and sends that failed. */
  sent: number;
  recovered: number;
  failed: number;
  /** Records looked at again later: the member is here, or was mailed within the spacing. */
  deferred: { here: number; spacing: number };
  /** Records never mailed, by why. */
  skipped: { off: number; unverified: number; gone: number; capped: number; read: number };
};

export const newTally = (): Tally => ({
  reads: 0,
  writes: 0,
  authLookups: 0,
  due: 0,
  sent: 0,
  recovered: 0,
  failed: 0,
  deferred: { here: 0, spacing: 0 },
  skipped: { off: 0, unverified: 0, gone: 0, capped: 0, read: 0 },
});
