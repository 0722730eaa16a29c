/**
 * @jest-environment node
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { signInAnonymously } from "firebase/auth";
import { setLogLevel } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getAdmin, type AdminServices } from "@/lib/firebase/admin";
import type { FirebaseServices } from "@/lib/firebase/client";
import { openSession } from "@/lib/members/session";
import { emulatorClients } from "@/test/emulator-clients";
import type { Source } from "@/lib/firebase/subscription-cache";
import { chatSource, fetchMessage } from "./chat";
import { liveCache, stopLiveListeners } from "@/lib/firebase/live-cache";
import type { ChatMessage } from "./message";
import { firstChatPage, timeZoneOf, type FirstPageOutcome } from "./server-first-page";
import { collections } from "@/lib/firebase/collections.mjs";

setLogLevel("silent");
// A Firestore project of its own: other emulator suites posting to the chat cannot move the newest page
// under it. Accounts and sessions are the stack's (the Auth emulator keeps one project).
const projectId = `demo-first-page-${process.pid}`;
const [host = "127.0.0.1", port = "8080"] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
const { connect, signUp, closeAll } = emulatorClients({ projectId });
const stack = getAdmin();
if (!stack) throw new Error("firebase-admin should be configured for the emulators");
const app = initializeApp({ projectId }, `first-page-${process.pid}`);
const admin: AdminServices = { ...stack, db: getFirestore(app) };
let env: RulesTestEnvironment;

type Account = { label: string; uid: string; client: FirebaseServices; cookie: string };
type Label = "ann" | "bo" | "cy" | "mo" | "una" | "anonymous";
const accounts = {} as Record<Label, Account>;

async function sessionFor(client: FirebaseServices): Promise<string> {
  const user = client.auth.currentUser;
  if (!user) throw new Error("not signed in");
  const opened = await openSession(admin, await user.getIdToken(true), undefined);
  if (!opened.ok) throw new Error(opened.error);
  return opened.cookie;
}

async function account(label: string, { verified = true } = {}): Promise<Account> {
  const client = connect(`first-page-${label}`);
  const { uid } = await signUp(client, label, { verified });
  return { label, uid, client, cookie: "" };
}

const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2026, 10, 27, 9, minute));

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync(join(process.cwd(), "firestore.rules"), "utf8") },
  });
  const [ann, bo, cy, mo, una] = await Promise.all([account("Ann"), account("Bo"), account("Cy"), account("Mo"), account("Una", { verified: false })]);
  const anonymous = connect("first-page-anonymous");
  const { user } = await signInAnonymously(anonymous.auth);
  Object.assign(accounts, { ann, bo, cy, mo, una, anonymous: { label: "anonymous", uid: user.uid, client: anonymous, cookie: "" } });
  // A moderator as the console makes one: the claim, and the mirror the rules check beside it.
  await admin.auth.setCustomUserClaims(mo.uid, { role: "moderator" });
  await admin.db.doc(`${collections.roles}/${mo.uid}`).set({ role: "moderator" });
  await admin.db.doc(`${collections.blocks}/${bo.uid}`).set({ blocked: true, by: mo.uid, reason: "spam", at: at(0) });
  await admin.db.doc(`${collections.chatReads}/${cy.uid}`).set({ lastReadAt: at(40) });

  // 30 messages a minute apart: others' shown and hidden, Ann's own hidden one, deleted and edited
  // ones, and replies quoting a shown message and a hidden one from before the newest page.
  const batch = admin.db.batch();
  for (let minute = 0; minute < 30; minute += 1) {
    const author = [ann, bo, cy, mo][minute % 4] ?? ann;
    const fields: Record<string, unknown> = {
      text: `Message ${minute}`,
      uid: author.uid,
      name: author.label,
      photoURL: "",
      timestamp: at(minute * 2),
      hidden: false,
    };
    if (minute === 2 || minute === 26) Object.assign(fields, { hidden: true, uid: "someone", name: "Someone" });
    if (minute === 24) Object.assign(fields, { hidden: true });
    if (minute === 27) Object.assign(fields, { text: "", deleted: true, deletedAt: at(59) });
    if (minute === 28) Object.assign(fields, { editedAt: at(57), reactions: { [`like_${cy.uid}`]: true } });
    if (minute === 29) fields.replyTo = "message-02";
    if (minute === 25) fields.replyTo = "message-03";
    batch.set(admin.db.doc(`${collections.chat}/message-${String(minute).padStart(2, "0")}`), fields);
  }
  await batch.commit();
  for (const entry of Object.values(accounts)) entry.cookie = await sessionFor(entry.client);
}, 60_000);

afterEach(() => stopLiveListeners());

afterAll(async () => {
  await closeAll();
  await env.cleanup();
  await deleteApp(app);
});

const rendered = (cookie: string | undefined): Promise<FirstPageOutcome> =>
  firstChatPage(admin, { get: (name) => (name === "__session" && cookie ? { value: cookie } : undefined) });

/** The chat's newest page as the browser's listener delivers it under the rules (newest first): ids, oldest first. */
async function listed(client: FirebaseServices, uid: string): Promise<string[]> {
  const source: Source<ChatMessage[]> = chatSource(client.db, uid);
  const page = await new Promise<ChatMessage[]>((resolve) => {
    const stop = liveCache.subscribe(source, (messages) => {
      resolve(messages);
      void Promise.resolve().then(stop);
    });
  });
  return page.map((message) => message.id).reverse();
}

