import "@/lib/validation/jitless";
import { z } from "zod";
import { markGone, refreshPresenceSummary } from "@/lib/community/presence-summary";
import { getAdmin } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { readJsonBody } from "@/lib/http/body";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { json, unavailable } from "@/lib/http/responses";
import { verifyCaller } from "@/lib/members/caller";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const presenceSchema = z.object({
  leaving: z.boolean({ error: 'Send { "leaving": true } when the page closes, or nothing.' }).optional(),
});

/**
 * Asks for the room's presence summary to be brought up to date: a verified member's open chat or
 * directory does when the summary it reads is older than its interval, and a member's page when they
 * arrive. The server rewrites it at most once an interval, however many ask (lib/community/presence-summary.ts).
 * With `{ "leaving": true }` (a page closing, which cannot wait for its own write) the member is marked
 * gone first.
 */
export async function POST(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return unavailable("Presence needs a Firebase project; this server has none configured.");
  const check = await verifyCaller(admin, request);
  if (!check.ok) return json({ error: check.error }, check.status);
  if (!check.caller.verified) return json({ error: "Verify your e-mail address first: who is online is for the community's members." }, 403);
  let leaving = false;
  if (request.headers.get("content-length") !== "0" && request.headers.has("content-type")) {
    const parsed = await readJsonBody(request, 1024, "the presence request", presenceSchema);
    if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
    leaving = parsed.value.leaving === true;
  }
  try {
    if (leaving) await markGone(admin.db, check.caller.uid);
    return json(await refreshPresenceSummary(admin.db), 200);
  } catch (error) {
    console.error(`[presence] summary: ${describeError(error)}`);
    return unavailable("Who is online could not be worked out right now. Try again in a moment.", secondsBeforeRetry(error));
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseMethods("/api/community/presence", ["POST"]);
