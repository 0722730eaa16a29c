import "server-only";
import { AdminConfigError, readAdminOptions, type AdminOptions } from "./admin-options";
import { getAdmin } from "./admin";
import { storeBreakerState, type BreakerState } from "./store-guard";
import { readEmulatorEndpoints, readFirebaseWebConfig } from "./config";

export type FirebaseHealth = {
  /** The browser's web config (the six FIREBASE_* values) is complete. */
  webConfigured: boolean;
  /** How firebase-admin signs in, or null when the server names no project. */
  admin: AdminOptions["kind"] | null;
  emulators: boolean;
  /** Whether Firestore answered a read just now; null when there is nothing to reach. */
  reachable: boolean | null;
  latencyMs?: number;
  /** Why it is not reachable or not configured: a status name or a configuration message, never a secret. */
  problem?: string;
  /** The breaker in front of the server's store calls (lib/firebase/store-guard.ts). */
  breaker?: BreakerState;
};

const probeTimeoutMs = 2_000;
/**
 * Health checks come often; one probe serves every check for this long (and checks that arrive while a
 * probe is out wait for it), so a monitor learns of an outage within a probe's deadline and this.
 */
const probeTtlMs = 2_000;

let recent: { at: number; result: Promise<Pick<FirebaseHealth, "reachable" | "latencyMs" | "problem">> } | undefined;

function describe(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    // gRPC status codes, as firebase-admin reports them.
    const names = [
      "OK",
      "CANCELLED",
      "UNKNOWN",
      "INVALID_ARGUMENT",
      "DEADLINE_EXCEEDED",
      "NOT_FOUND",
      "ALREADY_EXISTS",
      "PERMISSION_DENIED",
      "RESOURCE_EXHAUSTED",
      "FAILED_PRECONDITION",
      "ABORTED",
      "OUT_OF_RANGE",
      "UNIMPLEMENTED",
      "INTERNAL",
      "UNAVAILABLE",
      "DATA_LOSS",
      "UNAUTHENTICATED",
    ];
    if (typeof code === "number" && names[code]) return names[code];
    if (typeof code === "string" && /^[\w/-]{1,60}$/.test(code)) return code;
  }
  return "the read failed";
}

/** One small read (a document that need not exist) against the deadline. */
async function probe(): Promise<Pick<FirebaseHealth, "reachable" | "latencyMs" | "problem">> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), probeTimeoutMs);
  });
  try {
    const admin = getAdmin();
    if (!admin) return { reachable: null };
    await Promise.race([admin.db.doc("health/probe").get(), deadline]);
    return { reachable: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const timedOut = error instanceof Error && error.message === "timeout";
    return { reachable: false, problem: timedOut ? `no answer within ${probeTimeoutMs} ms` : describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** What GET /api/health reports about Firebase: configuration from the environment, reachability probed. */
export async function firebaseHealth(now = Date.now()): Promise<FirebaseHealth> {
  const configured = { webConfigured: readFirebaseWebConfig(process.env) !== null, emulators: readEmulatorEndpoints(process.env) !== undefined };
  let admin: AdminOptions | null;
  try {
    admin = readAdminOptions(process.env);
  } catch (error) {
    if (error instanceof AdminConfigError) return { ...configured, admin: null, reachable: null, problem: error.message };
    throw error;
  }
  if (!admin) return { ...configured, admin: null, reachable: null };
  if (!recent || now - recent.at > probeTtlMs) recent = { at: now, result: probe() };
  return { ...configured, admin: admin.kind, ...(await recent.result), breaker: storeBreakerState() };
}
