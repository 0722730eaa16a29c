"use client";

import { useMemo, useSyncExternalStore } from "react";
import { liveCache } from "./live-cache";
import type { Source, SubscriptionCache } from "./subscription-cache";

type Store<T> = { subscribe: (changed: () => void) => () => void; read: () => T | undefined };

function liveStore<T>(cache: SubscriptionCache, source: Source<T> | null): Store<T> {
  let value = source ? cache.peek<T>(source.key) : undefined;
  return {
    subscribe: (changed) => {
      if (!source) return () => undefined;
      return cache.subscribe(source, (next) => {
        value = next;
        changed();
      });
    },
    read: () => value,
  };
}

const nothing = () => undefined;

/**
 * The current value of a live source through the shared cache; undefined until the first value
 * arrives (and while `source` is null, e.g. before sign-in). A new source object with the same key
 * is the same data and does not resubscribe.
 */
export function useLive<T>(source: Source<T> | null, cache: SubscriptionCache = liveCache): T | undefined {
  const key = source?.key;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a source is identified by its key, not by the object.
  const store = useMemo(() => liveStore(cache, source), [cache, key]);
  return useSyncExternalStore(store.subscribe, store.read, nothing);
}
