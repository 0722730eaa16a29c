// Takes out of the members' directory (and so off /community) every entry whose account has no
// verified e-mail address, signs in anonymously, or no longer exists, once (`npm run community:verified`):
// the rules now list only verified members, and entries written before that rule stay until removed.
// A member removed here is listed again, under their profile's name, once they verify their address.
// Safe to run again.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { adminConnection } from "./admin-connection.mjs";
import { collections } from "../lib/firebase/collections.mjs";

const { options, where } = adminConnection();
const app = initializeApp(options, "community-verified");
const db = getFirestore(app);
const auth = getAuth(app);

/** @param {import("firebase-admin/auth").UserRecord | undefined} account */
const takesPart = (account) => Boolean(account && account.emailVerified && !account.disabled && account.providerData.length > 0);

try {
  let removed = 0;
  let scanned = 0;
  let cursor;
  for (;;) {
    let page = db.collection(collections.members).orderBy("__name__").limit(100);
    if (cursor) page = page.startAfter(cursor);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    const { users } = await auth.getUsers(snapshot.docs.map((entry) => ({ uid: entry.id })));
    const accounts = new Map(users.map((user) => [user.uid, user]));
    const batch = db.batch();
    let inBatch = 0;
    for (const entry of snapshot.docs) {
      if (takesPart(accounts.get(entry.id))) continue;
      batch.delete(entry.ref);
      inBatch += 1;
    }
    if (inBatch > 0) await batch.commit();
    removed += inBatch;
    scanned += snapshot.size;
    cursor = snapshot.docs.at(-1);
  }
  console.log(`${removed} of ${scanned} directory entries removed on ${where}: their accounts are unverified, anonymous, disabled or gone.`);
} catch (error) {
  console.error(`The directory could not be checked on ${where}: ${error?.message ?? error}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
