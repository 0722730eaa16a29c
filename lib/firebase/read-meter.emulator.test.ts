/**
 * @jest-environment node
 */
import { collection, doc, getDoc, limit, onSnapshot, query, setLogLevel, where, type QuerySnapshot } from "firebase/firestore";
import { getAdmin } from "@/lib/firebase/admin";
import { emulatorClients } from "@/test/emulator-clients";
import { documentsReadSoFar, meterDocument, meterQuery } from "./read-meter";
import { collections } from "@/lib/firebase/collections.mjs";

setLogLevel("silent");
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);

// The meter `npm run bench:scale` counts reads with, against the real emulator: what a listener's first
// answer holds, each change after, and a get.
it("counts a listener's initial documents, each change after it, and a get, by collection", async () => {
  const client = connect("read-meter");
  const member = await signUp(client, "Meter");
  const tag = `meter-${Date.now().toString(36)}`;
  await Promise.all(["a", "b", "c"].map((id) => admin.db.doc(`${collections.members}/${tag}-${id}`).set({ name: tag, photoURL: "", joinedAt: new Date() })));

  const start = documentsReadSoFar();
  const read = () => {
    const now = documentsReadSoFar();
    return {
      total: now.total - start.total,
      members: (now.byCollection.community_members ?? 0) - (start.byCollection.community_members ?? 0),
      users: (now.byCollection.users ?? 0) - (start.byCollection.users ?? 0),
    };
  };
  const answers: QuerySnapshot[] = [];
  let changed: () => void = () => {};
  const stop = onSnapshot(query(collection(client.db, collections.members), where("name", "==", tag), limit(10)), (snapshot) => {
    meterQuery(snapshot);
    answers.push(snapshot);
    changed();
  });
  const answered = (predicate: () => boolean) =>
    new Promise<void>((resolve) => {
      changed = () => predicate() && resolve();
      changed();
    });
  try {
    await answered(() => answers.some((snapshot) => snapshot.size === 3 && !snapshot.metadata.fromCache));
    expect(read()).toEqual({ total: 3, members: 3, users: 0 });

    await admin.db.doc(`${collections.members}/${tag}-b`).update({ photoURL: "/avatars/tide.svg" });
    await answered(() => answers.some((snapshot) => snapshot.docs.some((entry) => entry.get("photoURL") === "/avatars/tide.svg")));
    expect(read()).toEqual({ total: 4, members: 4, users: 0 });

    meterDocument(await getDoc(doc(client.db, collections.users, member.uid)));
    expect(read()).toEqual({ total: 5, members: 4, users: 1 });
  } finally {
    stop();
  }
});
