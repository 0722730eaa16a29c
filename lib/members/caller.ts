import "server-only";
import type { DecodedIdToken, UserRecord } from "firebase-admin/auth";
import type { AdminServices } from "@/lib/firebase/admin";
import { describeError } from "@/lib/http/describe-error";
import { roleOf } from "@/lib/members/operator-role.mjs";
import type { Role } from "@/lib/members/role";

/** Who sent a request, from their verified ID token. */
type Caller = {
  uid: string;
  /** The role the token claims (the rules and routes also check the role mirror). */
  role: Role;
  name: string;
  /** A verified address from a provider that is not anonymous: a member of the community. */
  verified: boolean;
};
export type CallerCheck = { ok: true; caller: Caller } | { ok: false; status: 401 | 403 | 503; error: string };

export const codeOf = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "");

/**
 * The caller, from the Firebase ID token in `Authorization: Bearer`, verified by firebase-admin
 * (signature, expiry, project, and against the account: not disabled, and not issued before its
 * sessions were ended, as taking a role away does).
 */
export async function verifyCaller(admin: AdminServices, request: Request): Promise<CallerCheck> {
  const header = request.headers.get("authorization") ?? "";
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) return { ok: false, status: 401, error: "Sign in first: send your ID token as Authorization: Bearer <token>." };
  const checked = await verifyIdTokenChecked(admin, token);
  if (!checked.ok) return checked;
  const { decoded, account } = checked;
  return {
    ok: true,
    caller: {
      uid: decoded.uid,
      role: roleOf(decoded),
      name: String(decoded.name ?? decoded.email ?? "Member"),
      verified: account.emailVerified && decoded.firebase.sign_in_provider !== "anonymous",
    },
  };
}

const disabled = { ok: false as const, status: 403 as const, error: "This account is disabled." };

/** `revoked`: the sign-in was ended (signed out everywhere, or in the very second of it): only signing in again helps. */
type AccountCheck = { ok: true; account: UserRecord } | { ok: false; status: 401 | 403 | 503; error: string; revoked?: true };

/** Whether Auth itself failed (not the token or the account): the caller may try again. */
export const unreachable = (code: string) => !code.startsWith("auth/") || code === "auth/internal-error" || code === "auth/network-error";

const unchecked = (error: unknown) => {
  console.error(`[auth] sign-in check: ${describeError(error)}`);
  return { ok: false as const, status: 503 as const, error: "Your sign-in could not be checked right now. Try again in a moment." };
};

/**
 * Whether a sign-in made at `authTime` (seconds) was ended by a revocation. Auth keeps the revocation in
 * whole seconds, so a sign-in in that very second may have come before it: it is refused too (the member
 * signs in once more). The second the account was created in, which Auth also records, revokes nothing.
 */
function revokedSignIn(account: Pick<UserRecord, "tokensValidAfterTime" | "metadata">, authTime: number): boolean {
  const validSince = Date.parse(account.tokensValidAfterTime ?? "");
  if (!Number.isFinite(validSince)) return false;
  const signedIn = authTime * 1000;
  if (signedIn !== validSince) return signedIn < validSince;
  return validSince > Date.parse(account.metadata.creationTime);
}

/**
 * The account behind verified claims, read now: refused when it is gone or disabled, or when its
 * sessions were ended at or after the sign-in the claims come from.
 */
export async function checkAccount(admin: AdminServices, claims: Pick<DecodedIdToken, "uid" | "auth_time">): Promise<AccountCheck> {
  let account: UserRecord;
  try {
    account = await admin.auth.getUser(claims.uid);
  } catch (error) {
    if (unreachable(codeOf(error))) return unchecked(error);
    return { ok: false, status: 401, error: "Your sign-in has expired or is not valid. Sign in again." };
  }
  if (account.disabled) return disabled;
  if (revokedSignIn(account, claims.auth_time)) return { ok: false, status: 401, error: "Your sessions were ended. Sign in again.", revoked: true };
  return { ok: true, account };
}

/**
 * An ID token verified by firebase-admin (signature, expiry, project) with the account checked now (not
 * gone, not disabled, not revoked), or why not: 403 for a disabled account, 401 for a token that is not
 * (or no longer) good, 503 when Auth itself could not be asked. The one reading of Auth's answers, for
 * the routes and the server session alike.
 */
export async function verifyIdTokenChecked(
  admin: AdminServices,
  token: string,
): Promise<{ ok: true; decoded: DecodedIdToken; account: UserRecord } | { ok: false; status: 401 | 403 | 503; error: string; revoked?: true }> {
  let decoded: DecodedIdToken;
  try {
    decoded = await admin.auth.verifyIdToken(token);
  } catch (error) {
    const code = codeOf(error);
    if (code === "auth/user-disabled") return disabled;
    // Revoked, as firebase-admin checks it itself on the emulator: the sign-in was ended.
    if (code === "auth/id-token-revoked") return { ok: false, status: 401, error: "Your sessions were ended. Sign in again.", revoked: true };
    // Checking the token may need Auth's keys: when they cannot be fetched, say so rather than blame it.
    if (unreachable(code)) return unchecked(error);
    return { ok: false, status: 401, error: "Your sign-in has expired or is not valid. Sign in again." };
  }
  const checked = await checkAccount(admin, decoded);
  return checked.ok ? { ok: true, decoded, account: checked.account } : checked;
}