it("renders for each account exactly the messages and quotes the rules let its browser read", async () => {
  const seen: Record<string, number> = {};
  for (const entry of Object.values(accounts)) {
    const { first, session } = await rendered(entry.cookie);
    expect([entry.label, session]).toEqual([entry.label, "valid"]);
    const server = first?.messages.map((message) => message.id) ?? [];
    expect([entry.label, server]).toEqual([entry.label, await listed(entry.client, entry.uid)]);
    for (const [id, quoted] of first?.quotes ?? []) {
      const read = await fetchMessage(entry.client.db, id);
      expect([entry.label, id, quoted?.id ?? null]).toEqual([entry.label, id, read?.id ?? null]);
    }
    seen[entry.label] = server.length;
  }
  // The cases differ: Ann sees her own hidden message, unverified and anonymous accounts see nothing.
  expect(seen).toEqual({ Ann: 20, Bo: 20, Cy: 20, Mo: 20, Una: 0, anonymous: 0 });
  const ann = (await rendered(accounts.ann.cookie)).first;
  const cy = (await rendered(accounts.cy.cookie)).first;
  expect(ann?.messages.map((message) => message.id)).toContain("message-24");
  expect(cy?.messages.map((message) => message.id)).not.toContain("message-24");
  // A quote of a hidden message: the moderator may read it, a member may not.
  expect(new Map((await rendered(accounts.mo.cookie)).first?.quotes).get("message-02")?.text).toBe("Message 2");
  expect(new Map(cy?.quotes).get("message-02")).toBeNull();
  expect(new Map(cy?.quotes).get("message-03")?.text).toBe("Message 3");
});

it("carries what the chat draws around the messages: read mark, badges, block, role", async () => {
  const cy = (await rendered(accounts.cy.cookie)).first;
  expect(cy).toMatchObject({ uid: accounts.cy.uid, role: null, blocked: false, unreadAfter: at(40).toMillis(), timeZone: "UTC" });
  expect(cy?.staff).toEqual([[accounts.mo.uid, "moderator"]]);
  const edited = cy?.messages.find((message) => message.id === "message-28");
  expect(edited).toMatchObject({ editedAt: at(57).toMillis(), reactions: { like: [accounts.cy.uid] } });
  expect(cy?.messages.find((message) => message.id === "message-27")).toMatchObject({ deleted: true, text: "" });
  expect((await rendered(accounts.bo.cookie)).first).toMatchObject({ blocked: true });
  expect((await rendered(accounts.mo.cookie)).first).toMatchObject({ role: "moderator" });
});

it("renders nothing without a session, and reports a cookie that is not one", async () => {
  expect(await rendered(undefined)).toEqual({ session: "none", first: null });
  expect(await rendered("not-a-session-cookie")).toEqual({ session: "invalid", first: null });
  // A revoked session is no session any more.
  const revoked = await account("Rev");
  revoked.cookie = await sessionFor(revoked.client);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await admin.auth.revokeRefreshTokens(revoked.uid);
  expect(await rendered(revoked.cookie)).toEqual({ session: "invalid", first: null });
});

it("writes in the browser's time zone when it names a real one", () => {
  expect(timeZoneOf("Europe/Berlin")).toBe("Europe/Berlin");
  expect(timeZoneOf("Mars/Olympus")).toBe("UTC");
  expect(timeZoneOf(undefined)).toBe("UTC");
});
