import { readViews, recordView } from "@/lib/articles/views";
import { getArticle } from "@/lib/content";
import { documentIdProblem } from "@/lib/firebase/document-id";
import { api, ApiError, handler } from "@/lib/api/door";
import { createRateLimiter } from "@/lib/visitor/rate-limit";
import { visitorKeys, type Visitor } from "@/lib/visitor/visitor";

/** Generous for a reader (one count per article page), tight for a script. */
export const viewsRateLimit = { limit: 30, windowMs: 60_000 };
const limiter = createRateLimiter(viewsRateLimit);

type Count = (db: Parameters<typeof readViews>[0], id: string, visitor: Visitor) => Promise<Record<string, unknown>>;

/** An article's view count, read (GET) or counted once per visitor a day (POST); within the rate limit, for a known article id. */
const views = (count: Count) =>
  handler({
    caller: "visitor",
    log: "views",
    failure: "View counts are unavailable right now.",
    async run({ admin, params, visitor, answer }) {
      const { address } = visitor;
      if (!limiter.take(address))
        throw new ApiError(429, "Too many requests. Please wait a minute.", { retryAfterSeconds: limiter.retryAfterSeconds(address) });
      // The id names the count's document: one Firestore would refuse is no article's, and never reaches the store.
      const id = params.id ?? "";
      const problem = documentIdProblem(id);
      if (problem) throw new ApiError(400, `The article id ${problem}.`);
      const article = getArticle(id);
      if (!article) throw new ApiError(404, `No article has the id "${id}".`);
      if (!admin) throw new ApiError(503, "View counts are unavailable: the server has no Firebase project.");
      return answer.json({ id: article.id, ...(await count(admin.db, article.id, visitor)) }, 200);
    },
  });

export const { GET, POST, PUT, PATCH, DELETE } = api("/api/articles/{id}/views", {
  GET: views(async (db, id) => ({ views: await readViews(db, id) })),
  POST: views((db, id, visitor) => recordView(db, id, visitorKeys(visitor))),
});
