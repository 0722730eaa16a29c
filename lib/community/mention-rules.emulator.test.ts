/**
 * @jest-environment node
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import { rulesTestEnvironment } from "@/test/rules-test-env";
import { collections } from "@/lib/firebase/collections.mjs";
import { MentionChangedError, postChatMessage } from "./chat";
import { mentionsMax } from "./mention-model";
import { mentionsPath } from "./mention-record";
import { markMentionsRead, unreadMentionsAmong } from "./mentions";

const rules = rulesTestEnvironment("mention-rules");
const { seed, remove, as, anonymous } = rules;

const monthAgo = () => Timestamp.fromMillis(Date.now() - 30 * 86_400_000);
/** Twelve listed members besides Ada, the author, each listed under their uid: enough to name one too many. */
const others = Array.from({ length: 12 }, (_, index) => `m${index}`);

beforeEach(async () => {
  await seed({
    "users/ada": { name: "Ada", nameKey: "ada", photoURL: "", bio: "", createdAt: monthAgo() },
    "user_stats/ada": { messagesSent: 0, joinedAt: monthAgo() },
    "community_members/ada": { name: "Ada", photoURL: "", joinedAt: Timestamp.now() },
    "community_chat/old": { text: "Earlier", uid: "m0", name: "m0", photoURL: "", timestamp: Timestamp.now(), hidden: false },
    ...Object.fromEntries(others.map((uid) => [`community_members/${uid}`, { name: uid, photoURL: "", joinedAt: Timestamp.now() }])),
    "users/m0": { name: "m0", nameKey: "m0", photoURL: "", bio: "", createdAt: monthAgo() },
  });
});

type Record = { to: string; fields?: DocumentData };

/** A record as the chat writes it for the member `to`, with `fields` changed. */
const record = (from: string, fields: DocumentData = {}) => ({
  from,
  fromName: "Ada",
  at: serverTimestamp(),
  kind: "mention",
  read: false,
  dueAt: serverTimestamp(),
  ...fields,
});

/** Ada's message (`message` merged in), its stats increment and `records`, in one batch as the chat posts them. */
function post(db: Firestore, message: DocumentData, records: Record[], id?: string) {
  const ref = id ? doc(db, collections.chat, id) : doc(collection(db, collections.chat));
  const batch = writeBatch(db);
  batch.set(ref, { text: "Hello", uid: "ada", name: "Ada", photoURL: "", timestamp: serverTimestamp(), hidden: false, ...message });
  batch.update(doc(db, collections.stats, "ada"), { messagesSent: increment(1), lastMessageAt: serverTimestamp(), lastMessageId: ref.id });
  for (const { to, fields } of records) batch.set(doc(db, mentionsPath(to), ref.id), record("ada", fields));
  return batch.commit();
}

/** A message's `mentions` naming these members by their listed names. */
const naming = (...uids: string[]) => ({ mentions: Object.fromEntries(uids.map((uid) => [uid, uid === "ada" ? "Ada" : uid])) });

describe("a message's mentions", () => {
  it(`are one to ${mentionsMax} listed members, uid to their listed name`, async () => {
    await assertSucceeds(post(as("ada"), naming(...others.slice(0, mentionsMax)), []));
    await seed({ "user_stats/ada": { messagesSent: 1, joinedAt: monthAgo() } });
    await assertFails(post(as("ada"), naming(...others.slice(0, mentionsMax + 1)), []));
    await assertFails(post(as("ada"), { mentions: {} }, []));
    await assertFails(post(as("ada"), { mentions: ["m0"] }, []));
    await assertFails(post(as("ada"), { mentions: "m0" }, []));
  });

  // What an audit wrote in the map: each is refused, alone or beside a true mention.
  it.each([
    ["a staff-looking name for a member", { m1: "Northbeam Moderator" }],
    ["another member's name for a member", { m1: "m2" }],
    ["a name with a right-to-left override", { m1: "\u202Em1" }],
    ["markup for a name", { m1: "<b>m1</b>" }],
    ["a number for a name", { m1: 42 }],
    ["a key that is a path", { "../../users/x": "m1" }],
    ["a key of no listed member", { ghost: "ghost" }],
  ])("refuses %s", async (_what, mentions) => {
    await assertFails(post(as("ada"), { mentions }, []));
    await assertFails(post(as("ada"), { mentions: { m0: "m0", ...mentions } }, []));
    await assertSucceeds(post(as("ada"), { mentions: { m0: "m0" } }, []));
  });

  it(`takes ${mentionsMax} names and a reply, each told, within what the rules may read for one write`, async () => {
    const named = others.slice(0, mentionsMax);
    // Every document the rules may read is there: a lifted block, the room's settings, a staff role.
    await seed({
      "community_chat/old": { text: "Earlier", uid: "m11", name: "m11", photoURL: "", timestamp: Timestamp.now(), hidden: false },
      "member_blocks/ada": { blocked: false },
      "community_settings/room": { slowModeSeconds: 0 },
      "member_roles/ada": { role: "moderator" },
    });
    const staff = as("ada", { role: "moderator" });
    await assertSucceeds(post(staff, { ...naming(...named), replyTo: "old" }, [...named.map((to) => ({ to })), { to: "m11", fields: { kind: "reply" } }]));
  });
});

