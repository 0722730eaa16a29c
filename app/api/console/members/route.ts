import { readJsonBody } from "@/lib/http/body";
import { verifyOperator } from "@/lib/console/operator-request";
import { afterSchema, membersPage, roleChangeSchema } from "@/lib/console/members-store";
import { getAdmin } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { json, unavailable } from "@/lib/http/responses";
import { roleOf } from "@/lib/members/operator-role.mjs";
import { setRole } from "@/lib/members/roles.mjs";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * A page of members (consolePageSize accounts, in Firebase Auth's order, `?after=` the previous page's
 * `next`), with joined date, messages sent, last active, role and state, most recently active first
 * within the page: for moderators and admins. Reads only those accounts' documents, by id.
 */
export async function GET(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return unavailable("The console needs a Firebase project; this server has none configured.");
  const check = await verifyOperator(admin, request, ["admin", "moderator"]);
  if (!check.ok) return json({ error: check.error }, check.status);
  const given = new URL(request.url).searchParams.get("after");
  const after = given === null ? undefined : afterSchema.safeParse(given);
  if (after && !after.success) return json({ error: after.error.issues[0]?.message }, 400);
  try {
    const page = await membersPage(admin, after?.data, check.operator.role === "admin" ? "admin" : "moderator");
    if (!page) return json({ error: "`after` is the `next` a page of members gave." }, 400);
    return json(page, 200);
  } catch (error) {
    console.error(`[console] members: ${describeError(error)}`);
    return unavailable("The members could not be read right now. Try again in a moment.", secondsBeforeRetry(error));
  }
}

/** Grants or revokes the moderator role: admins only, never on themselves or on another admin. */
export async function POST(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return unavailable("The console needs a Firebase project; this server has none configured.");
  const check = await verifyOperator(admin, request, ["admin"]);
  if (!check.ok) return json({ error: check.error }, check.status);
  const change = await readJsonBody(request, 2048, "the change", roleChangeSchema);
  if (!change.ok) return json({ error: change.error }, change.status);
  const { uid, role } = change.value;
  if (uid === check.operator.uid) return json({ error: "You cannot change your own role." }, 403);
  try {
    const target = await admin.auth.getUser(uid).catch(() => null);
    if (!target) return json({ error: "There is no member with that uid." }, 404);
    if (roleOf(target.customClaims) === "admin") return json({ error: "An admin's role is changed with `npm run roles`, not from the console." }, 403);
    const result = await setRole(admin.auth, admin.db, uid, role, { by: check.operator.uid, byName: check.operator.name });
    return json({ ok: true, uid, role: result.role, renamed: result.renamed }, 200);
  } catch (error) {
    console.error(`[console] role: ${describeError(error)}`);
    return unavailable("The role could not be changed right now. Try again in a moment.", secondsBeforeRetry(error));
  }
}

export const { PUT, PATCH, DELETE } = refuseMethods("/api/console/members", ["GET", "POST"]);
