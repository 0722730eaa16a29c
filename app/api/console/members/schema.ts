import "@/lib/validation/jitless";
import { z } from "zod";
import { documentId } from "@/lib/firebase/document-id";

/** GET /api/console/members `?after=`: the `next` a page of members gave (Firebase Auth's page token). */
export const afterQuery = z.string().regex(/^[A-Za-z0-9_=+/-]{1,512}$/, "`after` is the `next` a page of members gave.");

/** POST /api/console/members: a member made moderator, or a moderator made a member again (null). */
export const roleChangeBody = z.object({
  uid: documentId("the member's uid").regex(/^[A-Za-z0-9_-]{1,128}$/, "Name the member by their uid."),
  role: z.union([z.literal("moderator"), z.null()], {
    error: 'The console grants "moderator" or takes it away (null); admins are named with `npm run roles`.',
  }),
});
