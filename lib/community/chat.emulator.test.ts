/**
 * @jest-environment node
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { Timestamp, doc, getDoc, setDoc, writeBatch, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FirebaseServices } from "@/lib/firebase/client";
import { emulatorClients } from "@/test/emulator-clients";
import { postChatMessage } from "./chat";
import { chatSource, loadOlderMessages, unreadSource, type OlderPage } from "./chat";
import { liveCache, stopLiveListeners } from "@/lib/firebase/live-cache";
import { membersSource } from "./directory";
import { profileSource, statsSource } from "./member-documents";
import { chatMessageFixture } from "@/test/chat-message-fixture";
import { watch } from "@/test/live-values";
import type { ChatMessage } from "./message";
import { ensureMemberRecords } from "@/lib/members/records";
import { collections } from "@/lib/firebase/collections.mjs";

// A project of its own, so other emulator test files posting to the chat cannot change what this one pages through.
const projectId = `demo-chat-${process.pid}`;
const [host = "127.0.0.1", port = "8080"] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
const seededCount = 65;
const seededTimes = Date.UTC(2024, 0, 1);

let env: RulesTestEnvironment;
let member: FirebaseServices;
let author: { uid: string; name: string; photoURL: string };
/** The seeded messages' ids, newest first. */
let seededIds: string[];
const { connect, signUp, closeAll } = emulatorClients({ projectId });

const settled = (messages: ChatMessage[]) => messages.length === 20 && messages.every((message) => !message.pending);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync(join(process.cwd(), "firestore.rules"), "utf8") },
  });
  seededIds = [];
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (let index = 0; index < seededCount; index += 1) {
      const id = `seeded-${String(index).padStart(3, "0")}`;
      const timestamp = Timestamp.fromMillis(seededTimes + index * 1000);
      batch.set(doc(db, collections.chat, id), { text: `Message ${index}`, uid: "seed-author", name: "Seed", photoURL: "", timestamp, hidden: false });
      seededIds.unshift(id);
    }
    await batch.commit();
  });
  member = connect("live-member");
  author = await signUp(member, "Marie");
  // The profile and directory entry as the profile route leaves them (its server writes to the stack's
  // own project, not this one).
  const createProfile = async (values: { name: string; photoURL: string; bio: string }) => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, collections.users, author.uid), { ...values, nameKey: values.name.toLowerCase(), createdAt: Timestamp.now() });
      await setDoc(doc(db, collections.members, author.uid), { name: values.name, photoURL: values.photoURL, joinedAt: Timestamp.now() });
    });
    return values;
  };
  await ensureMemberRecords(member.db, author, { verified: true, createProfile });
  // The first connection to a cold emulator can take longer than jest's default five seconds.
}, 30_000);

afterEach(() => stopLiveListeners());

afterAll(async () => {
  await closeAll();
  await env.cleanup();
});

it("delivers the newest 20 messages, newest first", async () => {
  const chat = watch(chatSource(member.db, author.uid));
  const messages = await chat.until(settled);
  expect(messages.map((message) => message.id)).toEqual(seededIds.slice(0, 20));
  expect(messages[0]).toMatchObject({
    text: "Message 64",
    uid: "seed-author",
    name: "Seed",
    photoURL: "",
    pending: false,
    sentAt: new Date(seededTimes + 64_000),
  });
  chat.stop();
});

it("shows a posted message at once as pending, then confirmed with the server's time", async () => {
  const chat = watch(chatSource(member.db, author.uid));
  await chat.until(settled);
  const id = await postChatMessage(member.db, author, "Live from the cache test");
  const confirmed = await chat.until((messages) => messages[0]?.id === id && !messages[0].pending);

  const first = chat.values.find((messages) => messages.some((message) => message.id === id));
  expect(first?.[0]).toMatchObject({ id, text: "Live from the cache test", uid: author.uid, pending: true });
  expect(first?.[0]?.sentAt).toBeInstanceOf(Date);
  const stored = await getDoc(doc(member.db, collections.chat, id));
  expect(confirmed[0]?.sentAt).toEqual((stored.get("timestamp") as Timestamp).toDate());
  chat.stop();
});

