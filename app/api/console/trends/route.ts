import { verifyOperator } from "@/lib/console/operator-request";
import { loadTrends } from "@/lib/console/trends";
import { getAdmin } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { json, unavailable } from "@/lib/http/responses";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The last twelve weeks' trends (leads by service and by status, the assistant's answers and ratings by
 * shape, chat messages, active members): for admins. The figures come from aggregation counts and
 * counters; the admin's browser may keep them for five minutes, for the same token only.
 */
export async function GET(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return unavailable("The console needs a Firebase project; this server has none configured.");
  const check = await verifyOperator(admin, request, ["admin"]);
  if (!check.ok) return json({ error: check.error }, check.status);
  try {
    return json(await loadTrends(admin.db), 200, { "Cache-Control": "private, max-age=300", Vary: "Authorization" });
  } catch (error) {
    console.error(`[console] trends: ${describeError(error)}`);
    return unavailable("The trends could not be read right now. Try again in a moment.", secondsBeforeRetry(error));
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseMethods("/api/console/trends", ["GET"]);
