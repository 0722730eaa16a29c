import { readJsonObject } from "@/lib/http/body";
import { assignmentMailSchema, mailAssignment } from "@/lib/console/assignment-mail";
import { verifyOperator } from "@/lib/console/operator-request";
import { getAdmin } from "@/lib/firebase/admin";
import { retryAfterHeaders } from "@/lib/firebase/store-guard";
import { refuseMethods } from "@/lib/http/refuse-methods";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * After an admin assigns a lead in the console (a write the rules check, with its audit entry), this
 * tells the assignee by e-mail: `{"leadId": "..."}`, admins only.
 */
export async function POST(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return json({ error: "The console needs a Firebase project; this server has none configured." }, 503);
  const check = await verifyOperator(admin, request, ["admin"]);
  if (!check.ok) return json({ error: check.error }, check.status);
  const parsed = await readJsonObject(request, 1024, "the assignment");
  if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
  const body = assignmentMailSchema.safeParse(parsed.value);
  if (!body.success) return json({ error: body.error.issues[0]?.message }, 400);
  try {
    const result = await mailAssignment(admin, check.operator, body.data.leadId);
    if (result.status !== 200) return json({ error: result.error }, result.status);
    return json({ mailed: result.mailed, note: result.note }, 200);
  } catch (error) {
    console.error(`[console] assignment e-mail: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: "The assignment's e-mail could not be sent right now." }, 503, retryAfterHeaders(error));
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods("/api/console/assignments", ["POST"]);
