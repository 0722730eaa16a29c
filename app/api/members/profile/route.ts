import "@/lib/validation/jitless";
import { z } from "zod";
import { getAdmin } from "@/lib/firebase/admin";
import { guardStore, secondsBeforeRetry } from "@/lib/firebase/store-guard";
import { readJsonBody } from "@/lib/http/body";
import { describeError } from "@/lib/http/describe-error";
import { refuseMethods } from "@/lib/http/refuse-methods";
import { json, unavailable } from "@/lib/http/responses";
import { verifyCaller } from "@/lib/members/caller";
import { storeProfile } from "@/lib/members/profile-store";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const eachAString = "Send name, photoURL and bio, each a string.";

/** What the name, photo and bio may hold is profile-store's to judge; here, only that each is a string. */
const profileSchema = z.object({
  name: z.string({ error: eachAString }),
  photoURL: z.string({ error: eachAString }),
  bio: z.string({ error: eachAString }),
  // True only for the profile made at sign-up from the account's own name (lib/members/account.ts).
  firstFree: z
    .unknown()
    .optional()
    .transform((value) => value === true),
});

/**
 * The signed-in member's profile (name, photo, bio): the only way a name changes, so that each is
 * reserved for one member and none passes for staff (see lib/members/profile-store.ts).
 */
export async function PUT(request: Request): Promise<Response> {
  const admin = getAdmin();
  if (!admin) return unavailable("Profiles need a Firebase project; this server has none configured.");
  const check = await verifyCaller(admin, request);
  if (!check.ok) return json({ error: check.error }, check.status);
  const parsed = await readJsonBody(request, 4096, "the profile", profileSchema);
  if (!parsed.ok) return json({ error: parsed.error }, parsed.status);
  const { name, photoURL, bio, firstFree } = parsed.value;
  const { caller } = check;
  try {
    const outcome = await guardStore("profile", () =>
      storeProfile(admin.db, { uid: caller.uid, claimedRole: caller.role, verified: caller.verified }, { name, photoURL, bio }, { firstFree }),
    );
    if (!outcome.ok) return json({ error: outcome.error, ...(outcome.field ? { field: outcome.field } : {}) }, outcome.status);
    return json({ profile: { name: outcome.profile.name, photoURL: outcome.profile.photoURL, bio: outcome.profile.bio } }, 200);
  } catch (error) {
    console.error(`[profile] save: ${describeError(error)}`);
    return unavailable("Your profile could not be saved right now. Try again in a moment.", secondsBeforeRetry(error));
  }
}

export const { GET, POST, PATCH, DELETE } = refuseMethods("/api/members/profile", ["PUT"]);
