/**
 * @jest-environment node
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { Timestamp, doc, getDoc, setDoc, setLogLevel, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FirebaseServices } from "@/lib/firebase/client";
import { collections } from "@/lib/firebase/collections.mjs";
import { weekIndex } from "@/lib/firebase/weeks.mjs";
import { emulatorClients } from "@/test/emulator-clients";
import { postChatMessage, type Author } from "./chat";

// Every write the chat makes, so a test can tell which were tried; they still go to the emulator.
jest.mock("firebase/firestore", () => {
  const actual = jest.requireActual<typeof import("firebase/firestore")>("firebase/firestore");
  return { ...actual, setDoc: jest.fn(actual.setDoc) };
});

setLogLevel("silent");
// A project of its own, with the stack's accounts (the Auth emulator keeps one project).
const projectId = `demo-weekly-active-${process.pid}`;
const [host = "127.0.0.1", port = "8080"] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
const { connect, signUp, closeAll } = emulatorClients({ projectId });
let env: RulesTestEnvironment;

/** Reads past the rules (no client reads these marks). */
async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

/** A verified member with a reserved profile, who joined a month ago (two seconds between messages). */
async function member(name: string): Promise<{ client: FirebaseServices; author: Author }> {
  const client = connect(`weekly-active-${name}`);
  const author = await signUp(client, name);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const monthAgo = Timestamp.fromMillis(Date.now() - 30 * 86_400_000);
    await setDoc(doc(db, collections.users, author.uid), { name, nameKey: name.toLowerCase(), photoURL: "", bio: "", createdAt: monthAgo });
    await setDoc(doc(db, collections.stats, author.uid), { messagesSent: 0, joinedAt: monthAgo });
  });
  return { client, author };
}

const markPath = (uid: string) => `${collections.weeklyActive}/${weekIndex(Date.now())}_${uid}`;
/** How often the member's page tried to write their mark. */
const markWrites = ({ client, author }: { client: FirebaseServices; author: Author }) =>
  jest.mocked(setDoc).mock.calls.filter(([ref]) => (ref.firestore as unknown) === client.db && ref.path === markPath(author.uid)).length;
const spacing = () => new Promise((resolve) => setTimeout(resolve, 2_100));
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("not within the time allowed");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync(join(process.cwd(), "firestore.rules"), "utf8") },
  });
}, 30_000);

afterAll(async () => {
  await closeAll();
  await env.cleanup();
});

it("marks a member active this week after their first message, once, and not again for later ones", async () => {
  const wren = await member("Wren");
  const { client, author } = wren;
  await postChatMessage(client.db, author, "First message this week");
  await until(async () => (await stored(markPath(author.uid))) !== undefined);
  const mark = await stored(markPath(author.uid));
  expect(mark).toEqual({ week: weekIndex(Date.now()), uid: author.uid, at: expect.any(Timestamp) });

  await spacing();
  await postChatMessage(client.db, author, "Second message this week");
  expect(markWrites(wren)).toBe(1);
  expect(await stored(markPath(author.uid))).toEqual(mark);
});

it("sends the message whatever becomes of the mark: refused, it is not tried again; failed on the way, the next message tries", async () => {
  const ivo = await member("Ivo");
  const { client, author } = ivo;
  // Another of the member's pages marked the week already: this page's mark is refused.
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, markPath(author.uid)), { week: weekIndex(Date.now()), uid: author.uid, at: Timestamp.now() });
  });
  await postChatMessage(client.db, author, "Posted from a second tab");
  expect(markWrites(ivo)).toBe(1);
  // (By the next message, the refusal has come back.)
  await spacing();
  await postChatMessage(client.db, author, "And once more");
  expect(markWrites(ivo)).toBe(1);

  const other = await member("Oda");
  const actual = jest.requireActual<typeof import("firebase/firestore")>("firebase/firestore");
  jest.mocked(setDoc).mockImplementationOnce(() => Promise.reject(Object.assign(new Error("offline"), { code: "unavailable" })));
  await postChatMessage(other.client.db, other.author, "Sent while the mark failed");
  expect(await stored(markPath(other.author.uid))).toBeUndefined();
  jest.mocked(setDoc).mockImplementation(actual.setDoc);
  await spacing();
  await postChatMessage(other.client.db, other.author, "Sent once it was back");
  await until(async () => (await stored(markPath(other.author.uid))) !== undefined);
  expect(markWrites(other)).toBe(2);
}, 60_000);
