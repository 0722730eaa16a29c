import "@/lib/validation/jitless";
import { z } from "zod";

/** POST /api/community/presence: nothing, or `{ "leaving": true }` from a page that is closing. */
export const presenceBody = z.object({
  leaving: z.boolean({ error: 'Send { "leaving": true } when the page closes, or nothing.' }).optional(),
});
