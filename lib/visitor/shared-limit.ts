import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import { guardStore as processGuard } from "@/lib/firebase/store-guard";
import { collections } from "@/lib/firebase/collections.mjs";
import { describeError } from "@/lib/http/describe-error";

export type SharedLimit = { scope: string; limit: number; windowMs: number };
export type SharedLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one request against each of a visitor's keys, `limit` within any `windowMs`, in one Firestore
 * transaction, so every server instance draws on the same allowance and a restart forgets nothing.
 * Each key's document keeps the times of its latest `limit` requests; refused, nothing is counted. The
 * documents carry `expiresAt` (when their newest request leaves the window) for a TTL policy to clear.
 * `guardStore` is the process's deadline and breaker; a test of the transaction itself passes its own.
 */
export function takeSharedLimit(
  db: Firestore,
  { scope, limit, windowMs }: SharedLimit,
  keys: readonly string[],
  now = Date.now(),
  guardStore: typeof processGuard = processGuard,
): Promise<SharedLimitResult> {
  const refs = keys.map((key) => db.collection(collections.visitorLimits).doc(`${scope}_${key}`));
  return guardStore(`limit ${scope}`, () =>
    db.runTransaction(
      async (transaction): Promise<SharedLimitResult> => {
        const recent = (await transaction.getAll(...refs)).map((snapshot) => {
          const at: unknown = snapshot.get("at");
          return (Array.isArray(at) ? at : []).filter((time): time is number => typeof time === "number" && time > now - windowMs);
        });
        const full = recent.filter((times) => times.length >= limit);
        if (full.length > 0) {
          const until = Math.max(...full.map((times) => Math.min(...times.slice(-limit)) + windowMs));
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
        }
        refs.forEach((ref, index) => {
          const at = [...(recent[index] ?? []), now].sort((a, b) => a - b).slice(-limit);
          transaction.set(ref, { scope, at, expiresAt: new Date(now + windowMs) });
        });
        return { ok: true };
      },
      // One visitor's parallel requests queue on the same documents; give each room to retry.
      { maxAttempts: 20 },
    ),
  );
}

/**
 * The seconds a visitor must wait under a shared limit, 0 when the request may go ahead. Without a
 * Firebase project there is nothing shared to count in and only the route's in-process limit applies;
 * so too when the store fails and `whenStoreFails` is "allow" (a route that works without the store
 * should not stop because a counter could not be read); with "throw" the error reaches the route.
 */
export async function sharedWait(db: Firestore | null, limit: SharedLimit, keys: readonly string[], whenStoreFails: "allow" | "throw"): Promise<number> {
  if (!db) return 0;
  try {
    const result = await takeSharedLimit(db, limit, keys);
    return result.ok ? 0 : result.retryAfterSeconds;
  } catch (error) {
    if (whenStoreFails === "throw") throw error;
    console.error(`[limits] ${limit.scope}: not counted, the store failed: ${describeError(error)}`);
    return 0;
  }
}
