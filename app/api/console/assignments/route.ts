import { readJsonBody } from "@/lib/http/body";
import { assignmentMailSchema, mailAssignment } from "@/lib/console/assignment-mail";
import { verifyOperator } from "@/lib/console/operator-request";
import { getAdmin } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { json, unavailable } from "@/lib/http/responses";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * After an admin assigns a lead in the console (a write the rules check, with its audit entry), this
 * tells the assignee by e-mail: `{"leadId": "..."}`, admins only.
 */
export async function POST(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return unavailable("The console needs a Firebase project; this server has none configured.");
  const check = await verifyOperator(admin, request, ["admin"]);
  if (!check.ok) return json({ error: check.error }, check.status);
  const body = await readJsonBody(request, 1024, "the assignment", assignmentMailSchema);
  if (!body.ok) return json({ error: body.error }, body.status);
  try {
    const result = await mailAssignment(admin, check.operator, body.value.leadId);
    if (result.status !== 200) return json({ error: result.error }, result.status);
    return json({ mailed: result.mailed, note: result.note }, 200);
  } catch (error) {
    console.error(`[console] assignment e-mail: ${describeError(error)}`);
    return unavailable("The assignment's e-mail could not be sent right now.", secondsBeforeRetry(error));
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods("/api/console/assignments", ["POST"]);
