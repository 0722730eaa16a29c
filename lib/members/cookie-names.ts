/** The members' cookies, by name: read by the server, written by the server (the session) or the browser (the time zone). */

/**
 * The server's session (`HttpOnly`), made from the member's ID token after sign-in: Firebase's
 * conventional name, the one cookie a CDN in front passes on.
 */
export const sessionCookieName = "__session";

/** The browser's time zone, which the members' pages set so the server writes times as the page would. */
export const timeZoneCookieName = "tz";
