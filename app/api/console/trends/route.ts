import { loadTrends } from "@/lib/console/trends";
import { api, handler } from "@/lib/api/door";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The last twelve weeks' trends (leads by service and by status, the assistant's answers and ratings by
 * shape, chat messages, active members): for admins. The figures come from aggregation counts and
 * counters; the admin's browser may keep them for five minutes, for the same token only.
 */
export const { GET, POST, PUT, PATCH, DELETE } = api("/api/console/trends", {
  GET: handler({
    firebase: "The console needs a Firebase project; this server has none configured.",
    caller: ["admin"],
    log: "console: trends",
    failure: "The trends could not be read right now. Try again in a moment.",
    async run({ admin, answer }) {
      return answer.json(await loadTrends(admin.db), 200, { "Cache-Control": "private, max-age=300", Vary: "Authorization" });
    },
  }),
});
