// The operator roles, one list for the whole product: Firebase custom claims (`role`), the role mirror
// `member_roles/{uid}`, the console's checks and the chat's staff badges all name a role from it. Plain
// JavaScript with no imports, so `npm run roles`, the server and the browser share it.

/** @typedef {"admin" | "moderator"} OperatorRole */

/** @type {readonly OperatorRole[]} */
export const operatorRoles = ["admin", "moderator"];

/** @param {unknown} value @returns {value is OperatorRole} */
export const isOperatorRole = (value) => value === "admin" || value === "moderator";

/** The operator role in a user's custom claims, or null. @param {Record<string, unknown> | undefined} claims @returns {OperatorRole | null} */
export const roleOf = (claims) => (isOperatorRole(claims?.role) ? claims.role : null);

/** How much a role may do: an admin everything, a moderator the community, a member neither. @param {OperatorRole | null} role */
export const rankOf = (role) => (role === "admin" ? 2 : role === "moderator" ? 1 : 0);
