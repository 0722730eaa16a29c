"use client";

import { onSnapshot, type DocumentData, type Query } from "firebase/firestore";
import { useEffect, useState } from "react";

/** A console list the store keeps live: `key` names the query, `parse` reads each document once. */
export type LiveList<T> = { key: string; query: () => Query<DocumentData>; parse: (id: string, data: DocumentData) => T };

export type LiveQuery<T> = { items: T[] | null; error: string | null };

/**
 * A list's documents, live, parsed. A new key starts a new listener (the previous results stay on
 * screen until the new ones arrive, so filtering does not flash empty); a null list listens to nothing.
 */
export function useLiveQuery<T>(list: LiveList<T> | null): LiveQuery<T> {
  const key = list?.key ?? null;
  const [state, setState] = useState<LiveQuery<T> & { key: string | null }>({ items: null, error: null, key: null });
  useEffect(() => {
    if (list === null) return;
    return onSnapshot(
      list.query(),
      (snapshot) => setState({ items: snapshot.docs.map((entry) => list.parse(entry.id, entry.data({ serverTimestamps: "estimate" }))), error: null, key }),
      (error) => setState((current) => ({ ...current, error: error.code === "permission-denied" ? "You do not have access to this." : "The list could not be loaded. Check your connection; it reconnects by itself." })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is identified by its key.
  }, [key]);
  return { items: state.items, error: state.error };
}
