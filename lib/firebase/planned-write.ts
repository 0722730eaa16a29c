/**
 * A write described as plain data, which either SDK (or Firestore's REST API) can carry out the same
 * way: what a write does, not how one SDK spells it.
 */

/** A value the store fills in when it commits: its own time, or the field plus a number. */
export type StoreValue = { serverTime: true } | { increment: number };

/** The server's time, where a field takes it. */
export const serverTime: StoreValue = { serverTime: true };

/**
 * One document written: `set` replaces it whole; `update` changes only the fields named, on a document
 * that must exist. `values` are the fields the store fills in.
 */
export type PlannedWrite = { kind: "set" | "update"; path: string; fields: Record<string, unknown>; values: Record<string, StoreValue> };
