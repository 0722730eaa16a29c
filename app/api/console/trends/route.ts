import { verifyOperator } from "@/lib/console/operator-request";
import { loadTrends } from "@/lib/console/trends";
import { getAdmin } from "@/lib/firebase/admin";
import { retryAfterHeaders } from "@/lib/firebase/store-guard";
import { refuseMethods } from "@/lib/http/refuse-methods";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };
const json = (body: unknown, status: number, headers: Record<string, string> = noStore) => Response.json(body, { status, headers });

/**
 * The last twelve weeks' trends (leads by service and by status, the assistant's answers and ratings by
 * shape, chat messages, active members): for admins. The figures come from aggregation counts and
 * counters; the admin's browser may keep them for five minutes, for the same token only.
 */
export async function GET(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return json({ error: "The console needs a Firebase project; this server has none configured." }, 503);
  const check = await verifyOperator(admin, request, ["admin"]);
  if (!check.ok) return json({ error: check.error }, check.status);
  try {
    return json(await loadTrends(admin.db), 200, { "Cache-Control": "private, max-age=300", Vary: "Authorization" });
  } catch (error) {
    console.error(`[console] trends: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: "The trends could not be read right now. Try again in a moment." }, 503, { ...noStore, ...retryAfterHeaders(error) });
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseMethods("/api/console/trends", ["GET"]);
