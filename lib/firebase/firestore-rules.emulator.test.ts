/**
 * @jest-environment node
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import { readFileSync } from "node:fs";
import { join } from "node:path";

let env: RulesTestEnvironment;

// Denials are the point of half of these tests; the SDK would log each one as a warning.
setLogLevel("silent");

const [host = "127.0.0.1", port = "8080"] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: `demo-rules-${process.pid}`,
    firestore: { host, port: Number(port), rules: readFileSync(join(process.cwd(), "firestore.rules"), "utf8") },
  });
});

afterAll(() => env.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await seed({
    "users/bob": { name: "Bob", photoURL: "", bio: "", createdAt: Timestamp.now() },
    "user_stats/ada": { messagesSent: 0, joinedAt: Timestamp.now() },
    "user_stats/bob": { messagesSent: 3, joinedAt: Timestamp.now(), lastMessageAt: Timestamp.fromMillis(Date.now() - 60_000), lastMessageId: "old" },
    "community_members/bob": { name: "Bob", photoURL: "", joinedAt: Timestamp.now() },
    "community_chat/old": { text: "Earlier", uid: "bob", name: "Bob", photoURL: "", timestamp: Timestamp.now() },
  });
});

async function seed(documents: Record<string, DocumentData>) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(documents)) await setDoc(doc(db, path), data);
  });
}

const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const anonymous = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

const profile = (overrides: DocumentData = {}) => ({ name: "Ada", photoURL: "https://example.com/ada.png", bio: "Builds things.", createdAt: serverTimestamp(), ...overrides });
const member = (overrides: DocumentData = {}) => ({ name: "Ada", photoURL: "", joinedAt: serverTimestamp(), ...overrides });

/** A chat message and its stats increment in one batch, as the chat posts them. */
function postMessage(db: Firestore, uid: string, message: DocumentData = {}, stats: DocumentData = {}) {
  const ref = doc(collection(db, "community_chat"));
  const batch = writeBatch(db);
  batch.set(ref, { text: "Hello everyone", uid, name: "Ada", photoURL: "", timestamp: serverTimestamp(), ...message });
  batch.update(doc(db, "user_stats", uid), { messagesSent: increment(1), lastMessageAt: serverTimestamp(), lastMessageId: ref.id, ...stats });
  return batch.commit();
}

describe("users/{uid}", () => {
  it("is readable by signed-in members only", async () => {
    await assertSucceeds(getDoc(doc(as("ada"), "users/bob")));
    await assertFails(getDoc(doc(anonymous(), "users/bob")));
  });

  it("is created by its owner with whitelisted, capped fields and the server's time", async () => {
    await assertSucceeds(setDoc(doc(as("ada"), "users/ada"), profile()));
    await assertFails(setDoc(doc(as("ada"), "users/carol"), profile()));
    await assertFails(setDoc(doc(anonymous(), "users/ada"), profile()));
    await assertFails(setDoc(doc(as("ada"), "users/ada"), profile({ role: "admin" })));
    await assertFails(setDoc(doc(as("ada"), "users/ada"), profile({ name: "x".repeat(81) })));
    await assertFails(setDoc(doc(as("ada"), "users/ada"), profile({ name: "   " })));
    await assertFails(setDoc(doc(as("ada"), "users/ada"), profile({ bio: "x".repeat(501) })));
    await assertFails(setDoc(doc(as("ada"), "users/ada"), profile({ photoURL: "javascript:alert(1)" })));
    await assertFails(setDoc(doc(as("ada"), "users/ada"), profile({ createdAt: Timestamp.fromMillis(0) })));
  });

  it("is updated only by its owner, never its creation time, and never deleted", async () => {
    await assertSucceeds(updateDoc(doc(as("bob"), "users/bob"), { name: "Robert", bio: "Ships on Fridays.", updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as("ada"), "users/bob"), { name: "Hacked" }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { updatedAt: Timestamp.fromMillis(0) }));
    await assertFails(deleteDoc(doc(as("bob"), "users/bob")));
  });
});

