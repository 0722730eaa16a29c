import "server-only";
import type { AdminServices } from "@/lib/firebase/admin";
import { roleFromClaims, type OperatorRole } from "@/lib/members/role";

export type Operator = { uid: string; role: OperatorRole; name: string };
export type OperatorCheck = { ok: true; operator: Operator } | { ok: false; status: 401 | 403 | 503; error: string };

const codeOf = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "");

/**
 * The caller of a console route, from the Firebase ID token in `Authorization: Bearer`, verified by
 * firebase-admin (signature, expiry, project, and against the account: not disabled, and not issued
 * before its sessions were ended, as taking a role away does) and its `role` claim checked against
 * `allowed`.
 */
export async function verifyOperator(admin: AdminServices, request: Request, allowed: readonly OperatorRole[]): Promise<OperatorCheck> {
  const header = request.headers.get("authorization") ?? "";
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) return { ok: false, status: 401, error: "Sign in first: send your ID token as Authorization: Bearer <token>." };
  let decoded;
  try {
    decoded = await admin.auth.verifyIdToken(token, true);
  } catch (error) {
    const code = codeOf(error);
    if (code === "auth/user-disabled") return { ok: false, status: 403, error: "This account is disabled." };
    if (code === "auth/id-token-revoked") return { ok: false, status: 401, error: "Your sessions were ended when your role changed. Sign in again." };
    // Checking the account needs Auth itself: when it cannot be reached, say so rather than blame the
    // token.
    if (!code.startsWith("auth/") || code === "auth/internal-error" || code === "auth/network-error") {
      console.error(`[console] sign-in check: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, status: 503, error: "Your sign-in could not be checked right now. Try again in a moment." };
    }
    return { ok: false, status: 401, error: "Your sign-in has expired or is not valid. Sign in again." };
  }
  const role = roleFromClaims(decoded);
  if (!role || !allowed.includes(role)) return { ok: false, status: 403, error: `This needs the ${allowed.join(" or ")} role.` };
  return { ok: true, operator: { uid: decoded.uid, role, name: String(decoded.name ?? decoded.email ?? "Operator") } };
}
