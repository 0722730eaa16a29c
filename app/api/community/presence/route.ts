import { markGone, refreshPresenceSummary } from "@/lib/community/presence-summary";
import { api, ApiError, handler } from "@/lib/api/door";
import { presenceBody } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Asks for the room's presence summary to be brought up to date: a verified member's open chat or
 * directory does when the summary it reads is older than its interval, and a member's page when they
 * arrive. The server rewrites it at most once an interval, however many ask (lib/community/presence-summary.ts).
 * With `{ "leaving": true }` (a page closing, which cannot wait for its own write) the member is marked
 * gone first.
 */
export const { GET, POST, PUT, PATCH, DELETE } = api("/api/community/presence", {
  POST: handler({
    firebase: "Presence needs a Firebase project; this server has none configured.",
    caller: "member",
    body: { what: "the presence request", json: presenceBody, optional: true },
    log: "presence: summary",
    failure: "Who is online could not be worked out right now. Try again in a moment.",
    async run({ admin, caller, body, answer }) {
      if (!caller.verified) throw new ApiError(403, "Verify your e-mail address first: who is online is for the community's members.");
      if (body?.value.leaving === true) await markGone(admin.db, caller.uid);
      return answer.json(await refreshPresenceSummary(admin.db), 200);
    },
  }),
});
