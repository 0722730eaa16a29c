// Gives chat messages written before moderation existed their `hidden: false`, once: members' chats
// list only messages that carry it (`npm run chat:backfill`). Safe to run again: it only touches
// messages without the field, in batches of 400.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { adminConnection } from "./admin-connection.mjs";
import { collections } from "../lib/firebase/collections.mjs";

const { options, where } = adminConnection();
const app = initializeApp(options, "chat-backfill");
const db = getFirestore(app);
try {
  let updated = 0;
  let scanned = 0;
  let cursor;
  for (;;) {
    let page = db.collection(collections.chat).orderBy("__name__").limit(400);
    if (cursor) page = page.startAfter(cursor);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    const batch = db.batch();
    let inBatch = 0;
    for (const message of snapshot.docs) {
      if (typeof message.get("hidden") === "boolean") continue;
      batch.update(message.ref, { hidden: false });
      inBatch += 1;
    }
    if (inBatch > 0) await batch.commit();
    updated += inBatch;
    scanned += snapshot.size;
    cursor = snapshot.docs.at(-1);
  }
  console.log(`${updated} of ${scanned} chat messages given hidden: false on ${where}.`);
} catch (error) {
  console.error(`The chat messages could not be updated on ${where}: ${error?.message ?? error}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
