/**
 * @jest-environment node
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  or,
  orderBy,
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

const rules = rulesTestEnvironment("rules");
const { seed, anonymous } = rules;

const day = 86_400_000;
const monthAgo = () => Timestamp.fromMillis(Date.now() - 30 * day);

beforeEach(async () => {
  await seed({
    "users/ada": { name: "Ada", nameKey: "ada", photoURL: "", bio: "", createdAt: monthAgo() },
    "users/bob": { name: "Bob", nameKey: "bob", photoURL: "", bio: "", createdAt: monthAgo() },
    "user_stats/ada": { messagesSent: 0, joinedAt: monthAgo() },
    "user_stats/bob": { messagesSent: 3, joinedAt: monthAgo(), lastMessageAt: Timestamp.fromMillis(Date.now() - 60_000), lastMessageId: "old" },
    "community_members/bob": { name: "Bob", photoURL: "", joinedAt: Timestamp.now() },
    "community_chat/old": { text: "Earlier", uid: "bob", name: "Bob", photoURL: "", timestamp: Timestamp.now(), hidden: false },
  });
});

const as = (uid: string, role?: "admin" | "moderator") => rules.as(uid, role ? { role } : {});

const profile = (overrides: DocumentData = {}) => ({
  name: "Ada",
  nameKey: "ada",
  photoURL: "/avatars/orbit.svg",
  bio: "Builds things.",
  createdAt: serverTimestamp(),
  ...overrides,
});
/** A profile as the server writes it: its name reserved (marked with its key) unless `nameKey` is undefined. */
const serverProfile = (uid: string, overrides: DocumentData = {}) => ({
  [`${collections.users}/${uid}`]: without({ name: uid, nameKey: uid, photoURL: "", bio: "", createdAt: monthAgo(), ...overrides }),
});
const member = (overrides: DocumentData = {}) => ({ name: "Ada", photoURL: "", joinedAt: serverTimestamp(), ...overrides });

/** Drops the fields a test sets to `undefined`, to send a document without them. */
const without = (data: DocumentData) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

/** The names the seeded profiles carry, which members post under. */
const names: Record<string, string> = { ada: "Ada", bob: "Bob" };

/** A chat message and its stats increment in one batch, as the chat posts them. */
function postMessage(db: Firestore, uid: string, message: DocumentData = {}, stats: DocumentData = {}) {
  const ref = doc(collection(db, collections.chat));
  const batch = writeBatch(db);
  batch.set(ref, without({ text: "Hello everyone", uid, name: names[uid] ?? uid, photoURL: "", timestamp: serverTimestamp(), hidden: false, ...message }));
  batch.update(doc(db, collections.stats, uid), { messagesSent: increment(1), lastMessageAt: serverTimestamp(), lastMessageId: ref.id, ...stats });
  return batch.commit();
}

describe("the community is for verified members", () => {
  // An address not verified yet, and an anonymous sign-in (no address at all).
  const unverified = () => rules.as("cara", { email_verified: false });
  const anonymousProvider = () => rules.as("cara", { firebase: { sign_in_provider: "anonymous", identities: {} }, email: undefined, email_verified: false });
  const presenceNow = { lastSeen: serverTimestamp(), online: true, expiresAt: Timestamp.fromMillis(Date.now() + 120_000) };

  it("reads no one's profile, the directory, the chat, who is online or the room's settings", async () => {
    await seed({
      "presence_summary/room": { count: 1, online: ["bob"], intervalMs: 15_000, updatedAt: Timestamp.now() },
      "community_settings/room": { slowModeSeconds: 0, by: "mia", at: Timestamp.now(), auditId: "a" },
    });
    for (const db of [unverified(), anonymousProvider()]) {
      await assertFails(getDoc(doc(db, "users/bob")));
      await assertFails(getDocs(query(collection(db, collections.members), limit(20))));
      await assertFails(getDoc(doc(db, "community_members/bob")));
      await assertFails(getDoc(doc(db, "community_chat/old")));
      await assertFails(getDocs(query(collection(db, collections.chat), where("hidden", "==", false), orderBy("timestamp", "desc"), limit(20))));
      await assertFails(getDoc(doc(db, "presence_summary/room")));
      await assertFails(getDoc(doc(db, "community_settings/room")));
    }
    // A verified member reads all of it.
    const ada = as("ada");
    await assertSucceeds(getDoc(doc(ada, "users/bob")));
    await assertSucceeds(getDoc(doc(ada, "presence_summary/room")));
    await assertSucceeds(getDoc(doc(ada, "community_settings/room")));
  });

  it("keeps their own profile and stats, but neither joins the directory, counts as online nor reports", async () => {
    await seed({
      "users/cara": { name: "Cara", nameKey: "cara", photoURL: "", bio: "", createdAt: monthAgo() },
      "user_stats/cara": { messagesSent: 0, joinedAt: monthAgo() },
    });
    const db = unverified();
    await assertSucceeds(getDoc(doc(db, "users/cara")));
    await assertSucceeds(updateDoc(doc(db, "users/cara"), { bio: "Still setting up." }));
    await assertSucceeds(getDoc(doc(db, "user_stats/cara")));
    await assertFails(setDoc(doc(db, "community_members/cara"), member({ name: "Cara" })));
    await assertFails(setDoc(doc(anonymousProvider(), "community_members/cara"), member({ name: "Cara" })));
    await assertFails(setDoc(doc(db, "presence/cara"), presenceNow));
    await assertFails(
      setDoc(doc(db, "community_reports/old_cara"), {
        messageId: "old",
        messageUid: "bob",
        reporter: "cara",
        reason: "spam",
        note: "",
        at: serverTimestamp(),
        status: "open",
      }),
    );
    // Verified, the same writes go through.
    const verified = rules.as("cara");
    await assertSucceeds(setDoc(doc(verified, "community_members/cara"), member({ name: "Cara" })));
    await assertSucceeds(setDoc(doc(verified, "presence/cara"), presenceNow));
    await assertSucceeds(
      setDoc(doc(verified, "community_reports/old_cara"), {
        messageId: "old",
        messageUid: "bob",
        reporter: "cara",
        reason: "spam",
        note: "",
        at: serverTimestamp(),
        status: "open",
      }),
    );
  });
});

