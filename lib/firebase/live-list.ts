"use client";

import { onSnapshot, type DocumentData, type Query } from "firebase/firestore";
import { useState } from "react";
import { isPermissionError, type Source } from "./subscription-cache";
import { useLive } from "./use-live";

/** A console list the store keeps live: `key` names the query, `parse` reads each document once. */
export type LiveList<T> = { key: string; query: () => Query<DocumentData>; parse: (id: string, data: DocumentData) => T };

export type LiveQuery<T> = { items: T[] | null; error: string | null };

/** A list as a source of the page's shared cache (one listener per key, however many read it). */
function listSource<T>(list: LiveList<T>): Source<LiveQuery<T>> {
  return {
    kind: "console",
    key: `console/${list.key}`,
    listen: (next, fail) =>
      onSnapshot(
        list.query(),
        (snapshot) => next({ items: snapshot.docs.map((entry) => list.parse(entry.id, entry.data({ serverTimestamps: "estimate" }))), error: null }),
        fail,
      ),
    // What was shown stays, with why it is no longer live (the cache listens again by itself).
    fallback: (error, cached) => ({
      items: cached?.items ?? null,
      error: isPermissionError(error) ? "You do not have access to this." : "The list could not be loaded. Check your connection; it reconnects by itself.",
    }),
  };
}

const none = { items: null, error: null };

/**
 * A list's documents, live, parsed, through the same hook and cache as the members' area (`useLive`).
 * A new key starts a new listener and the previous results stay on screen until the new ones arrive,
 * so filtering does not flash empty; a null list listens to nothing.
 */
export function useLiveList<T>(list: LiveList<T> | null): LiveQuery<T> {
  const value = useLive(list ? listSource(list) : null);
  // The last results shown, kept from render to render (React's pattern for a value from an earlier render).
  const [previous, setPrevious] = useState<LiveQuery<T>>(none);
  if (value && value !== previous) setPrevious(value);
  return value ?? (list ? previous : none);
}
