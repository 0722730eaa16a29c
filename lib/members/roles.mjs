// Operator roles, kept as Firebase custom claims (`role`: "admin" or "moderator") and mirrored to
// `member_roles/{uid}`, whose change tells the member's open pages to refresh their ID token. Used by
// `npm run roles` and by the console's members tab, both through firebase-admin.
import { FieldValue } from "firebase-admin/firestore";
import { nameAfterRole, renameMessages } from "./name-claims.mjs";
import { collections } from "../firebase/collections.mjs";
import { isOperatorRole, operatorRoles, rankOf, roleOf } from "./operator-role.mjs";

/** @typedef {import("./operator-role.mjs").OperatorRole} OperatorRole */

/**
 * Gives a member a role, or takes it away (`role` null), and records it: the claims first (the
 * authority the server checks), then, for less power than before, the account's sessions are ended,
 * then the mirror document (which the rules also check) and an audit entry; with no role left, a name
 * that passes for staff is replaced in the same change (lib/members/name-claims.mjs), and then on the
 * member's earlier messages.
 * @param {import("firebase-admin/auth").Auth} auth
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {string} uid
 * @param {OperatorRole | null} role
 * @param {{ by: string; byName: string }} actor
 * @returns {Promise<{ uid: string; email: string; previous: OperatorRole | null; role: OperatorRole | null; renamed: { from: string; to: string } | null }>}
 */
export async function setRole(auth, db, uid, role, actor) {
  if (role !== null && !isOperatorRole(role)) throw new RangeError(`A role is one of ${operatorRoles.join(", ")}.`);
  const user = await auth.getUser(uid);
  const claims = { ...(user.customClaims ?? {}) };
  const previous = roleOf(claims);
  if (role) claims.role = role;
  else delete claims.role;
  await auth.setCustomUserClaims(uid, Object.keys(claims).length > 0 ? claims : null);
  // Less power than before: every session signs in again, and the server refuses tokens issued
  // until now (the rules already go by the mirror below).
  if (rankOf(role) < rankOf(previous)) await auth.revokeRefreshTokens(uid);
  // The mirror, the audit entry and, with no role left, the end of a staff name, in one change.
  const renamed = await db.runTransaction(async (transaction) => {
    const rename = role === null ? await nameAfterRole(transaction, db, uid) : null;
    transaction.set(db.collection(collections.roles).doc(uid), { role: role ?? "member", updatedAt: FieldValue.serverTimestamp() });
    const renaming = rename ? `; name “${rename.from}” became “${rename.to}”` : "";
    transaction.create(db.collection(collections.audit).doc(), {
      action: role ? "grant" : "revoke",
      target: uid,
      targetUid: uid,
      reason: role ? `Role: ${role}` : `Role removed: ${previous ?? "none"}${renaming}`,
      by: actor.by,
      byName: actor.byName,
      at: FieldValue.serverTimestamp(),
    });
    rename?.write();
    return rename ? { from: rename.from, to: rename.to } : null;
  });
  // The staff name goes from the member's earlier messages too, so other members no longer see it.
  if (renamed) await renameMessages(db, uid, renamed.from, renamed.to);
  return { uid, email: user.email ?? "", previous, role, renamed };
}

/**
 * Every account that holds a role, by e-mail.
 * @param {import("firebase-admin/auth").Auth} auth
 * @returns {Promise<{ uid: string; email: string; name: string; role: OperatorRole }[]>}
 */
export async function listOperators(auth) {
  const found = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const role = roleOf(user.customClaims);
      if (role) found.push({ uid: user.uid, email: user.email ?? "", name: user.displayName ?? "", role });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return found.sort((a, b) => a.role.localeCompare(b.role) || a.email.localeCompare(b.email));
}
