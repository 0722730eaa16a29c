"use client";

import { onSnapshot, type DocumentData, type Query } from "firebase/firestore";
import { useEffect, useState } from "react";

export type LiveQuery<T> = { items: T[] | null; error: string | null };

/**
 * A Firestore query's documents, live. `key` names the query: a new key starts a new listener (the
 * previous results stay on screen until the new ones arrive, so filtering does not flash empty).
 */
export function useLiveQuery<T>(key: string | null, build: () => Query<DocumentData>, parse: (id: string, data: DocumentData) => T): LiveQuery<T> {
  const [state, setState] = useState<LiveQuery<T> & { key: string | null }>({ items: null, error: null, key: null });
  useEffect(() => {
    if (key === null) return;
    return onSnapshot(
      build(),
      (snapshot) => setState({ items: snapshot.docs.map((entry) => parse(entry.id, entry.data({ serverTimestamps: "estimate" }))), error: null, key }),
      (error) => setState((current) => ({ ...current, error: error.code === "permission-denied" ? "You do not have access to this." : "The list could not be loaded. Check your connection; it reconnects by itself." })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is identified by its key.
  }, [key]);
  return { items: state.items, error: state.error };
}
