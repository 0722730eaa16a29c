/**
 * @jest-environment node
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { Timestamp, doc, getDoc, onSnapshot, setDoc, writeBatch, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FirebaseServices } from "@/lib/firebase/client";
import { emulatorClients } from "@/test/emulator-clients";
import type { Source } from "./cache";
import { acknowledgedMark, markRead, postChatMessage } from "./chat";
import {
  chatSource,
  communityCache,
  directoryPageSize,
  loadDirectoryPage,
  loadOlderMessages,
  lookUpMembers,
  membersSource,
  profileSource,
  readMarkSource,
  searchDirectory,
  statsSource,
  stopCommunityListeners,
  unreadSource,
  type ChatMessage,
  type OlderPage,
} from "./live";
import { ensureMemberRecords } from "@/lib/members/records";
import { collections } from "@/lib/firebase/collections.mjs";

// A project of its own, so other emulator test files posting to the chat cannot change what this one pages through.
const projectId = `demo-live-${process.pid}`;
const [host = "127.0.0.1", port = "8080"] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
const seededCount = 65;
const seededTimes = Date.UTC(2024, 0, 1);

let env: RulesTestEnvironment;
let member: FirebaseServices;
let author: { uid: string; name: string; photoURL: string };
/** The seeded messages' ids, newest first. */
let seededIds: string[];
const { connect, signUp, closeAll } = emulatorClients({ projectId });

/** Subscribes through the shared cache and keeps every value delivered. */
function watch<T>(source: Source<T>) {
  const values: T[] = [];
  const stop = communityCache.subscribe(source, (value) => values.push(value));
  async function until(predicate: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = values.find(predicate);
      if (match !== undefined) return match;
      if (Date.now() > deadline) throw new Error(`No matching value from ${source.key} within ${timeoutMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { values, stop, until };
}

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

afterEach(() => stopCommunityListeners());

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
  const message: ChatMessage = {
    id: "x",
    text: "",
    uid: "",
    name: "",
    photoURL: "",
    sentAt: new Date(),
    pending: false,
    hidden: false,
    editedAt: null,
    deleted: false,
    reactions: {},
    replyTo: null,
  };
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
  await expect(profile?.until((value) => value !== null)).resolves.toEqual({ uid: author.uid, name: "Marie", photoURL: "", bio: "", nameNotice: null });
  await expect(stats?.until((value) => value !== null)).resolves.toMatchObject({ messagesSent: expect.any(Number), joinedAt: expect.any(Date) });
  expect(communityCache.activeListeners()).toBe(4);

  for (const watcher of watchers) watcher.stop();
  expect(communityCache.activeListeners()).toBe(4);
  await Promise.resolve();
  expect(communityCache.activeListeners()).toBe(0);
});

it("delivers null for another member's stats, which the rules refuse, and logs nothing", async () => {
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore() as unknown as Firestore, "user_stats/someone-else"), { messagesSent: 4, joinedAt: Timestamp.now() }),
  );
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const stats = watch(statsSource(member.db, "someone-else"));
  await expect(stats.until((value) => value === null)).resolves.toBeNull();
  expect(communityCache.activeListeners()).toBe(0);
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
  stats.stop();
});

it("keeps the read mark this page wrote when the store reports an earlier one, follows a later one, and forgets it on sign-out", async () => {
  const [earlier, written, later] = [1, 2, 3].map((minute) => new Date(seededTimes + minute * 60_000)) as [Date, Date, Date];
  const storeSets = (at: Date) =>
    env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore() as unknown as Firestore, "chat_reads", author.uid), { lastReadAt: Timestamp.fromDate(at) }),
    );
  /** The stored mark as this member's own client has received it. */
  const received = (at: Date) =>
    new Promise<void>((resolve) => {
      const stop = onSnapshot(doc(member.db, collections.chatReads, author.uid), (snapshot) => {
        if ((snapshot.get("lastReadAt") as Timestamp | undefined)?.toMillis() !== at.getTime()) return;
        stop();
        resolve();
      });
    });
  const mark = watch(readMarkSource(member.db, author.uid));
  await markRead(member.db, author.uid, written);
  await mark.until((value) => value?.getTime() === written.getTime());

  // A listener that has not caught up, or (on a just-started emulator) lost the write: the store says earlier.
  await storeSets(earlier);
  await received(earlier);
  expect(mark.values.at(-1)).toEqual(written);
  expect(mark.values.some((value) => value?.getTime() === earlier.getTime())).toBe(false);

  // Read further on another device: the store's later mark is the member's.
  await storeSets(later);
  await mark.until((value) => value?.getTime() === later.getTime());
  mark.stop();

  stopCommunityListeners();
  expect(acknowledgedMark(member.db, author.uid)).toBeNull();
});

it("reads the directory a page at a time, finds a name by its start in any case, and looks up only the members asked for", async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (let index = 0; index < 60; index += 1) {
      const name = index % 20 === 0 ? `Zelda Quill ${index}` : `Member ${String(index).padStart(2, "0")}`;
      batch.set(doc(db, collections.members, `paged-${index}`), {
        name,
        searchName: name.toLowerCase(),
        photoURL: "",
        joinedAt: Timestamp.fromMillis(seededTimes - index * 60_000),
      });
    }
    await batch.commit();
  });
  const first = watch(membersSource(member.db));
  const page = await first.until((value) => value.members.length === directoryPageSize);
  if (!page.next) throw new Error("a full first page should say where the next one starts");
  const second = await loadDirectoryPage(member.db, page.next);
  expect(second.members.length).toBeGreaterThan(0);
  expect(second.members.some((entry) => page.members.some((shown) => shown.id === entry.id))).toBe(false);
  first.stop();

  expect((await searchDirectory(member.db, "ZELDA q")).map((entry) => entry.name).sort()).toEqual(["Zelda Quill 0", "Zelda Quill 20", "Zelda Quill 40"]);
  expect(await searchDirectory(member.db, "nobody by that name")).toEqual([]);

  const found = await lookUpMembers(member.db, ["paged-1", "paged-2", "not-a-member"]);
  expect(found.get("paged-1")?.name).toBe("Member 01");
  expect(found.get("not-a-member")).toBeNull();
});

it("counts unread messages after the mark from the messages after it alone", async () => {
  const mark = new Date(seededTimes + (seededCount - 4) * 1000);
  const unread = watch(unreadSource(member.db, author.uid, mark));
  // The three seeded messages after the mark, from another author.
  await expect(unread.until((value) => value.count === 3)).resolves.toEqual({ count: 3, atLeast: false });
  unread.stop();
});
