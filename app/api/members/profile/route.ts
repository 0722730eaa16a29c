import { readJsonObject } from "@/lib/http/body";
import { getAdmin } from "@/lib/firebase/admin";
import { verifyCaller } from "@/lib/members/caller";
import { guardStore, retryAfterHeaders } from "@/lib/firebase/store-guard";
import { storeProfile } from "@/lib/members/profile-store";
import { refuseMethods } from "@/lib/http/refuse-methods";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };
const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...noStore, ...headers } });

/**
 * The signed-in member's profile (name, photo, bio): the only way a name changes, so that each is
 * reserved for one member and none passes for staff (see lib/members/profile-store.ts).
 */
export async function PUT(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return json({ error: "Profiles need a Firebase project; this server has none configured." }, 503);
  const check = await verifyCaller(admin, request);
  if (!check.ok) return json({ error: check.error }, check.status);
  const parsed = await readJsonObject(request, 4096, "the profile");
  if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
  const { name, photoURL, bio, firstFree } = parsed.value as Record<string, unknown>;
  if (typeof name !== "string" || typeof photoURL !== "string" || typeof bio !== "string") {
    return json({ error: "Send name, photoURL and bio, each a string." }, 400);
  }
  const { caller } = check;
  try {
    const outcome = await guardStore("profile", () =>
      storeProfile(
        admin.db,
        { uid: caller.uid, claimedRole: caller.role, verified: caller.verified },
        { name, photoURL, bio },
        { firstFree: firstFree === true },
      ),
    );
    if (!outcome.ok) return json({ error: outcome.error, ...(outcome.field ? { field: outcome.field } : {}) }, outcome.status);
    return json({ profile: { name: outcome.profile.name, photoURL: outcome.profile.photoURL, bio: outcome.profile.bio } }, 200);
  } catch (error) {
    console.error(`[profile] save: ${error instanceof Error ? error.message : String(error)}`);
    return json({ error: "Your profile could not be saved right now. Try again in a moment." }, 503, retryAfterHeaders(error));
  }
}

export const { GET, POST, PATCH, DELETE } = refuseMethods("/api/members/profile", ["PUT"]);
