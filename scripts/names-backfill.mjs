// Reserves the names of profiles written before names were reserved (`npm run names:backfill`): each
// profile without a name key gets its name's claim, oldest profile first, so the member who had a name
// first keeps it. A profile whose name another member holds is left without a key and listed here: it
// cannot post until its member picks a free name (the members' area offers the next free number on
// their next visit, and the profile form any name). Safe to run again.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { nameKey } from "../lib/members/name-rules.mjs";
import { adminConnection } from "./admin-connection.mjs";

const { options, where } = adminConnection();
const app = initializeApp(options, "names-backfill");
const db = getFirestore(app);

try {
  const profiles = await db.collection("users").orderBy("createdAt").get();
  let reserved = 0;
  let kept = 0;
  /** @type {{ uid: string; name: string; holder: string }[]} */
  const collisions = [];
  for (const profile of profiles.docs) {
    if (typeof profile.get("nameKey") === "string") {
      kept += 1;
      continue;
    }
    const name = String(profile.get("name") ?? "");
    const key = nameKey(name);
    const outcome = await db.runTransaction(async (transaction) => {
      const claimRef = db.collection("display_names").doc(key);
      const claim = await transaction.get(claimRef);
      if (claim.exists && claim.get("uid") !== profile.id) return { holder: String(claim.get("uid")) };
      transaction.set(claimRef, { uid: profile.id, name, at: FieldValue.serverTimestamp() });
      transaction.update(profile.ref, { nameKey: key });
      return { holder: null };
    });
    if (outcome.holder) collisions.push({ uid: profile.id, name, holder: outcome.holder });
    else reserved += 1;
  }
  console.log(`${reserved} names reserved on ${where}; ${kept} were reserved already; ${collisions.length} collide with a name another member holds.`);
  for (const { uid, name, holder } of collisions) console.log(`  ${uid} "${name}": held by ${holder}`);
} catch (error) {
  console.error(`The names could not be reserved on ${where}: ${error?.message ?? error}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
