import "@/lib/validation/jitless";
import { z } from "zod";

const eachAString = "Send name, photoURL and bio, each a string.";

/**
 * PUT /api/members/profile: the member's name, photo and bio. What each may hold is
 * lib/members/profile-store.ts's to judge; here, only that each is a string.
 */
export const profileBody = z.object({
  name: z.string({ error: eachAString }),
  photoURL: z.string({ error: eachAString }),
  bio: z.string({ error: eachAString }),
  // True only for the profile made at sign-up from the account's own name (lib/members/account.ts).
  firstFree: z
    .unknown()
    .optional()
    .transform((value) => value === true),
});
