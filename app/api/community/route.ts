import { readCommunitySummary } from "@/lib/community/public-summary";
import { getAdmin } from "@/lib/firebase/admin";
import { secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { json, unavailable } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export async function GET() {
  const admin = getAdmin();
  if (!admin) return unavailable("The community is unavailable: the server has no Firebase project.");
  try {
    // Shared caches may keep it briefly: a member count a few seconds old is still live enough.
    return json(await readCommunitySummary(admin.db), 200, { "Cache-Control": "public, max-age=0, s-maxage=15" });
  } catch (error) {
    console.error(`[community] ${describeError(error)}`);
    return unavailable("The community is unavailable right now.", secondsBeforeRetry(error));
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseMethods("/api/community", ["GET"]);
