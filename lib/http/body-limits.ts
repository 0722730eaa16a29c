/**
 * The largest body each route reads, in bytes. The request gate refuses a larger Content-Length before
 * the route runs, and each route reads no further than its own limit; any other address takes at most
 * `otherBodyBytes`. Every route that reads a body is here: lib/api/door.ts will not serve one that is not.
 */
export const bodyLimits = {
  "/api/contact": 32 * 1024,
  "/api/assistant": 256 * 1024,
  "/api/assistant/feedback": 16 * 1024,
  // The question, the last 20 messages of 2,000 characters each, in UTF-8.
  "/api/assistant/handover": 192 * 1024,
  // A message of 1,000 characters (up to 4 bytes each, more when url-encoded), its reply and six mentions.
  "/api/community/messages": 16 * 1024,
  "/api/community/presence": 1024,
  "/api/members/profile": 4 * 1024,
  "/api/members/session": 8 * 1024,
  "/api/members/mention-emails": 1024,
  "/api/console/members": 2 * 1024,
  "/api/console/assignments": 1024,
} as const satisfies Readonly<Record<string, number>>;

export const otherBodyBytes = 16 * 1024;
