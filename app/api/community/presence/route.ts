import { markGone, refreshPresenceSummary } from "@/lib/community/presence-summary";
import { readJsonObject } from "@/lib/http/body";
import { getAdmin } from "@/lib/firebase/admin";
import { retryAfterHeaders } from "@/lib/firebase/store-guard";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { verifyCaller } from "@/lib/members/caller";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };
const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...noStore, ...headers } });

/**
 * Asks for the room's presence summary to be brought up to date: a verified member's open chat or
 * directory does when the summary it reads is older than its interval, and a member's page when they
 * arrive. The server rewrites it at most once an interval, however many ask (lib/community/presence-summary.ts).
 * With `{ "leaving": true }` (a page closing, which cannot wait for its own write) the member is marked
 * gone first.
 */
export async function POST(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return json({ error: "Presence needs a Firebase project; this server has none configured." }, 503);
  const check = await verifyCaller(admin, request);
  if (!check.ok) return json({ error: check.error }, check.status);
  if (!check.caller.verified) return json({ error: "Verify your e-mail address first: who is online is for the community's members." }, 403);
  let leaving = false;
  if (request.headers.get("content-length") !== "0" && request.headers.has("content-type")) {
    const parsed = await readJsonObject(request, 1024, "the presence request");
    if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
    if (parsed.value.leaving !== undefined && typeof parsed.value.leaving !== "boolean")
      return json({ error: 'Send { "leaving": true } when the page closes, or nothing.' }, 400);
    leaving = parsed.value.leaving === true;
  }
  try {
    if (leaving) await markGone(admin.db, check.caller.uid);
    return json(await refreshPresenceSummary(admin.db), 200);
  } catch (error) {
    console.error(`[presence] summary: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: "Who is online could not be worked out right now. Try again in a moment." }, 503, retryAfterHeaders(error));
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods("/api/community/presence", ["POST"]);