describe("users/{uid}", () => {
  it("is readable by verified members only", async () => {
    await assertSucceeds(getDoc(doc(as("ada"), "users/bob")));
    await assertFails(getDoc(doc(anonymous(), "users/bob")));
  });

  it("is read one member at a time: no query lists profiles, bounded or not (the directory is the list)", async () => {
    await assertSucceeds(getDoc(doc(as("ada"), "users/ada")));
    await assertFails(getDocs(query(collection(as("ada"), collections.users))));
    await assertFails(getDocs(query(collection(as("ada"), collections.users), limit(50))));
    await assertFails(getDocs(query(collection(as("ada"), collections.users), limit(1))));
    await assertFails(getDocs(query(collection(as("ada", "admin"), collections.users), limit(10))));
  });

  it("is never created by a client: the server creates it with the name reserved", async () => {
    await assertFails(setDoc(doc(as("cara"), "users/cara"), profile()));
    await assertFails(setDoc(doc(as("cara"), "users/cara"), without(profile({ nameKey: undefined }))));
    await assertFails(setDoc(doc(as("cara"), "users/carol"), profile()));
    await assertFails(setDoc(doc(anonymous(), "users/cara"), profile()));
  });

  it("lets its owner change their bio, and nothing else: not the name, its key, the photo or the creation time", async () => {
    await assertSucceeds(updateDoc(doc(as("bob"), "users/bob"), { bio: "Ships on Fridays.", updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(as("bob"), "users/bob"), { bio: "b".repeat(500) }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { bio: "b".repeat(501) }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { name: "Ada" }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { name: "Robert", nameKey: "robert" }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { nameKey: "ada" }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { photoURL: "/avatars/orbit.svg" }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { renames: { day: "2026-01-01", count: 0 } }));
    await assertFails(updateDoc(doc(as("ada"), "users/bob"), { bio: "Hacked" }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { bio: "Late", updatedAt: Timestamp.fromMillis(0) }));
    await assertFails(deleteDoc(doc(as("bob"), "users/bob")));
  });
});

describe("display_names/{key}", () => {
  it("is the server's alone: no member reads, claims, takes over or releases a name", async () => {
    await seed({ "display_names/bob": { uid: "bob", name: "Bob", at: Timestamp.now() } });
    for (const db of [as("ada"), as("bob"), as("ali", "admin"), anonymous()]) {
      await assertFails(getDoc(doc(db, "display_names/bob")));
      await assertFails(setDoc(doc(db, "display_names/ada"), { uid: "ada", name: "Ada", at: serverTimestamp() }));
      await assertFails(updateDoc(doc(db, "display_names/bob"), { uid: "ada" }));
      await assertFails(deleteDoc(doc(db, "display_names/bob")));
    }
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
    // The previous message's time is seeded, not posted: on a busy machine two posts in a row can
    // reach the emulator more than two seconds apart. "Just now" is a time the request cannot be two
    // seconds past, however slow it is.
    const stats = (lastMessageAt: Timestamp) => ({ "user_stats/bob": { messagesSent: 3, joinedAt: monthAgo(), lastMessageAt, lastMessageId: "old" } });
    await seed(stats(Timestamp.fromMillis(Date.now() + 10_000)));
    await assertFails(postMessage(as("bob"), "bob", { text: "Again, straight away" }));
    await seed(stats(Timestamp.fromMillis(Date.now() - 2_100)));
    await assertSucceeds(postMessage(as("bob"), "bob", { text: "Two seconds later" }));
    const snapshot = await getDoc(doc(as("bob"), "user_stats/bob"));
    expect(snapshot.data()?.messagesSent).toBe(4);
  });
});

describe("a member's first day", () => {
  const secondsAgo = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);

  it("allows one message every ten seconds, not two", async () => {
    await seed({ "user_stats/ada": { messagesSent: 1, joinedAt: secondsAgo(3600), lastMessageAt: secondsAgo(5), lastMessageId: "earlier" } });
    await assertFails(postMessage(as("ada"), "ada"));
    await seed({ "user_stats/ada": { messagesSent: 1, joinedAt: secondsAgo(3600), lastMessageAt: secondsAgo(11), lastMessageId: "earlier" } });
    await assertSucceeds(postMessage(as("ada"), "ada"));
  });

  it("ends after a day: two seconds apart is enough again", async () => {
    await seed({ "user_stats/ada": { messagesSent: 1, joinedAt: secondsAgo(86_400 + 60), lastMessageAt: secondsAgo(3), lastMessageId: "earlier" } });
    await assertSucceeds(postMessage(as("ada"), "ada"));
  });
});

