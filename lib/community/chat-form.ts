/**
 * The chat's form as it posts without JavaScript (app/api/community/messages): where it may send the
 * member back to, and the cookie that keeps a refused message's text for the page that says why.
 */

/** The pages the chat's form is on; a post goes back to the one it came from. */
export const chatReturnPaths = ["/community-chat", "/dashboard?tab=community"] as const;
export type ChatReturnPath = (typeof chatReturnPaths)[number];

/** Holds a message the server refused, for ten minutes, so the page it goes back to shows it in the box. */
export const chatDraftCookie = "chat_draft";

/** The route the chat's form posts to. */
export const chatPostRoute = "/api/community/messages";
