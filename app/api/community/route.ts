import { readCommunitySummary } from "@/lib/community/public-summary";
import { getAdmin } from "@/lib/firebase/admin";
import { retryAfterHeaders } from "@/lib/firebase/store-guard";
import { refuseMethods } from "@/lib/http/refuse-methods";

export const dynamic = "force-dynamic";

export async function GET() {
  const admin = getAdmin();
  if (!admin) {
    return Response.json(
      { error: "The community is unavailable: the server has no Firebase project." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  try {
    // Shared caches may keep it briefly: a member count a few seconds old is still live enough.
    return Response.json(await readCommunitySummary(admin.db), { headers: { "Cache-Control": "public, max-age=0, s-maxage=15" } });
  } catch (error) {
    console.error(`[community] ${error instanceof Error ? error.message : String(error)}`);
    return Response.json(
      { error: "The community is unavailable right now." },
      { status: 503, headers: { "Cache-Control": "no-store", ...retryAfterHeaders(error) } },
    );
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseMethods("/api/community", ["GET"]);
