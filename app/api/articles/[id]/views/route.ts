import { readViews, recordView } from "@/lib/articles/views";
import { getArticle } from "@/lib/content";
import { getAdmin } from "@/lib/firebase/admin";
import { documentIdProblem } from "@/lib/firebase/document-id";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { createRateLimiter } from "@/lib/visitor/rate-limit";
import { visitorResponses } from "@/lib/visitor/responses";
import { visitorKeys, type Visitor } from "@/lib/visitor/visitor";

type Context = { params: Promise<{ id: string }> };

/** Generous for a reader (one count per article page), tight for a script. */
export const viewsRateLimit = { limit: 30, windowMs: 60_000 };
const limiter = createRateLimiter(viewsRateLimit);

async function handle(
  request: Request,
  { params }: Context,
  count: (db: NonNullable<ReturnType<typeof getAdmin>>["db"], id: string, visitor: Visitor) => Promise<Record<string, unknown>>,
) {
  const { id } = await params;
  const answer = visitorResponses(request);
  const { address } = answer.visitor;
  if (!limiter.take(address)) return answer.tooMany("Too many requests. Please wait a minute.", limiter.retryAfterSeconds(address));
  // The id names the count's document: one Firestore would refuse is no article's, and never reaches the store.
  const problem = documentIdProblem(id);
  if (problem) return answer.json({ error: `The article id ${problem}.` }, 400);
  const article = getArticle(id);
  if (!article) return answer.json({ error: `No article has the id "${id}".` }, 404);
  const admin = getAdmin();
  if (!admin) return answer.unavailable("View counts are unavailable: the server has no Firebase project.");
  try {
    return answer.json({ id: article.id, ...(await count(admin.db, article.id, answer.visitor)) }, 200);
  } catch (error) {
    console.error(`[views] ${article.id}: ${describeError(error)}`);
    return answer.unavailable("View counts are unavailable right now.", secondsBeforeRetry(error));
  }
}

export function GET(request: Request, context: Context) {
  return handle(request, context, async (db, id) => ({ views: await readViews(db, id) }));
}

export function POST(request: Request, context: Context) {
  return handle(request, context, (db, id, visitor) => recordView(db, id, visitorKeys(visitor)));
}

export const { PUT, PATCH, DELETE } = refuseMethods("/api/articles/{id}/views", ["GET", "POST"]);
