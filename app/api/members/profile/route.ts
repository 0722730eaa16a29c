import { api, ApiError, handler } from "@/lib/api/door";
import { guardStore } from "@/lib/firebase/store-guard";
import { storeProfile } from "@/lib/members/profile-store";
import { profileBody } from "./schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The signed-in member's profile (name, photo, bio): the only way a name changes, so that each is
 * reserved for one member and none passes for staff (see lib/members/profile-store.ts).
 */
export const { GET, POST, PUT, PATCH, DELETE } = api("/api/members/profile", {
  PUT: handler({
    firebase: "Profiles need a Firebase project; this server has none configured.",
    caller: "member",
    body: { what: "the profile", json: profileBody },
    log: "profile: save",
    failure: "Your profile could not be saved right now. Try again in a moment.",
    async run({ admin, caller, body, answer }) {
      const { name, photoURL, bio, firstFree } = body.value;
      const outcome = await guardStore("profile", () =>
        storeProfile(admin.db, { uid: caller.uid, claimedRole: caller.role, verified: caller.verified }, { name, photoURL, bio }, { firstFree }),
      );
      if (!outcome.ok) throw new ApiError(outcome.status, outcome.error, outcome.field ? { body: { field: outcome.field } } : {});
      return answer.json({ profile: { name: outcome.profile.name, photoURL: outcome.profile.photoURL, bio: outcome.profile.bio } }, 200);
    },
  }),
});
