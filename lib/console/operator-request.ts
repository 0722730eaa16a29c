import "server-only";
import type { AdminServices } from "@/lib/firebase/admin";
import { verifyCaller } from "@/lib/members/caller";
import type { OperatorRole } from "@/lib/members/operator-role.mjs";

type Operator = { uid: string; role: OperatorRole; name: string };
export type OperatorCheck = { ok: true; operator: Operator } | { ok: false; status: 401 | 403 | 503; error: string };

/** The caller of a console route (see verifyCaller), with their `role` claim checked against `allowed`. */
export async function verifyOperator(admin: AdminServices, request: Request, allowed: readonly OperatorRole[]): Promise<OperatorCheck> {
  const check = await verifyCaller(admin, request);
  if (!check.ok) return check;
  const { uid, role, name } = check.caller;
  if (!role || !allowed.includes(role)) return { ok: false, status: 403, error: `This needs the ${allowed.join(" or ")} role.` };
  return { ok: true, operator: { uid, role, name: name === "Member" ? "Operator" : name } };
}
