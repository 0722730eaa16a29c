import "server-only";
import type { AdminServices } from "./admin";
import { readFirebaseWebConfig } from "./config";
import type { PlannedWrite, StoreValue } from "./planned-write";

/**
 * Writing to Firestore as a member, from the server: under an ID token of the member's own, minted
 * from their server session (a custom token exchanged at Firebase Auth), through Firestore's REST API,
 * so `firestore.rules` judge the write exactly as they judge the member's browser. firebase-admin
 * would pass the rules by; this never does.
 */

/** A token is used until this long before it expires (they last an hour). */
const refreshBeforeMs = 5 * 60_000;
/** Auth or Firestore answering slower than this is a failure the member is told of. */
const deadlineMs = 8_000;

type HeldToken = { idToken: string; until: number };

// The member's token, by uid and what it claims (a change of address state or role mints a new one).
const held = new Map<string, HeldToken>();
const mintings = new Map<string, Promise<string>>();
/** The most tokens kept: a busy instance forgets the oldest first. */
const heldMax = 5_000;

const authBase = () => {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return emulator ? `http://${emulator}/identitytoolkit.googleapis.com/v1` : "https://identitytoolkit.googleapis.com/v1";
};

const firestoreBase = () => {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  return emulator ? `http://${emulator}/v1` : "https://firestore.googleapis.com/v1";
};

/** Auth or Firestore refused or failed; `status` is the HTTP status (0: not reached), `code` Firestore's (PERMISSION_DENIED…). */
export class MemberWriteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "MemberWriteError";
  }

  get refused(): boolean {
    return this.code === "PERMISSION_DENIED";
  }
}

async function withDeadline(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(deadlineMs) });
  } catch (error) {
    throw new MemberWriteError(0, "UNAVAILABLE", `${new URL(url).host} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function mint(admin: AdminServices, uid: string): Promise<string> {
  const apiKey = readFirebaseWebConfig(process.env)?.apiKey;
  if (!apiKey) throw new MemberWriteError(0, "FAILED_PRECONDITION", "The server has no Firebase web API key (FIREBASE_API_KEY).");
  const customToken = await admin.auth.createCustomToken(uid);
  const response = await withDeadline(`${authBase()}/accounts:signInWithCustomToken?key=${encodeURIComponent(apiKey)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json().catch(() => null)) as { idToken?: unknown; expiresIn?: unknown; error?: { message?: string } } | null;
  if (!response.ok || typeof body?.idToken !== "string") {
    throw new MemberWriteError(response.status, "UNAUTHENTICATED", `Auth did not sign the member in: ${body?.error?.message ?? response.status}`);
  }
  return body.idToken;
}

function remember(key: string, idToken: string, lifeMs: number): string {
  held.delete(key);
  if (held.size >= heldMax) held.delete(held.keys().next().value as string);
  held.set(key, { idToken, until: Date.now() + lifeMs - refreshBeforeMs });
  return idToken;
}

/**
 * An ID token for `uid`, kept for its hour. `claims` names what the session says of the account now
 * (its address verified, its role): a token minted under other claims is not reused.
 */
async function memberIdToken(admin: AdminServices, uid: string, claims: string): Promise<string> {
  const key = `${uid}\n${claims}`;
  const kept = held.get(key);
  if (kept && kept.until > Date.now()) return kept.idToken;
  const pending = mintings.get(key);
  if (pending) return pending;
  const minting = mint(admin, uid)
    .then((idToken) => remember(key, idToken, 60 * 60_000))
    .finally(() => mintings.delete(key));
  mintings.set(key, minting);
  return minting;
}

/** Forgets the member's tokens (a refusal may come from claims that changed). */
export function forgetMemberTokens(uid: string): void {
  for (const key of held.keys()) if (key.startsWith(`${uid}\n`)) held.delete(key);
}

type RestValue = Record<string, unknown>;

/** A value in Firestore's REST encoding. */
function restValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number") return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (typeof value === "object") return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
  throw new TypeError(`A ${typeof value} cannot be written to Firestore.`);
}

const restFields = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, restValue(value)]));

const restTransform = (fieldPath: string, value: StoreValue) =>
  "increment" in value ? { fieldPath, increment: restValue(value.increment) } : { fieldPath, setToServerValue: "REQUEST_TIME" };

/** A planned write as the REST API's `Write`: a set replaces the document; an update changes its named fields, on a document that exists. */
function restWrite(documents: string, write: PlannedWrite): RestValue {
  const update = { name: `${documents}/${write.path}`, fields: restFields(write.fields) };
  const transforms = Object.entries(write.values).map(([field, value]) => restTransform(field, value));
  return write.kind === "set"
    ? { update, updateTransforms: transforms }
    : { update, updateMask: { fieldPaths: Object.keys(write.fields) }, updateTransforms: transforms, currentDocument: { exists: true } };
}

/**
 * Commits `writes` atomically as member `uid` (rules and all). Throws MemberWriteError: `refused` when
 * the rules said no, any other code when the store failed.
 */
export async function commitAsMember(admin: AdminServices, uid: string, claims: string, writes: readonly PlannedWrite[]): Promise<void> {
  const idToken = await memberIdToken(admin, uid, claims);
  const documents = `projects/${admin.projectId}/databases/(default)/documents`;
  const response = await withDeadline(`${firestoreBase()}/${documents}:commit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${idToken}`, ...(await appCheckHeader(admin)) },
    body: JSON.stringify({ writes: writes.map((write) => restWrite(documents, write)) }),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: { status?: string; message?: string } } | null;
  const code = body?.error?.status ?? (response.status === 403 ? "PERMISSION_DENIED" : "UNKNOWN");
  if (code === "UNAUTHENTICATED") forgetMemberTokens(uid);
  throw new MemberWriteError(response.status, code, body?.error?.message ?? `Firestore answered ${response.status}`);
}

// App Check, when the project enforces it on Firestore: the server's own token for the web app.
let appCheckToken: { token: string; until: number } | null = null;

async function appCheckHeader(admin: AdminServices): Promise<Record<string, string>> {
  const enabled = Boolean(process.env.FIREBASE_APPCHECK_RECAPTCHA_SITE_KEY?.trim()) && !process.env.FIRESTORE_EMULATOR_HOST;
  const appId = readFirebaseWebConfig(process.env)?.appId;
  if (!enabled || !appId) return {};
  if (!appCheckToken || appCheckToken.until <= Date.now()) {
    const { getAppCheck } = await import("firebase-admin/app-check");
    const minted = await getAppCheck(admin.app).createToken(appId);
    appCheckToken = { token: minted.token, until: Date.now() + minted.ttlMillis - refreshBeforeMs };
  }
  return { "X-Firebase-AppCheck": appCheckToken.token };
}
