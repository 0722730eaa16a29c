import "@/lib/validation/jitless";
import { z } from "zod";

const sendIdToken = 'Send { "idToken": "..." }: the member\'s Firebase ID token.';

/** POST /api/members/session: the member's ID token, exchanged for a session cookie. */
export const sessionBody = z.object({ idToken: z.string({ error: sendIdToken }).min(20, sendIdToken).max(8000, sendIdToken) });
