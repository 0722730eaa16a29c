/**
 * @jest-environment node
 */
import { collection, doc, getDoc, limit, onSnapshot, orderBy, query, setLogLevel, where } from "firebase/firestore";
import { postChatMessage } from "@/lib/community/chat";
import { ensureMemberRecords } from "@/lib/members/records";
import { routeProfileCreator } from "@/test/profile-route";
import { buildCredentials } from "./config";
import { emulatorClients } from "@/test/emulator-clients";
import { collections } from "@/lib/firebase/collections.mjs";

setLogLevel("silent");

const { connect, signUp, closeAll } = emulatorClients();

afterAll(closeAll);

it("reads the emulators from the same credentials the browser gets", () => {
  const credentials = buildCredentials(process.env);
  expect(credentials.firebase?.projectId).toBe(process.env.EMULATOR_TEST_PROJECT_ID);
  expect(credentials.emulators?.auth).toBe(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
});

it("signs up, writes its records, posts with the stats increment and another member receives it live", async () => {
  const writer = connect("writer");
  const reader = connect("reader");
  const author = await signUp(writer, "Grace");
  await signUp(reader, "Linus");

  await ensureMemberRecords(writer.db, author, { verified: true, createProfile: routeProfileCreator(writer) });
  const profile = await getDoc(doc(writer.db, collections.users, author.uid));
  expect(profile.data()).toMatchObject({ name: "Grace", photoURL: "", bio: "" });
  expect((await getDoc(doc(writer.db, collections.members, author.uid))).exists()).toBe(true);

  const text = `Hello from the integration test ${Date.now()}`;
  const received = new Promise<{ id: string; text: string; uid: string }>((resolve, reject) => {
    const newest = query(collection(reader.db, collections.chat), where("hidden", "==", false), orderBy("timestamp", "desc"), limit(20));
    const stop = onSnapshot(
      newest,
      (snapshot) => {
        const match = snapshot.docs.find((message) => message.data().text === text);
        if (match) {
          stop();
          resolve({ id: match.id, text: match.data().text, uid: match.data().uid });
        }
      },
      reject,
    );
  });

  const id = await postChatMessage(writer.db, author, `  ${text}  `);
  await expect(received).resolves.toEqual({ id, text, uid: author.uid });

  const stats = await getDoc(doc(writer.db, collections.stats, author.uid));
  expect(stats.data()).toMatchObject({ messagesSent: 1, lastMessageId: id });
});

it("refuses a second message inside two seconds", async () => {
  const client = connect("eager");
  const author = await signUp(client, "Eager");
  await ensureMemberRecords(client.db, author, { verified: true, createProfile: routeProfileCreator(client) });
  await postChatMessage(client.db, author, "First");
  await expect(postChatMessage(client.db, author, "Second, too soon")).rejects.toMatchObject({ code: "permission-denied" });
});
