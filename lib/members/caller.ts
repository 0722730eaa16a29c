import "server-only";
import type { DecodedIdToken } from "firebase-admin/auth";
import type { AdminServices } from "@/lib/firebase/admin";
import { roleFromClaims, type Role } from "@/lib/members/role";

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

const codeOf = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "");

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
  const { decoded } = checked;
  return {
    ok: true,
    caller: {
      uid: decoded.uid,
      role: roleFromClaims(decoded),
      name: String(decoded.name ?? decoded.email ?? "Member"),
      verified: decoded.email_verified === true && decoded.firebase.sign_in_provider !== "anonymous",
    },
  };
}

/**
 * An ID token verified by firebase-admin with the account checked (not disabled, not revoked), or why
 * not: 403 for a disabled account, 401 for a token that is not (or no longer) good, 503 when Auth itself
 * could not be asked. The one reading of Auth's answers, for the routes and the server session alike.
 */
export async function verifyIdTokenChecked(
  admin: AdminServices,
  token: string,
): Promise<{ ok: true; decoded: DecodedIdToken } | { ok: false; status: 401 | 403 | 503; error: string }> {
  try {
    return { ok: true, decoded: await admin.auth.verifyIdToken(token, true) };
  } catch (error) {
    const code = codeOf(error);
    if (code === "auth/user-disabled") return { ok: false, status: 403, error: "This account is disabled." };
    if (code === "auth/id-token-revoked") return { ok: false, status: 401, error: "Your sessions were ended when your role changed. Sign in again." };
    // Checking the account needs Auth itself: when it cannot be reached, say so rather than blame the
    // token.
    if (!code.startsWith("auth/") || code === "auth/internal-error" || code === "auth/network-error") {
      console.error(`[auth] sign-in check: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, status: 503, error: "Your sign-in could not be checked right now. Try again in a moment." };
    }
    return { ok: false, status: 401, error: "Your sign-in has expired or is not valid. Sign in again." };
  }
}
