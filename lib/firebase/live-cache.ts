import { doc, onSnapshot, type DocumentData, type Firestore } from "firebase/firestore";
import { reportError } from "@/lib/resilience/report-error";
import { meterDocument } from "./read-meter";
import { SubscriptionCache, type CacheKind, type Source } from "./subscription-cache";

/** The one cache every live view of the page shares: the members' area and the console alike. */
export const liveCache = new SubscriptionCache({
  onError: (error, source) => reportError(error, { source: `live:${source.kind}` }),
});

// What each kind of data keeps beside the cache (a cursor, names looked up, marks written), forgotten with it.
const resets = new Set<() => void>();

/** Has `forget` called whenever the page stops its listeners (before signing out). */
export function onLiveReset(forget: () => void): void {
  resets.add(forget);
}

/** Stops every live listener and forgets what they delivered; call it before signing out. */
export function stopLiveListeners(): void {
  liveCache.clear();
  for (const forget of resets) forget();
}

// A diagnostics handle for devtools and the browser tests: how many live listeners this page holds now.
if (typeof window !== "undefined") {
  (window as unknown as { northbeamLiveListeners?: () => number }).northbeamLiveListeners = () => liveCache.activeListeners();
}

/** The app and project a database belongs to, so separate apps (and so separate members) never share an entry. */
export function scopeOf(db: Firestore): string {
  return `${db.app.options.projectId ?? "no-project"}/${db.app.name}`;
}

/** The document `path/id` as a live value, keyed by kind and id; a missing or unreadable document is null. */
export function documentSource<T>(db: Firestore, kind: CacheKind, path: string, id: string, parse: (data: DocumentData) => T): Source<T | null> {
  return {
    kind,
    key: `${scopeOf(db)}/${kind}/${id}`,
    listen: (next, fail) =>
      onSnapshot(
        doc(db, path, id),
        (snapshot) => {
          meterDocument(snapshot);
          next(snapshot.exists() ? parse(snapshot.data({ serverTimestamps: "estimate" })) : null);
        },
        fail,
      ),
    fallback: () => null,
  };
}
