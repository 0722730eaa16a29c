import type { Firestore } from "firebase/firestore";
import type { ChatMessage } from "./message";

/** Reads each id once per scope (a database: each page has its own); later asks share the first read. */
export function readOnce<Scope extends object, T>(read: (scope: Scope, id: string) => Promise<T>): (scope: Scope, id: string) => Promise<T> {
  const known = new WeakMap<Scope, Map<string, Promise<T>>>();
  return (scope, id) => {
    const reads = known.get(scope) ?? new Map<string, Promise<T>>();
    known.set(scope, reads);
    const found = reads.get(id) ?? read(scope, id);
    reads.set(id, found);
    return found;
  };
}

/** The originals quoted by replies but not on screen, read once per page. */
export const quotedMessage: (db: Firestore, id: string) => Promise<ChatMessage | null> = readOnce(async (db: Firestore, id: string) =>
  (await import("./chat")).fetchMessage(db, id),
);
