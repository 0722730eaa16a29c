import { readViews, recordView } from "@/lib/articles/views";
import { getArticle } from "@/lib/content";
import { getAdmin } from "@/lib/firebase/admin";
import { documentIdProblem } from "@/lib/firebase/document-id";
import { retryAfterHeaders } from "@/lib/firebase/store-guard";
import { createRateLimiter } from "@/lib/visitor/rate-limit";
import { identifyVisitor, visitorCookieHeader, visitorKeys, type Visitor } from "@/lib/visitor/visitor";
import { refuseMethods } from "@/lib/http/refuse-methods";

type Context = { params: Promise<{ id: string }> };

/** Generous for a reader (one count per article page), tight for a script. */
export const viewsRateLimit = { limit: 30, windowMs: 60_000 };
const limiter = createRateLimiter(viewsRateLimit);

const noStore = { "Cache-Control": "no-store" };

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

async function handle(
  request: Request,
  { params }: Context,
  count: (db: NonNullable<ReturnType<typeof getAdmin>>["db"], id: string, visitor: Visitor) => Promise<Record<string, unknown>>,
) {
  const { id } = await params;
  const visitor = identifyVisitor(request.headers);
  if (!limiter.take(visitor.address)) {
    return json({ error: "Too many requests. Please wait a minute." }, 429, { "Retry-After": String(limiter.retryAfterSeconds(visitor.address)) });
  }
  // The id names the count's document: one Firestore would refuse is no article's, and never reaches the store.
  const problem = documentIdProblem(id);
  if (problem) return json({ error: `The article id ${problem}.` }, 400);
  const article = getArticle(id);
  if (!article) return json({ error: `No article has the id "${id}".` }, 404);
  const admin = getAdmin();
  if (!admin) return json({ error: "View counts are unavailable: the server has no Firebase project." }, 503);
  try {
    const body = await count(admin.db, article.id, visitor);
    const cookie = visitor.isNew ? { "Set-Cookie": visitorCookieHeader(visitor, new URL(request.url).protocol === "https:") } : undefined;
    return json({ id: article.id, ...body }, 200, cookie);
  } catch (error) {
    console.error(`[views] ${article.id}: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: "View counts are unavailable right now." }, 503, retryAfterHeaders(error));
  }
}

export function GET(request: Request, context: Context) {
  return handle(request, context, async (db, id) => ({ views: await readViews(db, id) }));
}

export function POST(request: Request, context: Context) {
  return handle(request, context, (db, id, visitor) => recordView(db, id, visitorKeys(visitor)));
}

export const { PUT, PATCH, DELETE } = refuseMethods("/api/articles/{id}/views", ["GET", "POST"]);