it("pages through older messages ten at a time, each once and in order", async () => {
  const chat = watch(chatSource(member.db, author.uid));
  const firstPage = await chat.until(settled);
  const oldest = firstPage.at(-1);
  if (!oldest) throw new Error("The first page is empty.");

  const pages: OlderPage[] = [];
  for (let cursor = oldest; ;) {
    const page = await loadOlderMessages(member.db, author.uid, cursor, 10);
    pages.push(page);
    const last = page.messages.at(-1);
    if (!page.more || !last || pages.length > 10) break;
    cursor = last;
  }
  const expected = seededIds.slice(seededIds.indexOf(oldest.id) + 1);
  expect(pages.flatMap((page) => page.messages).map((message) => message.id)).toEqual(expected);
  expect(pages.slice(0, -1).every((page) => page.messages.length === 10 && page.more)).toBe(true);
  // The last page says it is the last, with the messages it holds: no empty read is needed to learn it.
  expect(pages.at(-1)).toMatchObject({ more: false });
  expect(pages.at(-1)?.messages.length).toBeGreaterThan(0);
  expect(expected.length).toBeGreaterThan(40);

  // A page that ends exactly at the first message knows it is the last.
  const beforeLastPage = pages.at(-2)?.messages.at(-1);
  const lastPage = pages.at(-1)?.messages ?? [];
  if (!beforeLastPage) throw new Error("Fewer than two pages of seeded messages.");
  await expect(loadOlderMessages(member.db, author.uid, beforeLastPage, lastPage.length)).resolves.toEqual({ messages: lastPage, more: false });

  // A message whose snapshot was never seen pages from its time instead.
  const unseen = await loadOlderMessages(member.db, author.uid, { ...oldest, id: "never-seen" }, 10);
  expect(unseen.messages.map((message) => message.id)).toEqual(expected.slice(0, 10));
  chat.stop();
});

it("resolves an empty last page, quietly, when the read is refused", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const stranger = connect("live-stranger");
  const message = chatMessageFixture({ id: "x", text: "", uid: "", name: "", sentAt: new Date() });
  await expect(loadOlderMessages(stranger.db, "live-stranger", message)).resolves.toEqual({ messages: [], more: false });
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

it("shares one listener per source and stops them all a microtask after the last subscriber leaves", async () => {
  const watchers = [
    watch(membersSource(member.db)),
    watch(profileSource(member.db, author.uid)),
    watch(statsSource(member.db, author.uid)),
    watch(chatSource(member.db, author.uid)),
    watch(chatSource(member.db, author.uid)),
  ];
  const [members, profile, stats] = watchers;
  const page = (value: unknown) => (value as { members?: unknown[] } | undefined)?.members ?? [];
  await expect(members?.until((value) => page(value).length > 0).then(page)).resolves.toContainEqual(
    expect.objectContaining({ id: author.uid, name: "Marie", photoURL: "" }),
  );
  await expect(profile?.until((value) => value !== null)).resolves.toEqual({
    uid: author.uid,
    name: "Marie",
    photoURL: "",
    bio: "",
    nameNotice: null,
    mentionEmails: true,
  });
  await expect(stats?.until((value) => value !== null)).resolves.toMatchObject({ messagesSent: expect.any(Number), joinedAt: expect.any(Date) });
  expect(liveCache.activeListeners()).toBe(4);

  for (const watcher of watchers) watcher.stop();
  expect(liveCache.activeListeners()).toBe(4);
  await Promise.resolve();
  expect(liveCache.activeListeners()).toBe(0);
});

it("delivers null for another member's stats, which the rules refuse, and logs nothing", async () => {
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore() as unknown as Firestore, "user_stats/someone-else"), { messagesSent: 4, joinedAt: Timestamp.now() }),
  );
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const stats = watch(statsSource(member.db, "someone-else"));
  await expect(stats.until((value) => value === null)).resolves.toBeNull();
  expect(liveCache.activeListeners()).toBe(0);
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
  stats.stop();
});

it("counts unread messages after the mark from the messages after it alone", async () => {
  const mark = new Date(seededTimes + (seededCount - 4) * 1000);
  const unread = watch(unreadSource(member.db, author.uid, mark));
  // The three seeded messages after the mark, from another author.
  await expect(unread.until((value) => value.count === 3)).resolves.toEqual({ count: 3, atLeast: false });
  unread.stop();
});