describe("user_stats/{uid}", () => {
  it("is readable by its owner only", async () => {
    await assertSucceeds(getDoc(doc(as("bob"), "user_stats/bob")));
    await assertFails(getDoc(doc(as("ada"), "user_stats/bob")));
    await assertFails(getDoc(doc(anonymous(), "user_stats/bob")));
  });

  it("is created by its owner with zeros", async () => {
    await assertSucceeds(setDoc(doc(as("carol"), "user_stats/carol"), { messagesSent: 0, joinedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(as("dave"), "user_stats/dave"), { messagesSent: 10, joinedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(as("dave"), "user_stats/erin"), { messagesSent: 0, joinedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(as("dave"), "user_stats/dave"), { messagesSent: 0, joinedAt: serverTimestamp(), lastMessageAt: serverTimestamp() }));
  });

  it("goes up by one only together with the member's own new chat message", async () => {
    await assertSucceeds(postMessage(as("ada"), "ada"));
    await assertFails(updateDoc(doc(as("bob"), "user_stats/bob"), { messagesSent: increment(1), lastMessageAt: serverTimestamp(), lastMessageId: "fresh" }));
    await assertFails(updateDoc(doc(as("bob"), "user_stats/bob"), { messagesSent: increment(1), lastMessageAt: serverTimestamp(), lastMessageId: "old" }));
    await assertFails(postMessage(as("bob"), "bob", {}, { messagesSent: increment(2) }));
    await assertFails(postMessage(as("bob"), "bob", {}, { lastMessageAt: Timestamp.now() }));
    await assertFails(updateDoc(doc(as("ada"), "user_stats/bob"), { messagesSent: 4 }));
  });

  it("allows at most one message every two seconds", async () => {
    await assertSucceeds(postMessage(as("bob"), "bob"));
    await assertFails(postMessage(as("bob"), "bob", { text: "Again, straight away" }));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await assertSucceeds(postMessage(as("bob"), "bob", { text: "Two seconds later" }));
    const snapshot = await getDoc(doc(as("bob"), "user_stats/bob"));
    expect(snapshot.data()?.messagesSent).toBe(5);
  });
});

describe("community_members/{uid}", () => {
  it("is readable by signed-in members only", async () => {
    await assertSucceeds(getDocs(query(collection(as("ada"), "community_members"), limit(20))));
    await assertFails(getDocs(query(collection(anonymous(), "community_members"), limit(20))));
  });

  it("lets a member write only their own whitelisted entry", async () => {
    await assertSucceeds(setDoc(doc(as("ada"), "community_members/ada"), member()));
    await assertFails(setDoc(doc(as("ada"), "community_members/carol"), member()));
    await assertFails(setDoc(doc(as("ada"), "community_members/ada"), member({ admin: true })));
    await assertSucceeds(updateDoc(doc(as("bob"), "community_members/bob"), { name: "Robert", photoURL: "https://example.com/b.png" }));
    await assertFails(updateDoc(doc(as("bob"), "community_members/bob"), { joinedAt: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(doc(as("ada"), "community_members/bob"), { name: "Not Bob" }));
  });
});

describe("community_chat/{id}", () => {
  it("is read by signed-in members, in pages of at most 50", async () => {
    await assertSucceeds(getDoc(doc(as("ada"), "community_chat/old")));
    await assertFails(getDoc(doc(anonymous(), "community_chat/old")));
    await assertSucceeds(getDocs(query(collection(as("ada"), "community_chat"), orderBy("timestamp", "desc"), limit(50))));
    await assertFails(getDocs(query(collection(as("ada"), "community_chat"), orderBy("timestamp", "desc"), limit(51))));
    await assertFails(getDocs(collection(as("ada"), "community_chat")));
    await assertFails(getDocs(query(collection(anonymous(), "community_chat"), limit(20))));
  });

  it("accepts exactly the five fields from their author, stamped by the server", async () => {
    await assertSucceeds(postMessage(as("ada"), "ada", { text: "x".repeat(1000) }));
    await seed({ "user_stats/ada": { messagesSent: 0, joinedAt: Timestamp.now() } });
    await assertFails(postMessage(as("ada"), "ada", { text: "" }));
    await assertFails(postMessage(as("ada"), "ada", { text: "x".repeat(1001) }));
    await assertFails(postMessage(as("ada"), "ada", { pinned: true }));
    await assertFails(postMessage(as("ada"), "ada", { uid: "bob" }));
    await assertFails(postMessage(as("ada"), "ada", { timestamp: Timestamp.fromMillis(Date.now() + 60_000) }));
    await assertFails(setDoc(doc(as("ada"), "community_chat/lonely"), { text: "No stats", uid: "ada", name: "Ada", photoURL: "", timestamp: serverTimestamp() }));
    await assertFails(postMessage(anonymous(), "ada"));
  });

  it("is never updated or deleted", async () => {
    await assertFails(updateDoc(doc(as("bob"), "community_chat/old"), { text: "Edited" }));
    await assertFails(deleteDoc(doc(as("bob"), "community_chat/old")));
  });
});

describe.each(["contact_messages", "assistant_feedback", "article_views", "contact_limits", "visitor_limits"])("%s", (name) => {
  it("is written by the server only, and never read or written by clients", async () => {
    await seed({ [`${name}/first`]: { createdAt: Timestamp.now() } });
    await assertFails(getDoc(doc(as("ada"), `${name}/first`)));
    await assertFails(getDocs(query(collection(as("ada"), name), limit(10))));
    await assertFails(getDoc(doc(anonymous(), `${name}/first`)));
    await assertFails(setDoc(doc(as("ada"), `${name}/second`), { createdAt: serverTimestamp() }));
    await assertFails(setDoc(doc(anonymous(), `${name}/third`), { createdAt: serverTimestamp() }));
  });
});