describe("the chat's own post", () => {
  const ada = { uid: "ada", name: "Ada", photoURL: "" };

  it("names members by their listed names, told in the same batch", async () => {
    const id = await postChatMessage(as("ada"), ada, "Hi @m1 and @m2", {
      mentions: [
        { uid: "m1", name: "m1" },
        { uid: "m2", name: "m2" },
      ],
    });
    expect((await getDoc(doc(as("ada"), collections.chat, id))).get("mentions")).toEqual({ m1: "m1", m2: "m2" });
    await assertSucceeds(getDoc(doc(as("m1"), mentionsPath("m1"), id)));
  });

  it("says which member named has another name now, or is not listed, when the rules refuse it", async () => {
    await seed({ "community_members/m2": { name: "Em Two", photoURL: "", joinedAt: Timestamp.now() } });
    await remove("community_members/m3");
    const named = ["m1", "m2", "m3"].map((uid) => ({ uid, name: uid }));
    const refused = postChatMessage(as("ada"), ada, "Hi @m1, @m2 and @m3", { mentions: named });
    await expect(refused).rejects.toBeInstanceOf(MentionChangedError);
    await expect(refused).rejects.toMatchObject({
      changed: [
        { uid: "m2", name: "m2", now: "Em Two" },
        { uid: "m3", name: "m3", now: null },
      ],
    });
  });
});

