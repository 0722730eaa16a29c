// Name claims, one document per name key in `display_names`, written only through firebase-admin inside
// a transaction: by the profile route (lib/members/profile-store.ts) and when a role is taken away
// (lib/members/roles.mjs), whose staff name then ends with the role. Plain JavaScript, so the roles
// command (scripts/) shares it with the app.
import { FieldValue } from "firebase-admin/firestore";
import { nameKey, staffWordIn } from "./name-rules.mjs";
import { collections } from "../firebase/collections.mjs";

/** The name a member gets when nothing of theirs can be used. */
export const defaultName = "Member";

/**
 * The first of `base`, "base 2" to "base 50", then "base" with four random digits, that no other member
 * holds, read in the transaction; with its key and claim snapshot.
 * @param {import("firebase-admin/firestore").Transaction} transaction
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {string} base
 * @param {string} uid
 */
export async function firstFreeName(transaction, db, base, uid) {
  const attempt = async (/** @type {string} */ name) => {
    const key = nameKey(name);
    const claim = await transaction.get(db.collection(collections.names).doc(key));
    return { name, key, claim, free: !claim.exists || claim.get("uid") === uid };
  };
  let found = await attempt(base);
  for (let number = 2; !found.free && number <= 50; number += 1) found = await attempt(`${base.slice(0, 76)} ${number}`);
  if (!found.free) found = await attempt(`${base.slice(0, 74)} ${Math.floor(1000 + Math.random() * 9000)}`);
  return found;
}

/**
 * What taking away a member's staff role does to their name: a name that passes for staff is replaced
 * by the name they had before it (kept on the profile as `nameBeforeRole`) or, when that is gone or
 * taken, by the first free "Member" name; the claims, the profile and the directory entry follow, and
 * the profile keeps a notice for the member's next visit. Reads in the transaction and returns the
 * writes to make after every other read (null when the name is not a staff name), and the change.
 * @param {import("firebase-admin/firestore").Transaction} transaction
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {string} uid
 * @returns {Promise<{ from: string; to: string; write: () => void } | null>}
 */
export async function nameAfterRole(transaction, db, uid) {
  const profileRef = db.collection(collections.users).doc(uid);
  const entryRef = db.collection(collections.members).doc(uid);
  const profile = await transaction.get(profileRef);
  const from = profile.get("name");
  if (!profile.exists || typeof from !== "string" || staffWordIn(from) === null) return null;
  const before = profile.get("nameBeforeRole");
  const usable = typeof before === "string" && before.trim() !== "" && staffWordIn(before) === null;
  let next = await firstFreeName(transaction, db, usable ? before : defaultName, uid);
  // The name from before, when another member has taken it since: the default, not a number after it.
  if (usable && next.name !== before) next = await firstFreeName(transaction, db, defaultName, uid);
  const oldKey = profile.get("nameKey");
  const oldClaim = typeof oldKey === "string" && oldKey !== next.key ? await transaction.get(db.collection(collections.names).doc(oldKey)) : null;
  const entry = await transaction.get(entryRef);
  return {
    from,
    to: next.name,
    write: () => {
      transaction.set(next.claim.ref, { uid, name: next.name, at: FieldValue.serverTimestamp() });
      if (oldClaim?.get("uid") === uid) transaction.delete(oldClaim.ref);
      transaction.update(profileRef, {
        name: next.name,
        nameKey: next.key,
        nameBeforeRole: FieldValue.delete(),
        nameNotice: { from, to: next.name, reason: "role", at: FieldValue.serverTimestamp() },
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (entry.exists) transaction.update(entryRef, { name: next.name, searchName: next.name.toLowerCase() });
    },
  };
}

/** How many messages one batch renames. */
const messagesPerBatch = 400;

/**
 * Puts a member's name that ended (a staff name whose role was taken away) out of sight on their earlier
 * messages, which carry the name they were posted under: each of theirs under `from` takes `to`. Reads
 * and writes only those messages, a batch at a time. Returns how many it renamed.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {string} uid
 * @param {string} from
 * @param {string} to
 * @returns {Promise<number>}
 */
export async function renameMessages(db, uid, from, to) {
  let renamed = 0;
  for (;;) {
    const page = await db.collection(collections.chat).where("uid", "==", uid).where("name", "==", from).limit(messagesPerBatch).get();
    if (page.empty) return renamed;
    const batch = db.batch();
    for (const message of page.docs) batch.update(message.ref, { name: to });
    await batch.commit();
    renamed += page.size;
    if (page.size < messagesPerBatch) return renamed;
  }
}