describe("community_members/{uid}", () => {
  it("is readable by verified members only", async () => {
    await assertSucceeds(getDocs(query(collection(as("ada"), "community_members"), limit(20))));
    await assertFails(getDocs(query(collection(anonymous(), "community_members"), limit(20))));
    // A page at a time: never the whole directory in one query.
    await assertSucceeds(getDocs(query(collection(as("ada"), "community_members"), orderBy("joinedAt", "desc"), limit(50))));
    await assertFails(getDocs(query(collection(as("ada"), "community_members"), limit(51))));
    await assertFails(getDocs(collection(as("ada"), "community_members")));
  });

  it("lists a member only under their profile's reserved name and photo, exactly", async () => {
    await assertSucceeds(setDoc(doc(as("ada"), "community_members/ada"), member()));
    await assertFails(setDoc(doc(as("ada"), "community_members/carol"), member()));
    await assertFails(setDoc(doc(as("ada"), "community_members/ada"), member({ admin: true })));
    await assertFails(setDoc(doc(as("ada"), "community_members/ada"), member({ name: "Bob" })));
    await assertFails(setDoc(doc(as("ada"), "community_members/ada"), member({ name: "Northbeam Admin" })));
    await assertFails(setDoc(doc(as("ada"), "community_members/ada"), member({ photoURL: "/avatars/orbit.svg" })));
    await assertFails(setDoc(doc(as("ada"), "community_members/ada"), member({ joinedAt: Timestamp.fromMillis(0) })));
    // A profile whose name the server has not reserved (one that collided when names were reserved).
    await seed(serverProfile("cara", { nameKey: undefined }));
    await assertFails(setDoc(doc(as("cara"), "community_members/cara"), member({ name: "cara" })));
    // A blocked member is not listed anew.
    await seed({ ...serverProfile("dana"), "member_blocks/dana": { blocked: true, reason: "Spam", by: "mia", at: Timestamp.now(), auditId: "a" } });
    await assertFails(setDoc(doc(as("dana"), "community_members/dana"), member({ name: "dana" })));
  });

  it("is never changed by a member: the server keeps it in step with the profile", async () => {
    await assertFails(updateDoc(doc(as("bob"), "community_members/bob"), { name: "Robert" }));
    await assertFails(updateDoc(doc(as("bob"), "community_members/bob"), { name: "Bob", photoURL: "" }));
    await assertFails(updateDoc(doc(as("bob"), "community_members/bob"), { joinedAt: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(doc(as("ada"), "community_members/bob"), { name: "Not Bob" }));
  });

  // The same names lib/members/visible-text.ts accepts and refuses, checked where it counts (the
  // server checks them too before it reserves one).
  it.each([
    ["a zero-width space", "Pri\u200Bya"],
    ["a right-to-left override", "Ada \u202Eecalevol"],
    ["a newline", "Priya\nShah"],
    ["only the Hangul filler", "\u3164"],
    ["the blank Braille pattern", "Ada\u2800"],
    ["the musical null notehead", "Ada\u{1D159}"],
    ["a private-use character", "Ada\uE000"],
    ["a shorthand format control", "Ada\u{1BCA0}"],
    ["only punctuation", "-- !!"],
    ["81 characters", "x".repeat(81)],
    ["an en quad", "Ada\u2000Lovelace"],
    ["a thin space", "Ada\u2009Lovelace"],
    ["a hair space", "Kim Ad\u200Amin"],
    ["a narrow no-break space", "Ada\u202FLovelace"],
    ["a medium mathematical space", "Ada\u205FLovelace"],
    ["a no-break space", "Ada\u00A0Lovelace"],
    ["an ideographic space", "山田\u3000太郎"],
  ])("refuses a listing under a name with %s", async (_, name) => {
    await seed(serverProfile("cara", { name }));
    await assertFails(setDoc(doc(as("cara"), "community_members/cara"), member({ name })));
  });

  it("accepts names in any script, with punctuation", async () => {
    for (const name of ["José Álvarez-Núñez", "李小龙", "محمد", "O'Neil (she/her)", "x".repeat(80)]) {
      await rules.remove("community_members/cara");
      await seed(serverProfile("cara", { name }));
      await assertSucceeds(setDoc(doc(as("cara"), "community_members/cara"), member({ name })));
    }
  });

  it.each([
    ["no photo", ""],
    ["one of the project's avatars", "/avatars/tide.svg"],
    ["Google's photo host", "https://lh3.googleusercontent.com/a/ACg8oc=s96-c"],
  ])("accepts %s", async (_, photoURL) => {
    await seed(serverProfile("cara", { photoURL }));
    await assertSucceeds(setDoc(doc(as("cara"), "community_members/cara"), member({ name: "cara", photoURL })));
  });

  it.each([
    ["another site's image", "https://example.com/cara.png"],
    ["a look-alike of Google's host", "https://lh3.googleusercontent.com.example.com/a"],
    ["an avatar that is not in the set", "/avatars/other.svg"],
    ["a script address", "javascript:alert(1)"],
  ])("refuses a photo from %s, even when the profile carries it", async (_, photoURL) => {
    await seed(serverProfile("cara", { photoURL }));
    await assertFails(setDoc(doc(as("cara"), "community_members/cara"), member({ name: "cara", photoURL })));
  });
});

describe("community_chat/{id}", () => {
  // A member's page: every message not hidden, and their own.
  const page = (db: Firestore, uid: string, size?: number) =>
    query(
      collection(db, collections.chat),
      or(where("hidden", "==", false), where("uid", "==", uid)),
      orderBy("timestamp", "desc"),
      ...(size === undefined ? [] : [limit(size)]),
    );

  it("is read by verified members, in pages of at most 50", async () => {
    await assertSucceeds(getDoc(doc(as("ada"), "community_chat/old")));
    await assertFails(getDoc(doc(anonymous(), "community_chat/old")));
    await assertSucceeds(getDocs(page(as("ada"), "ada", 50)));
    await assertFails(getDocs(page(as("ada"), "ada", 51)));
    await assertFails(getDocs(page(as("ada"), "ada")));
    await assertFails(getDocs(page(anonymous(), "ada", 20)));
  });

  it("accepts exactly the six fields from their author, not hidden, stamped by the server", async () => {
    await assertSucceeds(postMessage(as("ada"), "ada", { text: "x".repeat(1000) }));
    await seed({ "user_stats/ada": { messagesSent: 0, joinedAt: Timestamp.now() } });
    await assertFails(postMessage(as("ada"), "ada", { text: "" }));
    await assertFails(postMessage(as("ada"), "ada", { text: "x".repeat(1001) }));
    await assertFails(postMessage(as("ada"), "ada", { pinned: true }));
    await assertFails(postMessage(as("ada"), "ada", { hidden: true }));
    await assertFails(postMessage(as("ada"), "ada", { hidden: undefined }));
    await assertFails(postMessage(as("ada"), "ada", { hidden: "false" }));
    await assertFails(postMessage(as("ada"), "ada", { uid: "bob" }));
    await assertFails(postMessage(as("ada"), "ada", { timestamp: Timestamp.fromMillis(Date.now() + 60_000) }));
    await assertFails(
      setDoc(doc(as("ada"), "community_chat/lonely"), { text: "No stats", uid: "ada", name: "Ada", photoURL: "", timestamp: serverTimestamp(), hidden: false }),
    );
    await assertFails(postMessage(anonymous(), "ada"));
  });

  it("carries its author's own profile name and photo, nobody else's", async () => {
    await assertFails(postMessage(as("ada"), "ada", { name: "Bob" }));
    await assertFails(postMessage(as("ada"), "ada", { name: "Northbeam Admin (staff)" }));
    await assertFails(postMessage(as("ada"), "ada", { photoURL: "https://example.com/bob.png" }));
    // No profile yet: nothing to post under.
    await seed({ "user_stats/cara": { messagesSent: 0, joinedAt: monthAgo() } });
    await assertFails(postMessage(as("cara"), "cara", { name: "Ada" }));
    await assertSucceeds(postMessage(as("ada"), "ada", { name: "Ada", photoURL: "" }));
  });

  it("is posted only under a name the server reserved for its author", async () => {
    // A profile written before names were reserved, whose name another member holds now: it does not
    // post until the member picks a free name (through the server, which marks the profile).
    await seed({ ...serverProfile("cara", { name: "Bob", nameKey: undefined }), "user_stats/cara": { messagesSent: 0, joinedAt: monthAgo() } });
    await assertFails(postMessage(as("cara"), "cara", { name: "Bob" }));
    await seed(serverProfile("cara", { name: "Bob B", nameKey: "bobb" }));
    await assertSucceeds(postMessage(as("cara"), "cara", { name: "Bob B" }));
  });

  it("is posted only from an account with a verified e-mail address, never an anonymous one", async () => {
    await assertFails(postMessage(rules.as("ada", { email_verified: false }), "ada"));
    await assertFails(postMessage(rules.as("ada", { email_verified: undefined }), "ada"));
    await assertFails(
      postMessage(rules.as("ada", { firebase: { sign_in_provider: "anonymous", identities: {} }, email: undefined, email_verified: false }), "ada"),
    );
    await assertFails(postMessage(rules.as("ada", { firebase: { sign_in_provider: "anonymous", identities: {} }, email_verified: true }), "ada"));
    await assertSucceeds(postMessage(rules.as("ada", { firebase: { sign_in_provider: "google.com", identities: {} } }), "ada"));
  });

  it("is a reply only to a message that exists, named by its id", async () => {
    await assertFails(postMessage(as("ada"), "ada", { replyTo: "missing" }));
    await assertFails(postMessage(as("ada"), "ada", { replyTo: "" }));
    await assertFails(postMessage(as("ada"), "ada", { replyTo: 7 }));
    await assertFails(postMessage(as("ada"), "ada", { replyTo: { id: "old", name: "Bob", text: "A quote Bob never wrote" } }));
    await assertFails(postMessage(as("ada"), "ada", { replyTo: "old/../x" }));
    await assertSucceeds(postMessage(as("ada"), "ada", { replyTo: "old" }));
    // Any id Firestore allows, hyphens included.
    await seed({
      "community_chat/seed-007": { text: "Seeded", uid: "bob", name: "Bob", photoURL: "", timestamp: Timestamp.now(), hidden: false },
      "user_stats/ada": { messagesSent: 1, joinedAt: monthAgo() },
    });
    await assertSucceeds(postMessage(as("ada"), "ada", { replyTo: "seed-007" }));
  });

  it.each([
    ["zero-width spaces", "\u200B\u200B\u200B"],
    ["the Hangul filler", "\u3164\u3164"],
    ["blank Braille", "\u2800"],
    ["no-break spaces", "\u00A0\u00A0"],
    ["ideographic spaces", "\u3000\u3000"],
    ["newlines", "\n\n\n"],
    ["the musical null notehead", "\u{1D159}\u{1D159}"],
    ["musical beams and phrase marks", "\u{1D173}\u{1D17A}"],
    ["private-use characters", "\uE000\uF8FF"],
    ["the Khitan small script filler", "\u{16FE4}\u{16FE4}"],
    ["shorthand format controls", "\u{1BCA0}\u{1BCA1}\u{1BCA2}\u{1BCA3}"],
    ["combining marks", "\u0301\u0301"],
  ])("refuses text of only %s", async (_, text) => {
    await assertFails(postMessage(as("ada"), "ada", { text }));
    await assertSucceeds(postMessage(as("ada"), "ada", { text: `${text}a visible word${text}` }));
  });

  it("is edited by its author only, within 15 minutes, the text alone, marked with the server's time", async () => {
    const edit = (db: Firestore, data: DocumentData = {}) =>
      updateDoc(doc(db, "community_chat/old"), { text: "Earlier, corrected", editedAt: serverTimestamp(), ...data });
    await assertFails(edit(as("ada")));
    await assertFails(edit(as("bob"), { editedAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    await assertFails(edit(as("bob"), { name: "Ada" }));
    await assertFails(edit(as("bob"), { text: "\u200B\u3164" }));
    await assertFails(edit(as("bob"), { text: "" }));
    await assertFails(edit(as("bob"), { text: "x".repeat(1001) }));
    await assertFails(edit(rules.as("bob", { email_verified: false })));
    await assertFails(updateDoc(doc(as("bob"), "community_chat/old"), { text: "Not marked edited" }));
    await assertSucceeds(edit(as("bob")));
    await assertSucceeds(edit(as("bob"), { text: "And once more" }));

    await seed({
      "community_chat/old": {
        text: "Earlier",
        uid: "bob",
        name: "Bob",
        photoURL: "",
        timestamp: Timestamp.fromMillis(Date.now() - 16 * 60_000),
        hidden: false,
      },
    });
    await assertFails(edit(as("bob")));
  });

  it("is deleted by its author only, any time, as an empty placeholder; never removed outright", async () => {
    const remove = (db: Firestore, data: DocumentData = {}) =>
      updateDoc(doc(db, "community_chat/old"), { text: "", deleted: true, deletedAt: serverTimestamp(), ...data });
    await seed({
      "community_chat/old": {
        text: "Earlier",
        uid: "bob",
        name: "Bob",
        photoURL: "",
        timestamp: Timestamp.fromMillis(Date.now() - 3 * 86_400_000),
        hidden: false,
      },
    });
    await assertFails(remove(as("ada")));
    await assertFails(remove(as("bob"), { text: "Earlier" }));
    await assertFails(remove(as("bob"), { deletedAt: Timestamp.fromMillis(0) }));
    await assertFails(deleteDoc(doc(as("bob"), "community_chat/old")));
    await assertFails(deleteDoc(doc(as("ada"), "community_chat/old")));
    await assertSucceeds(remove(as("bob")));
    // Deleted is final: neither edited nor deleted again.
    await assertFails(updateDoc(doc(as("bob"), "community_chat/old"), { text: "Back again", editedAt: serverTimestamp() }));
    await assertFails(remove(as("bob")));
  });

  it("takes reactions from members: their own only, one of each of the six, on a message still shown", async () => {
    const react = (db: Firestore, key: string, value: unknown = true) => updateDoc(doc(db, "community_chat/old"), { [`reactions.${key}`]: value });
    await assertSucceeds(react(as("ada"), "like_ada"));
    await assertSucceeds(react(as("ada"), "love_ada"));
    await assertSucceeds(react(as("bob"), "like_bob"));
    await assertFails(react(as("ada"), "funny_bob"));
    await assertFails(react(as("ada"), "shrug_ada"));
    await assertFails(react(as("ada"), "like_ada", 2));
    await assertFails(react(as("ada"), "watching_ada", false));
    await assertFails(react(rules.as("ada", { email_verified: false }), "funny_ada"));
    await assertFails(updateDoc(doc(as("ada"), "community_chat/old"), { "reactions.funny_ada": true, text: "Mine now" }));
    // Taken back: the key goes; someone else's stays.
    await assertSucceeds(react(as("ada"), "like_ada", deleteField()));
    await assertFails(react(as("ada"), "like_bob", deleteField()));
    const stored = await getDoc(doc(as("ada"), "community_chat/old"));
    expect(stored.get("reactions")).toEqual({ love_ada: true, like_bob: true });

    await seed({ "member_blocks/ada": { blocked: true, reason: "Spam", by: "mia", at: Timestamp.now(), auditId: "a1" } });
    await assertFails(react(as("ada"), "celebrate_ada"));
    await seed({ "community_chat/old": { text: "", uid: "bob", name: "Bob", photoURL: "", timestamp: Timestamp.now(), hidden: false, deleted: true } });
    await assertFails(react(as("carol"), "like_carol"));
  });

  it("is neither edited nor deleted by its author once a moderator hid it, and never hidden by members", async () => {
    await seed({ "community_chat/old": { text: "Earlier", uid: "bob", name: "Bob", photoURL: "", timestamp: Timestamp.now(), hidden: true } });
    await assertFails(updateDoc(doc(as("bob"), "community_chat/old"), { text: "Cleaned up", editedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as("bob"), "community_chat/old"), { text: "", deleted: true, deletedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as("bob"), "community_chat/old"), { hidden: false }));
    await assertFails(updateDoc(doc(as("ada"), "community_chat/old"), { hidden: false }));
  });
});

describe("presence/{uid}", () => {
  const soon = () => Timestamp.fromMillis(Date.now() + 120_000);
  it("is written by its member only, a server-stamped heartbeat with when it ends, and read by nobody else", async () => {
    await assertSucceeds(setDoc(doc(as("ada"), "presence/ada"), { lastSeen: serverTimestamp(), online: true, expiresAt: soon() }));
    await seed({ "presence/ada": { lastSeen: Timestamp.fromMillis(Date.now() - 1_100), online: true, expiresAt: soon() } });
    await assertSucceeds(setDoc(doc(as("ada"), "presence/ada"), { lastSeen: serverTimestamp(), online: false, expiresAt: Timestamp.now() }));
    await seed({ "presence/ada": { lastSeen: Timestamp.fromMillis(Date.now() - 1_100), online: false, expiresAt: Timestamp.now() } });
    await assertSucceeds(getDoc(doc(as("ada"), "presence/ada")));
    await assertFails(getDoc(doc(as("bob"), "presence/ada")));
    await assertFails(getDocs(query(collection(as("bob"), "presence"), limit(20))));
    await assertFails(setDoc(doc(as("ada"), "presence/bob"), { lastSeen: serverTimestamp(), online: true, expiresAt: soon() }));
    await assertFails(setDoc(doc(as("ada"), "presence/ada"), { lastSeen: Timestamp.fromMillis(Date.now() + 3_600_000), online: true, expiresAt: soon() }));
    // Counted for ten minutes at most without a word from the page.
    await assertFails(
      setDoc(doc(as("ada"), "presence/ada"), { lastSeen: serverTimestamp(), online: true, expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000) }),
    );
    await assertFails(setDoc(doc(as("ada"), "presence/ada"), { lastSeen: serverTimestamp(), online: true }));
    await assertFails(setDoc(doc(as("ada"), "presence/ada"), { lastSeen: serverTimestamp(), online: true, expiresAt: soon(), status: "busy" }));
    await assertFails(setDoc(doc(as("ada"), "presence/ada"), { lastSeen: serverTimestamp(), online: "yes", expiresAt: soon() }));
    await assertFails(setDoc(doc(anonymous(), "presence/ada"), { lastSeen: serverTimestamp(), online: true, expiresAt: soon() }));
    await assertFails(deleteDoc(doc(as("ada"), "presence/ada")));
  });

  it("takes about a write a second at most: a heartbeat flood is refused", async () => {
    const beat = (online: boolean) => setDoc(doc(as("ada"), "presence/ada"), { lastSeen: serverTimestamp(), online, expiresAt: soon() });
    await assertSucceeds(beat(true));
    await assertFails(beat(true));
    await assertFails(beat(false));
    // A second later the member's page may say it again.
    await seed({ "presence/ada": { lastSeen: Timestamp.fromMillis(Date.now() - 1_100), online: true, expiresAt: soon() } });
    await assertSucceeds(beat(false));
  });
});

describe("presence_summary/room", () => {
  it("is read by verified members and written by the server alone", async () => {
    await seed({ "presence_summary/room": { count: 2, online: ["ada", "bob"], intervalMs: 15_000, updatedAt: Timestamp.now() } });
    await assertSucceeds(getDoc(doc(as("bob"), "presence_summary/room")));
    await assertFails(getDoc(doc(anonymous(), "presence_summary/room")));
    await assertFails(setDoc(doc(as("ada"), "presence_summary/room"), { count: 1000, online: [], intervalMs: 1, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as("ada"), "presence_summary/room"), { count: 0 }));
  });
});

describe("chat_reads/{uid}", () => {
  const read = (uid: string) => doc(as(uid), "chat_reads", uid);
  const mark = (lastReadAt: unknown, extra: DocumentData = {}) => ({ lastReadAt, at: serverTimestamp(), ...extra });
  const secondAgo = () => Timestamp.fromMillis(Date.now() - 1_100);

  it("holds how far a member has read, theirs alone, never in the future, stamped by the server", async () => {
    await assertSucceeds(setDoc(read("ada"), mark(Timestamp.fromMillis(Date.now() - 60_000))));
    await seed({ "chat_reads/ada": { lastReadAt: Timestamp.fromMillis(Date.now() - 60_000), at: secondAgo() } });
    await assertSucceeds(setDoc(read("ada"), mark(serverTimestamp())));
    await assertSucceeds(getDoc(read("ada")));
    await seed({ "chat_reads/ada": { lastReadAt: Timestamp.fromMillis(Date.now() - 60_000), at: secondAgo() } });
    await assertFails(getDoc(doc(as("bob"), "chat_reads/ada")));
    await assertFails(setDoc(doc(as("bob"), "chat_reads/ada"), mark(serverTimestamp())));
    await assertFails(setDoc(read("ada"), mark(Timestamp.fromMillis(Date.now() + 3_600_000))));
    await assertFails(setDoc(read("ada"), mark("yesterday")));
    await assertFails(setDoc(read("ada"), mark(serverTimestamp(), { unread: 0 })));
    await assertFails(setDoc(read("ada"), mark(serverTimestamp(), { at: Timestamp.fromMillis(Date.now() + 60_000) })));
    await assertFails(setDoc(read("ada"), { lastReadAt: serverTimestamp() }));
    await assertFails(setDoc(doc(anonymous(), "chat_reads/ada"), mark(serverTimestamp())));
  });

  it("takes about a write a second at most: a flood of marks is refused", async () => {
    await assertSucceeds(setDoc(read("ada"), mark(Timestamp.fromMillis(Date.now() - 60_000))));
    await assertFails(setDoc(read("ada"), mark(Timestamp.fromMillis(Date.now() - 50_000))));
    await assertFails(setDoc(read("ada"), mark(serverTimestamp())));
    // A mark from before the pace was kept (no stamp) is replaced once, then paced.
    await seed({ "chat_reads/ada": { lastReadAt: Timestamp.fromMillis(Date.now() - 60_000) } });
    await assertSucceeds(setDoc(read("ada"), mark(serverTimestamp())));
    await assertFails(setDoc(read("ada"), mark(serverTimestamp())));
  });
});

describe("a blocked member", () => {
  const blocked = { blocked: true, reason: "Spam", by: "mia", at: Timestamp.now(), auditId: "a1" };

  it("cannot post, edit, or change their bio (the server refuses their name and photo)", async () => {
    await seed({ "member_blocks/bob": blocked });
    await assertFails(postMessage(as("bob"), "bob"));
    await assertFails(updateDoc(doc(as("bob"), "users/bob"), { bio: "Blocked, but still", updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as("bob"), "community_chat/old"), { text: "Edited while blocked", editedAt: serverTimestamp() }));
  });

  it("can do all three again once the block is lifted", async () => {
    await seed({ "member_blocks/bob": { ...blocked, blocked: false, reason: "" } });
    await assertSucceeds(postMessage(as("bob"), "bob"));
    await assertSucceeds(updateDoc(doc(as("bob"), "users/bob"), { bio: "Back again", updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(as("bob"), "community_chat/old"), { text: "Edited after the block", editedAt: serverTimestamp() }));
  });

  it("still reads", async () => {
    await seed({ "member_blocks/bob": blocked });
    await assertSucceeds(getDoc(doc(as("bob"), "users/bob")));
    await assertSucceeds(getDoc(doc(as("bob"), "community_chat/old")));
    await assertSucceeds(getDoc(doc(as("bob"), "member_blocks/bob")));
  });
});

describe.each(["article_views", "contact_limits", "visitor_limits", "member_sessions"])("%s", (name) => {
  it("is written by the server only, and never read or written by clients, admins included", async () => {
    await seed({ [`${name}/first`]: { createdAt: Timestamp.now() } });
    await assertFails(getDoc(doc(as("ada"), `${name}/first`)));
    await assertFails(getDocs(query(collection(as("ada"), name), limit(10))));
    await assertFails(getDoc(doc(anonymous(), `${name}/first`)));
    await assertFails(getDoc(doc(as("ali", "admin"), `${name}/first`)));
    await assertFails(getDocs(query(collection(as("ali", "admin"), name), limit(10))));
    await assertFails(setDoc(doc(as("ada"), `${name}/second`), { createdAt: serverTimestamp() }));
    await assertFails(setDoc(doc(anonymous(), `${name}/third`), { createdAt: serverTimestamp() }));
    await assertFails(setDoc(doc(as("ali", "admin"), `${name}/fourth`), { createdAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(as("ali", "admin"), `${name}/first`)));
  });
});

describe("article_views' shards and visit markers", () => {
  it("are the server's alone: no client reads a shard's count or adds to it", async () => {
    await seed({
      "article_views/intro/shards/3": { count: 12, writes: 4 },
      "article_views/intro/visits/2026-11-28_abc": { day: "2026-11-28", expiresAt: Timestamp.now() },
    });
    for (const db of [as("ada"), anonymous(), as("ali", "admin")]) {
      await assertFails(getDoc(doc(db, "article_views/intro/shards/3")));
      await assertFails(getDocs(query(collection(db, "article_views/intro/shards"), limit(10))));
      await assertFails(setDoc(doc(db, "article_views/intro/shards/3"), { count: 1_000_000, writes: 1 }));
      await assertFails(getDoc(doc(db, "article_views/intro/visits/2026-11-28_abc")));
      await assertFails(setDoc(doc(db, "article_views/intro/visits/2026-11-28_xyz"), { day: "2026-11-28" }));
    }
  });
});

describe.each(["contact_messages", "assistant_feedback", "assistant_unanswered"])("%s", (name) => {
  beforeEach(() => seed({ [`${name}/first`]: { createdAt: Timestamp.now() }, "member_roles/ali": { role: "admin" } }));

  it("is never read or written by members or anonymous callers", async () => {
    for (const db of [as("ada"), anonymous()]) {
      await assertFails(getDoc(doc(db, `${name}/first`)));
      await assertFails(getDocs(query(collection(db, name), limit(10))));
      await assertFails(setDoc(doc(db, `${name}/second`), { createdAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db, `${name}/first`), { createdAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(db, `${name}/first`)));
    }
  });

  it("is read by admins, who neither create nor delete it", async () => {
    const admin = as("ali", "admin");
    await assertSucceeds(getDoc(doc(admin, `${name}/first`)));
    await assertSucceeds(getDocs(query(collection(admin, name), limit(10))));
    await assertFails(setDoc(doc(admin, `${name}/second`), { createdAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(admin, `${name}/first`)));
  });
});