describe(`${mentionsPath("{uid}")}/{messageId}`, () => {
  it("is written with the message that names a listed member, by its author, for each named and the author answered", async () => {
    const named = others.slice(0, 3);
    await seed({ "community_chat/old": { text: "Earlier", uid: "m11", name: "m11", photoURL: "", timestamp: Timestamp.now(), hidden: false } });
    await assertSucceeds(post(as("ada"), { ...naming(...named), replyTo: "old" }, [...named.map((to) => ({ to })), { to: "m11", fields: { kind: "reply" } }]));
  });

  it("is written for a reply's author, as a reply, only when the message answers one of theirs", async () => {
    await assertSucceeds(post(as("ada"), { replyTo: "old" }, [{ to: "m0", fields: { kind: "reply" } }]));
    await seed({ "user_stats/ada": { messagesSent: 1, joinedAt: monthAgo() } });
    await assertFails(post(as("ada"), { replyTo: "old" }, [{ to: "m1", fields: { kind: "reply" } }]));
    await assertFails(post(as("ada"), {}, [{ to: "m0", fields: { kind: "reply" } }]));
    // Named as a mention, it is a mention; answered, a reply: the kind says which.
    await assertFails(post(as("ada"), { replyTo: "old" }, [{ to: "m0", fields: { kind: "mention" } }]));
    await assertFails(post(as("ada"), naming("m1"), [{ to: "m1", fields: { kind: "reply" } }]));
    await assertFails(post(as("ada"), naming("m1"), [{ to: "m1", fields: { kind: "dm" } }]));
  });

  it("is refused for a member the message does not name, for the author, or for someone not listed", async () => {
    await assertFails(post(as("ada"), naming("m1"), [{ to: "m2" }]));
    await assertFails(post(as("ada"), {}, [{ to: "m1" }]));
    await assertFails(post(as("ada"), naming("ada"), [{ to: "ada" }]));
    await assertFails(post(as("ada"), naming("ghost"), [{ to: "ghost" }]));
  });

  it("holds exactly what the chat writes: from the author, stamped by the server, unread, due", async () => {
    const bad: DocumentData[] = [
      { from: "m3" },
      { fromName: "Someone else" },
      { at: Timestamp.fromMillis(Date.now() - 60_000) },
      { dueAt: Timestamp.fromMillis(Date.now() + 86_400_000) },
      { dueAt: null },
      { read: true },
      { mail: "sent" },
    ];
    for (const fields of bad) await assertFails(post(as("ada"), naming("m1"), [{ to: "m1", fields }]));
    await assertSucceeds(post(as("ada"), naming("m1"), [{ to: "m1" }]));
  });

  it("is never written apart from its message, nor for a message already posted", async () => {
    await assertFails(setDoc(doc(as("ada"), mentionsPath("m0"), "old"), record("ada")));
    await seed({ "community_chat/mine": { text: "Mine", uid: "ada", name: "Ada", photoURL: "", timestamp: Timestamp.now(), hidden: false, ...naming("m1") } });
    await assertFails(setDoc(doc(as("ada"), mentionsPath("m1"), "mine"), record("ada")));
    // Nor by someone who is not a verified member, with or without a message.
    await assertFails(post(as("ada", { email_verified: false }), naming("m1"), [{ to: "m1" }]));
    await assertFails(setDoc(doc(anonymous(), mentionsPath("m1"), "x"), record("ada")));
  });

  describe("once written", () => {
    beforeEach(() =>
      seed({
        [`${mentionsPath("m1")}/a`]: { from: "ada", fromName: "Ada", at: Timestamp.now(), kind: "mention", read: false, dueAt: Timestamp.now() },
        [`${mentionsPath("m1")}/b`]: { from: "ada", fromName: "Ada", at: Timestamp.now(), kind: "reply", read: false, dueAt: Timestamp.now() },
      }),
    );
    const markRead = (db: Firestore, uid: string, id: string, fields: DocumentData = {}) =>
      updateDoc(doc(db, mentionsPath(uid), id), { read: true, readAt: serverTimestamp(), dueAt: null, ...fields });

    it("is read by its member only, by id or a page of at most 50", async () => {
      await assertSucceeds(getDoc(doc(as("m1"), mentionsPath("m1"), "a")));
      await assertSucceeds(getDocs(query(collection(as("m1"), mentionsPath("m1")), where("read", "==", false), limit(50))));
      await assertFails(getDocs(query(collection(as("m1"), mentionsPath("m1")), limit(51))));
      await assertFails(getDocs(collection(as("m1"), mentionsPath("m1"))));
      await assertFails(getDoc(doc(as("ada"), mentionsPath("m1"), "a")));
      await assertFails(getDocs(query(collection(as("m2"), mentionsPath("m1")), limit(20))));
      await assertFails(getDoc(doc(anonymous(), mentionsPath("m1"), "a")));
    });

    it("is marked read by its member, and changed in no other way", async () => {
      await assertFails(markRead(as("m2"), "m1", "a"));
      await assertFails(markRead(as("ada"), "m1", "a"));
      await assertFails(markRead(as("m1"), "m1", "a", { read: false }));
      await assertFails(markRead(as("m1"), "m1", "a", { dueAt: Timestamp.now() }));
      await assertFails(markRead(as("m1"), "m1", "a", { readAt: Timestamp.fromMillis(0) }));
      await assertFails(markRead(as("m1"), "m1", "a", { mail: "sent" }));
      await assertFails(markRead(as("m1"), "m1", "a", { kind: "reply" }));
      await assertSucceeds(markRead(as("m1"), "m1", "a"));
      await assertFails(setDoc(doc(as("m1"), mentionsPath("m1"), "c"), record("m1")));
    });

    it("is marked read with the others seen together, in one batch by its member only; the unread are told from the read", async () => {
      expect(await unreadMentionsAmong(as("m1"), "m1", ["a", "b", "none"])).toEqual(["a", "b"]);
      expect(await markMentionsRead(as("m2"), "m1", ["a", "b"])).toBe(false);
      expect(await markMentionsRead(as("m1"), "m1", ["a", "none"])).toBe(false);
      expect(await unreadMentionsAmong(as("m1"), "m1", ["a", "b"])).toEqual(["a", "b"]);
      expect(await markMentionsRead(as("m1"), "m1", ["a", "b"])).toBe(true);
      expect(await unreadMentionsAmong(as("m1"), "m1", ["a", "b"])).toEqual([]);
      const stored = await getDoc(doc(as("m1"), mentionsPath("m1"), "b"));
      expect(stored.data()).toMatchObject({ read: true, dueAt: null });
      expect(stored.get("readAt")).toBeInstanceOf(Timestamp);
    });
  });
});

describe("users/{uid}.mentionEmails", () => {
  it("is the member's own choice, on or off, stamped with the server's time of the change", async () => {
    const choose = (uid: string, fields: DocumentData) => updateDoc(doc(as(uid), "users/ada"), { mentionEmailsAt: serverTimestamp(), ...fields });
    await assertSucceeds(choose("ada", { mentionEmails: false }));
    await assertSucceeds(choose("ada", { mentionEmails: true }));
    await assertFails(choose("ada", { mentionEmails: "off" }));
    await assertFails(choose("ada", { mentionEmails: false, name: "Admin" }));
    await assertFails(choose("m0", { mentionEmails: false }));
    // Unstamped, or stamped earlier: an old unsubscribe link would pass for newer than the change.
    await assertFails(updateDoc(doc(as("ada"), "users/ada"), { mentionEmails: false }));
    await assertFails(choose("ada", { mentionEmails: false, mentionEmailsAt: Timestamp.fromMillis(Date.now() - 86_400_000) }));
  });
});

describe.each([collections.mentionMail, collections.mentionDigests, collections.mentionAuthorHours, collections.leases])("%s", (name) => {
  it("is the server's alone", async () => {
    await seed({ [`${name}/ada`]: { at: Timestamp.now() } });
    await assertFails(getDoc(doc(as("ada"), name, "ada")));
    await assertFails(getDocs(query(collection(as("ada"), name), limit(1))));
    await assertFails(setDoc(doc(as("ada"), name, "ada"), { at: serverTimestamp() }));
  });
});
