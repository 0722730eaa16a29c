/**
 * @jest-environment node
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { Timestamp, doc, onSnapshot, setDoc, writeBatch, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FirebaseServices } from "@/lib/firebase/client";
import { collections } from "@/lib/firebase/collections.mjs";
import { stopLiveListeners } from "@/lib/firebase/live-cache";
import { emulatorClients } from "@/test/emulator-clients";
import { watch } from "@/test/live-values";
import { directoryPageSize, loadDirectoryPage, lookUpMembers, membersSource, searchDirectory } from "./directory";
import { acknowledgedMark, markRead, readMarkSource } from "./read-marks";

// A project of its own, so other emulator test files writing directory entries cannot change its pages.
const projectId = `demo-members-${process.pid}`;
const [host = "127.0.0.1", port = "8080"] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
const seededTimes = Date.UTC(2024, 0, 1);

let env: RulesTestEnvironment;
let member: FirebaseServices;
let author: { uid: string; name: string; photoURL: string };
const { connect, signUp, closeAll } = emulatorClients({ projectId });

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync(join(process.cwd(), "firestore.rules"), "utf8") },
  });
  member = connect("members-data");
  author = await signUp(member, "Marie");
  // The first connection to a cold emulator can take longer than jest's default five seconds.
}, 30_000);

afterEach(() => stopLiveListeners());

afterAll(async () => {
  await closeAll();
  await env.cleanup();
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

  stopLiveListeners();
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
