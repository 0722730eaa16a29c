import { readCommunitySummary } from "@/lib/community/public-summary";
import { api, handler } from "@/lib/api/door";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = api("/api/community", {
  GET: handler({
    firebase: "The community is unavailable: the server has no Firebase project.",
    log: "community",
    failure: "The community is unavailable right now.",
    async run({ admin, answer }) {
      // Shared caches may keep it briefly: a member count a few seconds old is still live enough.
      return answer.json(await readCommunitySummary(admin.db), 200, { "Cache-Control": "public, max-age=0, s-maxage=15" });
    },
  }),
});
