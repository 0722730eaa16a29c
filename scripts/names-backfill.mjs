// Brings every name claim up to the current name rules (`npm run names:backfill`): each profile of a
// verified account is reserved under its name's current key (a UTS #39 skeleton, lib/members/name-rules.mjs),
// oldest profile first, so the member who had a name first keeps it; a claim under an older key is
// released in the same change. A profile whose name another member holds is left without a key and
// listed: it cannot post until its member picks a free name (the members' area offers the next free
// number on their next visit, and the profile form any name). Accounts whose address is not verified
// (or anonymous ones) hold no name: their claims are released. Directory entries from before the
// directory's search get the name it matches. Safe to run again.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore } from "firebase-admin/firestore";

import { nameKey } from "../lib/members/name-rules.mjs";
import { adminConnection } from "./admin-connection.mjs";
import { collections } from "../lib/firebase/collections.mjs";

const { options, where } = adminConnection();
const app = initializeApp(options, "names-backfill");
const db = getFirestore(app);
const auth = getAuth(app);

/**
 * The uids, among `uids`, of accounts that may hold a name: verified and not anonymous.
 * @param {string[]} uids
 */
async function verifiedAccounts(uids) {
  const verified = new Set();
  for (let start = 0; start < uids.length; start += 100) {
    const { users } = await auth.getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })));
    for (const user of users) {
      const anonymous = user.providerData.length === 0 && !user.email;
      if (user.emailVerified && !anonymous) verified.add(user.uid);
    }
  }
  return verified;
}

try {
  const profiles = await db.collection(collections.users).orderBy("createdAt").get();
  const verified = await verifiedAccounts(profiles.docs.map((profile) => profile.id));
  let reserved = 0;
  let rekeyed = 0;
  let kept = 0;
  /** @type {{ uid: string; name: string; holder: string }[]} */
  const collisions = [];
  /** @type {{ uid: string; name: string }[]} */
  const released = [];
  for (const profile of profiles.docs) {
    const name = String(profile.get("name") ?? "");
    const key = nameKey(name);
    const oldKey = profile.get("nameKey");
    const mayHold = verified.has(profile.id);
    if (mayHold && oldKey === key) {
      kept += 1;
      continue;
    }
    if (!mayHold && typeof oldKey !== "string") continue;
    const outcome = await db.runTransaction(async (transaction) => {
      const claimRef = db.collection(collections.names).doc(key);
      const claim = mayHold ? await transaction.get(claimRef) : null;
      const old = typeof oldKey === "string" && (oldKey !== key || !mayHold) ? await transaction.get(db.collection(collections.names).doc(oldKey)) : null;
      const releaseOld = () => {
        if (old?.get("uid") === profile.id) transaction.delete(old.ref);
      };
      if (!mayHold) {
        releaseOld();
        transaction.update(profile.ref, { nameKey: FieldValue.delete() });
        return "released";
      }
      if (claim?.exists && claim.get("uid") !== profile.id) {
        releaseOld();
        if (typeof oldKey === "string") transaction.update(profile.ref, { nameKey: FieldValue.delete() });
        return { holder: String(claim.get("uid")) };
      }
      transaction.set(claimRef, { uid: profile.id, name, at: FieldValue.serverTimestamp() });
      transaction.update(profile.ref, { nameKey: key });
      releaseOld();
      return typeof oldKey === "string" ? "rekeyed" : "reserved";
    });
    if (outcome === "reserved") reserved += 1;
    else if (outcome === "rekeyed") rekeyed += 1;
    else if (outcome === "released") released.push({ uid: profile.id, name });
    else collisions.push({ uid: profile.id, name, holder: outcome.holder });
  }
  console.log(
    `${reserved} names reserved on ${where}; ${rekeyed} re-keyed under the current rules; ${kept} were reserved already; ${collisions.length} collide with a name another member holds; ${released.length} released from accounts that are not verified.`,
  );
  for (const { uid, name, holder } of collisions) console.log(`  ${uid} "${name}": held by ${holder}`);
  for (const { uid, name } of released) console.log(`  ${uid} "${name}": released, the account's address is not verified`);

  // The directory's search matches `searchName`, the name in lower case: given to entries from before it.
  let searchable = 0;
  let page = db.collection(collections.members).orderBy("__name__").limit(300);
  for (;;) {
    const entries = await page.get();
    const batch = db.batch();
    let changed = 0;
    for (const entry of entries.docs) {
      const searchName = String(entry.get("name") ?? "").toLowerCase();
      if (entry.get("searchName") === searchName) continue;
      batch.update(entry.ref, { searchName });
      changed += 1;
    }
    if (changed > 0) await batch.commit();
    searchable += changed;
    const last = entries.docs.at(-1);
    if (!last || entries.size < 300) break;
    page = db.collection(collections.members).orderBy("__name__").startAfter(last).limit(300);
  }
  console.log(`${searchable} directory entries given the name the directory's search matches.`);
} catch (error) {
  console.error(`The names could not be reserved on ${where}: ${error?.message ?? error}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
