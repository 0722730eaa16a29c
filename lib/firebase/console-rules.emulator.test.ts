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
  type WriteBatch,
} from "firebase/firestore";
import { rulesTestEnvironment } from "@/test/rules-test-env";
import { collections } from "@/lib/firebase/collections.mjs";
import { setLeadStatus } from "@/lib/console/leads-store";

// The operators' console: roles, moderation of the community, leads and the assistant's feedback.
// ada and bob are members, mia a moderator, ali and ann admins.

const rules = rulesTestEnvironment("console-rules");
const { seed, anonymous } = rules;

const message = (uid: string, name: string, overrides: DocumentData = {}) => ({
  text: `Hello from ${name}`,
  uid,
  name,
  photoURL: "",
  timestamp: Timestamp.now(),
  hidden: false,
  ...overrides,
});
const hiddenBy = (auditId: string) => ({ hidden: true, moderation: { by: "mia", at: Timestamp.now(), auditId } });

beforeEach(async () => {
  await seed({
    "users/bob": { name: "Bob", nameKey: "bob", photoURL: "", bio: "", createdAt: Timestamp.now() },
    // Staff sign the audit log with the name the server reserved for them.
    "users/mia": { name: "Mia", nameKey: "mla", photoURL: "", bio: "", createdAt: Timestamp.now() },
    "users/ali": { name: "Ali", nameKey: "all", photoURL: "", bio: "", createdAt: Timestamp.now() },
    "users/ann": { name: "Ann", nameKey: "ann", photoURL: "", bio: "", createdAt: Timestamp.now() },
    // Members for a month: the first day's slower spacing is the chat rules' test.
    "user_stats/ada": { messagesSent: 0, joinedAt: Timestamp.fromMillis(Date.now() - 30 * 86_400_000) },
    "user_stats/bob": { messagesSent: 0, joinedAt: Timestamp.fromMillis(Date.now() - 30 * 86_400_000) },
    "community_chat/bobs": message("bob", "Bob"),
    "community_chat/adas": message("ada", "Ada"),
    "community_chat/bobs-hidden": message("bob", "Bob", hiddenBy("earlier")),
    "community_chat/adas-hidden": message("ada", "Ada", hiddenBy("earlier")),
    "community_reports/bobs_ada": { messageId: "bobs", messageUid: "bob", reporter: "ada", reason: "spam", note: "", at: Timestamp.now(), status: "open" },
    "member_roles/ada": { role: "" },
    "member_roles/mia": { role: "moderator" },
    "member_roles/ali": { role: "admin" },
    "member_roles/ann": { role: "admin" },
    "moderation_audit/earlier": { action: "hide", target: "bobs", targetUid: "bob", reason: "Spam", by: "mia", byName: "Mia", at: Timestamp.now() },
    "contact_messages/lead": { name: "Grace", email: "grace@example.com", message: "We need an app.", createdAt: Timestamp.now(), status: "new" },
    "contact_messages/lead/notes/first": { text: "Called back.", by: "ali", byName: "Ali", at: Timestamp.now() },
    "assistant_feedback/answer": { question: "Do you do audits?", rating: "down", createdAt: Timestamp.now(), reviewed: false },
    "assistant_unanswered/question": { question: "Do you sell hardware?", createdAt: Timestamp.now() },
  });
});

type Role = "admin" | "moderator";
const as = (uid: string, role?: Role) => rules.as(uid, role ? { role } : {});
const ada = () => as("ada");
const bob = () => as("bob");
const mia = () => as("mia", "moderator");
const ali = () => as("ali", "admin");
const ann = () => as("ann", "admin");

/** An audit entry as the console writes it, by `by`, under their profile's name. */
const entry = (by: string, overrides: DocumentData = {}) => ({
  action: "hide",
  target: "bobs",
  targetUid: "bob",
  reason: "Spam",
  by,
  byName: by.charAt(0).toUpperCase() + by.slice(1),
  at: serverTimestamp(),
  ...overrides,
});

/**
 * A moderator's change and its audit entry in one batch, as the console commits them. `audit: null`
 * leaves the entry out (the change still names a fresh id).
 */
function audited(db: Firestore, by: string, audit: DocumentData | null, change: (batch: WriteBatch, auditId: string) => void) {
  const auditRef = doc(collection(db, collections.audit));
  const batch = writeBatch(db);
  change(batch, auditRef.id);
  if (audit) batch.set(auditRef, entry(by, audit));
  return batch.commit();
}

/** Hides (or restores) a message with its audit entry. */
function moderateMessage(
  db: Firestore,
  by: string,
  messageId: string,
  options: { hidden?: boolean; audit?: DocumentData | null; moderation?: DocumentData; extra?: DocumentData } = {},
) {
  const hidden = options.hidden ?? true;
  const audit = options.audit === null ? null : { action: hidden ? "hide" : "restore", target: messageId, ...options.audit };
  return audited(db, by, audit, (batch, auditId) =>
    batch.update(doc(db, collections.chat, messageId), { hidden, moderation: { by, at: serverTimestamp(), auditId, ...options.moderation }, ...options.extra }),
  );
}

/** A member's report of a message, under the id the rules expect unless told otherwise. */
function report(db: Firestore, uid: string, messageId: string, overrides: DocumentData = {}, id = `${messageId}_${uid}`) {
  return setDoc(doc(db, collections.reports, id), {
    messageId,
    messageUid: "bob",
    reporter: uid,
    reason: "spam",
    note: "",
    at: serverTimestamp(),
    status: "open",
    ...overrides,
  });
}

/** Closes a report with its audit entry. */
function closeReport(db: Firestore, by: string, reportId: string, status: string, audit: DocumentData | null, extra: DocumentData = {}) {
  return audited(db, by, audit, (batch, auditId) =>
    batch.update(doc(db, collections.reports, reportId), { status, resolvedBy: by, resolvedAt: serverTimestamp(), auditId, ...extra }),
  );
}

/** Blocks (or unblocks) a member with its audit entry. */
function block(
  db: Firestore,
  by: string,
  uid: string,
  options: { blocked?: boolean; reason?: string; audit?: DocumentData | null; extra?: DocumentData } = {},
) {
  const blocked = options.blocked ?? true;
  const reason = options.reason ?? (blocked ? "Repeated spam" : "");
  const audit = options.audit === null ? null : { action: blocked ? "block" : "unblock", target: uid, targetUid: uid, reason, ...options.audit };
  return audited(db, by, audit, (batch, auditId) =>
    batch.set(doc(db, collections.blocks, uid), { blocked, reason, by, at: serverTimestamp(), auditId, ...options.extra }),
  );
}

/** A chat message and its stats increment in one batch, as the chat posts them. */
function postMessage(db: Firestore, uid: string) {
  const ref = doc(collection(db, collections.chat));
  const batch = writeBatch(db);
  batch.set(ref, { text: "Hello again", uid, name: "Bob", photoURL: "", timestamp: serverTimestamp(), hidden: false });
  batch.update(doc(db, collections.stats, uid), { messagesSent: increment(1), lastMessageAt: serverTimestamp(), lastMessageId: ref.id });
  return batch.commit();
}

const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((document) => document.id).sort();

describe("member_roles/{uid}", () => {
  it("is written by nobody through the client: not the member, not a moderator, not an admin", async () => {
    for (const db of [ada(), mia(), ali()]) {
      await assertFails(setDoc(doc(db, "member_roles/ada"), { role: "admin" }));
      await assertFails(setDoc(doc(db, "member_roles/bob"), { role: "moderator" }));
      await assertFails(updateDoc(doc(db, "member_roles/mia"), { role: "admin" }));
      await assertFails(deleteDoc(doc(db, "member_roles/mia")));
    }
    await assertFails(setDoc(doc(mia(), "member_roles/mia"), { role: "admin" }));
    await assertFails(setDoc(doc(ali(), "member_roles/ali"), { role: "admin" }));
    await assertFails(setDoc(doc(anonymous(), "member_roles/ada"), { role: "admin" }));
  });

  it("is read by verified members (staff wear a badge), not by unverified or anonymous accounts", async () => {
    await assertSucceeds(getDoc(doc(ada(), "member_roles/ada")));
    await assertSucceeds(getDoc(doc(bob(), "member_roles/ada")));
    await assertSucceeds(getDoc(doc(ada(), "member_roles/mia")));
    await assertSucceeds(getDocs(query(collection(ada(), "member_roles"), where("role", "in", ["admin", "moderator"]), limit(50))));
    await assertSucceeds(getDocs(query(collection(mia(), "member_roles"), limit(10))));
    const unverified = rules.as("una", { email_verified: false });
    await assertSucceeds(getDoc(doc(rules.as("ada", { email_verified: false }), "member_roles/ada")));
    await assertFails(getDoc(doc(unverified, "member_roles/mia")));
    await assertFails(getDocs(query(collection(unverified, collections.roles), limit(10))));
    // The staff list is bounded.
    await assertFails(getDocs(query(collection(ada(), "member_roles"), where("role", "in", ["admin", "moderator"]), limit(101))));
    await assertFails(getDocs(query(collection(ada(), "member_roles"), where("role", "in", ["admin", "moderator"]))));
    await assertFails(getDoc(doc(anonymous(), "member_roles/ada")));
  });

  it("takes a role's power away with its mirror, whatever the token still claims", async () => {
    // Taken away: the claim lives on in a token issued before, but the mirror says member.
    await seed({ "member_roles/mia": { role: "member" }, "member_roles/ali": { role: "moderator" } });
    await assertFails(moderateMessage(mia(), "mia", "bobs"));
    await assertFails(block(mia(), "mia", "bob"));
    await assertFails(getDocs(query(collection(mia(), "community_reports"), limit(10))));
    await assertFails(getDoc(doc(mia(), "community_chat/bobs-hidden")));
    // An admin lowered to moderator keeps only what a moderator may do, and a moderator made admin
    // is a moderator until their token carries the new claim.
    await assertFails(getDoc(doc(ali(), "contact_messages/lead")));
    await assertFails(getDoc(doc(ali(), "moderation_audit/earlier")));
    await assertSucceeds(getDoc(doc(ali(), "community_chat/bobs-hidden")));
    await seed({ "member_roles/mia": { role: "admin" } });
    await assertSucceeds(getDoc(doc(mia(), "community_chat/bobs-hidden")));
    await assertFails(getDoc(doc(mia(), "contact_messages/lead")));
    // No mirror at all: no role.
    await rules.remove("member_roles/ali");
    await assertFails(getDoc(doc(ali(), "community_chat/bobs-hidden")));
    await assertFails(getDoc(doc(ali(), "contact_messages/lead")));
    // Given back, the same tokens work again.
    await seed({ "member_roles/mia": { role: "moderator" }, "member_roles/ali": { role: "admin" } });
    await assertSucceeds(moderateMessage(mia(), "mia", "bobs"));
    await assertSucceeds(getDoc(doc(ali(), "contact_messages/lead")));
  });

  it("gives nothing for a role claim the rules do not know", async () => {
    const owner = rules.as("olga", { role: "owner" });
    // Olga reads who is staff, as every verified member does, and nothing an operator reads.
    await assertSucceeds(getDoc(doc(owner, "member_roles/ada")));
    await assertFails(getDocs(query(collection(owner, collections.reports), limit(10))));
    await assertFails(getDoc(doc(owner, "moderation_audit/earlier")));
    await assertFails(getDoc(doc(owner, "contact_messages/lead")));
  });
});

describe("community_chat: hidden messages", () => {
  // A member's page: every message not hidden, and their own.
  const memberPage = (db: Firestore, uid: string, size = 50) =>
    query(collection(db, collections.chat), or(where("hidden", "==", false), where("uid", "==", uid)), orderBy("timestamp", "desc"), limit(size));

  it("are never listed to a member, except their own", async () => {
    const page = await assertSucceeds(getDocs(memberPage(ada(), "ada")));
    expect(ids(page)).toEqual(["adas", "adas-hidden", "bobs"]);
    await assertFails(getDocs(memberPage(ada(), "ada", 51)));
    await assertFails(getDocs(memberPage(ada(), "bob")));
    await assertFails(getDocs(query(collection(ada(), "community_chat"), where("hidden", "==", true), limit(50))));
    await assertFails(getDocs(query(collection(ada(), "community_chat"), orderBy("timestamp", "desc"), limit(50))));
    await assertFails(getDocs(query(collection(ada(), "community_chat"), where("uid", "==", "bob"), limit(50))));
  });

  it("are listed to moderators", async () => {
    const hidden = await assertSucceeds(getDocs(query(collection(mia(), "community_chat"), where("hidden", "==", true), limit(50))));
    expect(ids(hidden)).toEqual(["adas-hidden", "bobs-hidden"]);
    await assertSucceeds(getDocs(query(collection(ali(), "community_chat"), orderBy("timestamp", "desc"), limit(50))));
    await assertFails(getDocs(query(collection(mia(), "community_chat"), where("hidden", "==", true), limit(51))));
  });

  it("are read one by one by their author and moderators only", async () => {
    await assertSucceeds(getDoc(doc(ada(), "community_chat/adas-hidden")));
    await assertFails(getDoc(doc(ada(), "community_chat/bobs-hidden")));
    await assertSucceeds(getDoc(doc(ada(), "community_chat/bobs")));
    await assertSucceeds(getDoc(doc(mia(), "community_chat/bobs-hidden")));
    await assertFails(getDoc(doc(anonymous(), "community_chat/bobs")));
  });
});

describe("community_chat: hiding and restoring", () => {
  it("is done by a moderator with its audit entry in the same batch, both ways", async () => {
    await assertSucceeds(moderateMessage(mia(), "mia", "bobs"));
    await assertFails(getDoc(doc(ada(), "community_chat/bobs")));
    await assertSucceeds(moderateMessage(mia(), "mia", "bobs", { hidden: false }));
    await assertSucceeds(getDoc(doc(ada(), "community_chat/bobs")));
    await assertSucceeds(moderateMessage(ali(), "ali", "adas"));
  });

  it("is refused without the audit entry, or with one for another action or message", async () => {
    await assertFails(moderateMessage(mia(), "mia", "bobs", { audit: null }));
    await assertFails(moderateMessage(mia(), "mia", "bobs", { audit: { action: "restore" } }));
    await assertFails(moderateMessage(mia(), "mia", "bobs", { audit: { action: "block" } }));
    await assertFails(moderateMessage(mia(), "mia", "bobs", { audit: { target: "adas" } }));
    await assertFails(moderateMessage(mia(), "mia", "bobs-hidden", { hidden: false, audit: { action: "hide" } }));
  });

  it("cannot reuse an earlier audit entry", async () => {
    await assertFails(updateDoc(doc(mia(), "community_chat/bobs"), { hidden: true, moderation: { by: "mia", at: serverTimestamp(), auditId: "earlier" } }));
  });

  it("is refused to members, the message's author included", async () => {
    await assertFails(moderateMessage(ada(), "ada", "bobs"));
    await assertFails(moderateMessage(bob(), "bob", "bobs"));
    await assertFails(moderateMessage(bob(), "bob", "bobs-hidden", { hidden: false }));
  });

  it("changes nothing but the hidden state and its record", async () => {
    await assertFails(moderateMessage(mia(), "mia", "bobs", { extra: { text: "Edited by a moderator" } }));
    await assertFails(moderateMessage(mia(), "mia", "bobs", { extra: { uid: "ada" } }));
    await assertFails(moderateMessage(mia(), "mia", "bobs-hidden"));
    await assertFails(moderateMessage(mia(), "mia", "bobs", { moderation: { by: "ali" } }));
    await assertFails(moderateMessage(mia(), "mia", "bobs", { moderation: { at: Timestamp.fromMillis(0) } }));
    await assertFails(moderateMessage(mia(), "mia", "bobs", { moderation: { note: "Why" } }));
    await assertFails(deleteDoc(doc(mia(), "community_chat/bobs")));
    await assertFails(deleteDoc(doc(ali(), "community_chat/bobs")));
  });
});

describe("community_reports/{messageId}_{uid}", () => {
  it("takes one report per member and message", async () => {
    await assertSucceeds(report(bob(), "bob", "adas", { messageUid: "ada", reason: "harassment", note: "x".repeat(300) }));
    await assertFails(report(bob(), "bob", "adas", { messageUid: "ada", reason: "other" }));
    await assertSucceeds(report(as("carol"), "carol", "bobs", { reason: "inappropriate" }));
  });

  it("refuses a report of one's own message, under another id, or naming the wrong author", async () => {
    await assertFails(report(bob(), "bob", "bobs"));
    await assertFails(report(ada(), "ada", "adas", { messageUid: "ada" }));
    await assertFails(report(as("carol"), "carol", "bobs", {}, "bobs_dave"));
    await assertFails(report(as("carol"), "carol", "bobs", {}, "bobs"));
    await assertFails(report(as("carol"), "carol", "bobs", {}, "carol_bobs"));
    await assertFails(report(as("carol"), "carol", "bobs", { messageUid: "ada" }));
    await assertFails(report(as("carol"), "carol", "missing", {}));
    await assertFails(report(anonymous(), "carol", "bobs"));
  });

  it("refuses anything but the whitelisted, capped fields", async () => {
    const carol = as("carol");
    await assertFails(report(carol, "carol", "bobs", { reason: "boring" }));
    await assertFails(report(carol, "carol", "bobs", { note: "x".repeat(301) }));
    await assertFails(report(carol, "carol", "bobs", { reporter: "dave" }));
    await assertFails(report(carol, "carol", "bobs", { status: "actioned" }));
    await assertFails(report(carol, "carol", "bobs", { at: Timestamp.fromMillis(0) }));
    await assertFails(report(carol, "carol", "bobs", { priority: "high" }));
  });

  it("refuses a blocked member's report", async () => {
    await seed({ "member_blocks/carol": { blocked: true, reason: "Spam", by: "mia", at: Timestamp.now(), auditId: "a1" } });
    await assertFails(report(as("carol"), "carol", "bobs"));
  });

  it("is read by its reporter and moderators; listed by moderators only", async () => {
    await assertSucceeds(getDoc(doc(ada(), "community_reports/bobs_ada")));
    await assertFails(getDoc(doc(bob(), "community_reports/bobs_ada")));
    await assertFails(getDoc(doc(anonymous(), "community_reports/bobs_ada")));
    await assertFails(getDocs(query(collection(ada(), "community_reports"), limit(10))));
    await assertFails(getDocs(query(collection(ada(), "community_reports"), where("reporter", "==", "ada"), limit(10))));
    await assertSucceeds(getDoc(doc(mia(), "community_reports/bobs_ada")));
    await assertSucceeds(getDocs(query(collection(mia(), "community_reports"), where("status", "==", "open"), limit(10))));
    await assertSucceeds(getDocs(query(collection(ali(), "community_reports"), limit(10))));
  });

  it("is never changed or withdrawn by its reporter", async () => {
    await assertFails(updateDoc(doc(ada(), "community_reports/bobs_ada"), { note: "More detail" }));
    await assertFails(updateDoc(doc(ada(), "community_reports/bobs_ada"), { status: "dismissed" }));
    await assertFails(deleteDoc(doc(ada(), "community_reports/bobs_ada")));
    await assertFails(deleteDoc(doc(mia(), "community_reports/bobs_ada")));
  });

  it("is dismissed by a moderator with a dismiss entry in the same batch", async () => {
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "dismissed", null));
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "dismissed", { action: "hide" }));
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "dismissed", { action: "dismiss", target: "adas" }));
    await assertFails(closeReport(ada(), "ada", "bobs_ada", "dismissed", { action: "dismiss" }));
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "dismissed", { action: "dismiss", report: "adas_bob" }));
    await assertSucceeds(closeReport(mia(), "mia", "bobs_ada", "dismissed", { action: "dismiss", report: "bobs_ada" }));
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "actioned", { action: "hide" }));
  });

  it("is actioned by a moderator hiding the message, with one hide entry for both", async () => {
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "actioned", null));
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "actioned", { action: "dismiss" }));
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "open", { action: "dismiss" }));
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "dismissed", { action: "dismiss" }, { reason: "other" }));
    await assertFails(closeReport(mia(), "mia", "bobs_ada", "dismissed", { action: "dismiss" }, { resolvedBy: "ali" }));
    const db = mia();
    await assertSucceeds(
      audited(db, "mia", { action: "hide", target: "bobs" }, (batch, auditId) => {
        batch.update(doc(db, "community_chat/bobs"), { hidden: true, moderation: { by: "mia", at: serverTimestamp(), auditId } });
        batch.update(doc(db, "community_reports/bobs_ada"), { status: "actioned", resolvedBy: "mia", resolvedAt: serverTimestamp(), auditId });
      }),
    );
  });
});

describe("community_reports: many on one message", () => {
  const reporters = ["ada", "carol", "dave", "erin", "finn", "gus", "hal", "ivy", "jon", "kim", "lee", "max"];
  const resolved = (auditId: string, status: string) => ({ status, resolvedBy: "mia", resolvedAt: serverTimestamp(), auditId });

  beforeEach(() =>
    seed(
      Object.fromEntries(
        reporters.map((uid) => [
          `community_reports/bobs_${uid}`,
          { messageId: "bobs", messageUid: "bob", reporter: uid, reason: "spam", note: "", at: Timestamp.now(), status: "open" },
        ]),
      ),
    ),
  );

  it("are all closed as actioned with the hide that acts on them, in one batch", async () => {
    const db = mia();
    await assertSucceeds(
      audited(db, "mia", { action: "hide", target: "bobs" }, (batch, auditId) => {
        batch.update(doc(db, "community_chat/bobs"), { hidden: true, moderation: { by: "mia", at: serverTimestamp(), auditId } });
        for (const uid of reporters) batch.update(doc(db, `community_reports/bobs_${uid}`), resolved(auditId, "actioned"));
      }),
    );
  });

  it("are all dismissed with one dismiss entry", async () => {
    const db = mia();
    await assertSucceeds(
      audited(db, "mia", { action: "dismiss", target: "bobs", report: "bobs_ada" }, (batch, auditId) => {
        for (const uid of reporters) batch.update(doc(db, `community_reports/bobs_${uid}`), resolved(auditId, "dismissed"));
      }),
    );
  });
});

describe("member_blocks/{uid}", () => {
  it("is set by a moderator with a reason and its audit entry, and stops the member posting", async () => {
    await assertSucceeds(postMessage(bob(), "bob"));
    await assertSucceeds(block(mia(), "mia", "bob"));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await assertFails(postMessage(bob(), "bob"));
    await assertSucceeds(getDoc(doc(bob(), "member_blocks/bob")));
  });

  it("is lifted by a moderator with its audit entry, and the member posts again", async () => {
    await seed({ "member_blocks/bob": { blocked: true, reason: "Spam", by: "mia", at: Timestamp.now(), auditId: "a1" } });
    await assertFails(postMessage(bob(), "bob"));
    await assertFails(block(ali(), "ali", "bob", { blocked: false, audit: { action: "block" } }));
    await assertSucceeds(block(ali(), "ali", "bob", { blocked: false }));
    await assertSucceeds(postMessage(bob(), "bob"));
  });

  it("is never set by a moderator on themselves, nor by members on anyone", async () => {
    await assertFails(block(mia(), "mia", "mia"));
    await assertFails(block(ali(), "ali", "ali"));
    await assertFails(block(ada(), "ada", "bob"));
    await assertFails(block(ada(), "ada", "ada"));
    await assertFails(block(anonymous(), "ada", "bob"));
  });

  it("is never set on an admin, by a moderator or by another admin", async () => {
    await seed({ "member_roles/ali": { role: "admin" }, "member_roles/amy": { role: "admin" }, "member_roles/max": { role: "moderator" } });
    await assertFails(block(mia(), "mia", "ali"));
    await assertFails(block(ali(), "ali", "amy"));
    // A moderator is a member of the community like any other.
    await assertSucceeds(block(ali(), "ali", "max"));
  });

  it("is never lifted or removed by the blocked member", async () => {
    await seed({ "member_blocks/bob": { blocked: true, reason: "Spam", by: "mia", at: Timestamp.now(), auditId: "a1" } });
    await assertFails(block(bob(), "bob", "bob", { blocked: false }));
    await assertFails(updateDoc(doc(bob(), "member_blocks/bob"), { blocked: false }));
    await assertFails(deleteDoc(doc(bob(), "member_blocks/bob")));
    await assertFails(deleteDoc(doc(mia(), "member_blocks/bob")));
  });

  it("needs its audit entry, a reason, and the moderator's own name and time", async () => {
    await assertFails(block(mia(), "mia", "bob", { audit: null }));
    await assertFails(block(mia(), "mia", "bob", { audit: { action: "unblock" } }));
    await assertFails(block(mia(), "mia", "bob", { audit: { target: "ada" } }));
    await assertFails(block(mia(), "mia", "bob", { reason: "" }));
    await assertFails(block(mia(), "mia", "bob", { reason: "   " }));
    await assertFails(block(mia(), "mia", "bob", { reason: "x".repeat(301) }));
    await assertFails(block(mia(), "mia", "bob", { extra: { by: "ali" } }));
    await assertFails(block(mia(), "mia", "bob", { extra: { at: Timestamp.fromMillis(0) } }));
    await assertFails(block(mia(), "mia", "bob", { extra: { until: Timestamp.now() } }));
  });

  it("is read by its member and moderators, listed by moderators only", async () => {
    await seed({ "member_blocks/bob": { blocked: true, reason: "Spam", by: "mia", at: Timestamp.now(), auditId: "a1" } });
    await assertSucceeds(getDoc(doc(bob(), "member_blocks/bob")));
    await assertSucceeds(getDoc(doc(ada(), "member_blocks/ada")));
    await assertFails(getDoc(doc(ada(), "member_blocks/bob")));
    await assertSucceeds(getDoc(doc(mia(), "member_blocks/bob")));
    await assertSucceeds(getDocs(query(collection(mia(), "member_blocks"), limit(10))));
    await assertFails(getDocs(query(collection(ada(), "member_blocks"), limit(10))));
  });
});

describe("community_settings/room: slow mode", () => {
  /** Sets the room's slow mode with its audit entry (or, `audit: null`, without). */
  const setSlowMode = (db: Firestore, by: string, seconds: number, options: { audit?: DocumentData | null; id?: string; extra?: DocumentData } = {}) =>
    audited(
      db,
      by,
      options.audit === null ? null : { action: "slow-mode", target: "room", targetUid: "", reason: `Slow mode: ${seconds} s`, ...options.audit },
      (batch, auditId) =>
        batch.set(doc(db, collections.room, options.id ?? "room"), { slowModeSeconds: seconds, by, at: serverTimestamp(), auditId, ...options.extra }),
    );
  const lastPosted = (uid: string, secondsAgo: number) => ({
    [`${collections.stats}/${uid}`]: {
      messagesSent: 1,
      joinedAt: Timestamp.fromMillis(Date.now() - 30 * 86_400_000),
      lastMessageAt: Timestamp.fromMillis(Date.now() - secondsAgo * 1000),
      lastMessageId: "earlier",
    },
  });

  it("is set by moderators, to off, 10, 30 or 60 seconds, with its audit entry, and read by members", async () => {
    for (const seconds of [10, 30, 60, 0]) await assertSucceeds(setSlowMode(mia(), "mia", seconds));
    await assertSucceeds(setSlowMode(ali(), "ali", 30));
    await assertSucceeds(getDoc(doc(ada(), "community_settings/room")));
    await assertFails(getDoc(doc(anonymous(), "community_settings/room")));
  });

  it("is refused to members, without the audit entry, at other values and under other names", async () => {
    await assertFails(setSlowMode(ada(), "ada", 30));
    await assertFails(setSlowMode(mia(), "mia", 30, { audit: null }));
    await assertFails(setSlowMode(mia(), "mia", 30, { audit: { action: "block" } }));
    await assertFails(setSlowMode(mia(), "mia", 15));
    await assertFails(setSlowMode(mia(), "mia", 3600));
    await assertFails(setSlowMode(mia(), "mia", 30, { id: "lobby", audit: { target: "lobby" } }));
    await assertFails(setSlowMode(mia(), "mia", 30, { extra: { by: "ali" } }));
    await assertFails(setSlowMode(mia(), "mia", 30, { extra: { note: "quiet please" } }));
  });

  it("holds every member but staff to its spacing", async () => {
    await seed({ "community_settings/room": { slowModeSeconds: 30, by: "mia", at: Timestamp.now(), auditId: "earlier" }, ...lastPosted("bob", 20) });
    await assertFails(postMessage(bob(), "bob"));
    await seed(lastPosted("bob", 31));
    await assertSucceeds(postMessage(bob(), "bob"));
    // Staff are not held back: a moderator posts 3 seconds after their last message.
    await seed({ "users/mia": { name: "Bob", nameKey: "bob", photoURL: "", bio: "", createdAt: Timestamp.now() }, ...lastPosted("mia", 3) });
    await assertSucceeds(postMessage(mia(), "mia"));
    // Off again: the usual two seconds.
    await seed({ "community_settings/room": { slowModeSeconds: 0, by: "mia", at: Timestamp.now(), auditId: "later" }, ...lastPosted("bob", 3) });
    await assertSucceeds(postMessage(bob(), "bob"));
  });
});

describe("moderation_audit/{id}", () => {
  it("is read by admins only", async () => {
    await assertSucceeds(getDoc(doc(ali(), "moderation_audit/earlier")));
    await assertSucceeds(getDocs(query(collection(ali(), "moderation_audit"), orderBy("at", "desc"), limit(20))));
    await assertFails(getDoc(doc(mia(), "moderation_audit/earlier")));
    await assertFails(getDocs(query(collection(mia(), "moderation_audit"), limit(20))));
    await assertFails(getDoc(doc(ada(), "moderation_audit/earlier")));
    await assertFails(getDoc(doc(anonymous(), "moderation_audit/earlier")));
  });

  it("is written by moderators in its exact shape, with the change it records", async () => {
    await assertSucceeds(moderateMessage(mia(), "mia", "bobs"));
    await assertSucceeds(block(ali(), "ali", "bob", { blocked: false, audit: { reason: "" } }));
    await assertFails(moderateMessage(ada(), "ada", "adas"));
    await assertFails(moderateMessage(mia(), "mia", "adas", { audit: { by: "ali", byName: "Ali" } }));
    await assertFails(moderateMessage(mia(), "mia", "adas", { audit: { action: "delete" } }));
    await assertFails(moderateMessage(mia(), "mia", "adas", { audit: { reason: "x".repeat(301) } }));
    await assertFails(moderateMessage(mia(), "mia", "adas", { audit: { byName: " " } }));
    await assertFails(moderateMessage(mia(), "mia", "adas", { audit: { at: Timestamp.fromMillis(0) } }));
    await assertFails(moderateMessage(mia(), "mia", "adas", { audit: { targetUid: 42 } }));
    await assertFails(moderateMessage(mia(), "mia", "adas", { audit: { extra: true } }));
  });

  it("is never written alone: an entry needs the change it records, in the same batch", async () => {
    // The audit's forgery: a moderator logs an assignment that never happened, under an admin's name.
    const forged = { action: "assign", target: "lead", targetUid: "ali", reason: "Assigned to Ali", byName: "Rachel Dunn" };
    await assertFails(setDoc(doc(mia(), "moderation_audit/forged"), entry("mia", forged)));
    await assertFails(setDoc(doc(mia(), "moderation_audit/forged"), entry("mia", { ...forged, byName: "Mia" })));
    await assertFails(setDoc(doc(ali(), "moderation_audit/forged"), entry("ali", { ...forged, byName: "Ali" })));
    await assertFails(setDoc(doc(mia(), "moderation_audit/alone"), entry("mia")));
    await assertFails(setDoc(doc(mia(), "moderation_audit/alone"), entry("mia", { action: "restore", target: "bobs-hidden" })));
    await assertFails(setDoc(doc(mia(), "moderation_audit/alone"), entry("mia", { action: "block", target: "bob" })));
    await assertFails(setDoc(doc(mia(), "moderation_audit/alone"), entry("mia", { action: "unblock", target: "bob" })));
    await assertFails(setDoc(doc(mia(), "moderation_audit/alone"), entry("mia", { action: "slow-mode", target: "room", targetUid: "" })));
    await assertFails(setDoc(doc(mia(), "moderation_audit/alone"), entry("mia", { action: "dismiss", report: "bobs_ada" })));
    // Nor beside a change that names another entry.
    const db = mia();
    await assertFails(
      writeBatch(db)
        .set(doc(db, "moderation_audit/second"), entry("mia", { target: "adas", targetUid: "ada" }))
        .set(doc(db, "moderation_audit/first"), entry("mia"))
        .update(doc(db, "community_chat/bobs"), { hidden: true, moderation: { by: "mia", at: serverTimestamp(), auditId: "first" } })
        .commit(),
    );
  });

  it("is signed with the writer's own profile name, not a name they type", async () => {
    await assertFails(moderateMessage(mia(), "mia", "bobs", { audit: { byName: "Rachel Dunn" } }));
    await assertFails(moderateMessage(mia(), "mia", "bobs", { audit: { byName: "Ali" } }));
    await assertSucceeds(moderateMessage(mia(), "mia", "bobs", { audit: { byName: "Mia" } }));
    // Staff without a reserved name write no entry until they have one.
    await rules.remove("users/mia");
    await assertFails(moderateMessage(mia(), "mia", "adas"));
  });

  it("is never changed or removed, by admins neither", async () => {
    for (const db of [ali(), mia(), ada()]) {
      await assertFails(updateDoc(doc(db, "moderation_audit/earlier"), { reason: "Rewritten" }));
      await assertFails(setDoc(doc(db, "moderation_audit/earlier"), entry("mia")));
      await assertFails(deleteDoc(doc(db, "moderation_audit/earlier")));
    }
  });
});

describe("contact_messages: leads", () => {
  const status = (by: string, value = "in-progress", overrides: DocumentData = {}) => ({
    status: value,
    statusBy: by,
    statusAt: serverTimestamp(),
    ...overrides,
  });

  it("are read by admins only", async () => {
    await assertSucceeds(getDoc(doc(ali(), "contact_messages/lead")));
    await assertSucceeds(getDocs(query(collection(ali(), "contact_messages"), orderBy("createdAt", "desc"), limit(20))));
    await assertFails(getDoc(doc(mia(), "contact_messages/lead")));
    await assertFails(getDocs(query(collection(mia(), "contact_messages"), limit(20))));
    await assertFails(getDoc(doc(ada(), "contact_messages/lead")));
  });

  it("have their status set by an admin, signed and stamped", async () => {
    for (const value of ["in-progress", "handled", "spam", "new"]) {
      await assertSucceeds(updateDoc(doc(ali(), "contact_messages/lead"), status("ali", value)));
    }
  });

  it("change nothing else, and only for an admin", async () => {
    await assertFails(updateDoc(doc(ali(), "contact_messages/lead"), status("ali", "archived")));
    await assertFails(updateDoc(doc(ali(), "contact_messages/lead"), status("ali", "handled", { email: "someone@example.com" })));
    await assertFails(updateDoc(doc(ali(), "contact_messages/lead"), { message: "Rewritten" }));
    await assertFails(updateDoc(doc(ali(), "contact_messages/lead"), status("mia")));
    await assertFails(updateDoc(doc(ali(), "contact_messages/lead"), status("ali", "handled", { statusAt: Timestamp.fromMillis(0) })));
    await assertFails(updateDoc(doc(mia(), "contact_messages/lead"), status("mia")));
    await assertFails(updateDoc(doc(ada(), "contact_messages/lead"), status("ada")));
    await assertFails(deleteDoc(doc(ali(), "contact_messages/lead")));
  });

  describe("the time of the first reply", () => {
    const replied = (by: string, value = "in-progress", overrides: DocumentData = {}) => status(by, value, { repliedAt: serverTimestamp(), ...overrides });
    const lead = (db: Firestore, id = "lead") => doc(db, `contact_messages/${id}`);

    it("is stamped with the change of status that first takes a lead up, to in progress or handled", async () => {
      await assertSucceeds(updateDoc(lead(ali()), replied("ali", "in-progress")));
      await rules.seed({ "contact_messages/other": { name: "", email: "kai@example.com", createdAt: Timestamp.now(), status: "new", source: "assistant" } });
      await assertSucceeds(updateDoc(lead(ann(), "other"), replied("ann", "handled")));
      const stored = await getDoc(lead(ali()));
      expect(stored.get("repliedAt")).toBeInstanceOf(Timestamp);
      expect(stored.get("repliedAt").isEqual(stored.get("statusAt"))).toBe(true);
    });

    it("is written once: never again, rewritten or removed, while the status goes on changing", async () => {
      await assertSucceeds(updateDoc(lead(ali()), replied("ali", "in-progress")));
      await assertFails(updateDoc(lead(ali()), replied("ali", "handled")));
      await assertFails(updateDoc(lead(ali()), status("ali", "handled", { repliedAt: Timestamp.now() })));
      await assertFails(updateDoc(lead(ali()), status("ali", "handled", { repliedAt: deleteField() })));
      await assertFails(updateDoc(lead(ali()), status("ali", "handled", { repliedAt: null })));
      await assertSucceeds(updateDoc(lead(ali()), status("ali", "handled")));
      await assertSucceeds(updateDoc(lead(ali()), status("ali", "new")));
      await assertFails(updateDoc(lead(ali()), replied("ali", "in-progress")));
    });

    it("is refused at another time, without a change of status, for spam or new, alone, or to anyone but an admin", async () => {
      await assertFails(updateDoc(lead(ali()), replied("ali", "in-progress", { repliedAt: Timestamp.fromMillis(Date.now() - 3_600_000) })));
      await assertFails(updateDoc(lead(ali()), replied("ali", "in-progress", { repliedAt: Timestamp.now() })));
      await assertFails(updateDoc(lead(ali()), replied("ali", "spam")));
      await assertFails(updateDoc(lead(ali()), replied("ali", "new")));
      await assertFails(updateDoc(lead(ali()), { repliedAt: serverTimestamp() }));
      await assertFails(updateDoc(lead(ali()), replied("mia")));
      await assertFails(updateDoc(lead(mia()), replied("mia")));
      await assertFails(updateDoc(lead(ada()), replied("ada")));
      // A lead taken up before replies were stamped gets its time with its next change of status, not without one.
      await rules.seed({ "contact_messages/older": { name: "Kai", email: "kai@example.com", createdAt: Timestamp.now(), status: "in-progress" } });
      await assertFails(updateDoc(lead(ali(), "older"), replied("ali", "in-progress")));
      await assertSucceeds(updateDoc(lead(ali(), "older"), replied("ali", "handled")));
    });

    it("is written by the console the first time a lead is taken up, and kept after", async () => {
      await setLeadStatus(ali(), "lead", "spam", "ali");
      expect((await getDoc(lead(ali()))).get("repliedAt")).toBeUndefined();
      await setLeadStatus(ali(), "lead", "new", "ali");
      await setLeadStatus(ali(), "lead", "in-progress", "ali");
      const first = (await getDoc(lead(ali()))).get("repliedAt") as Timestamp;
      expect(first).toBeInstanceOf(Timestamp);
      await setLeadStatus(ann(), "lead", "handled", "ann");
      await setLeadStatus(ali(), "lead", "in-progress", "ali");
      const stored = await getDoc(lead(ali()));
      expect(stored.get("status")).toBe("in-progress");
      expect((stored.get("repliedAt") as Timestamp).isEqual(first)).toBe(true);
      await expect(setLeadStatus(mia(), "lead", "handled", "mia")).rejects.toThrow();
    });
  });

  describe("assignment", () => {
    const assign = (db: Firestore, by: string, to: string | null, options: { audit?: DocumentData | null; extra?: DocumentData } = {}) =>
      audited(
        db,
        by,
        options.audit === null
          ? null
          : { action: "assign", target: "lead", targetUid: to ?? "", reason: to ? `Assigned to ${to}` : "Unassigned", ...options.audit },
        (batch, auditId) =>
          batch.update(doc(db, "contact_messages/lead"), {
            assignedTo: to,
            assignedName: to ? to.toUpperCase() : "",
            assignedBy: by,
            assignedAt: serverTimestamp(),
            auditId,
            ...options.extra,
          }),
      );

    it("is done by an admin, to an admin or to nobody, with its audit entry in the same batch", async () => {
      await assertSucceeds(assign(ali(), "ali", "ann"));
      await assertSucceeds(assign(ali(), "ali", "ali"));
      await assertSucceeds(assign(ann(), "ann", null));
      const entries = await getDocs(query(collection(ali(), collections.audit), where("action", "==", "assign")));
      expect(entries.docs.map((entry) => [entry.get("targetUid"), entry.get("by")]).sort()).toEqual([
        ["", "ann"],
        ["ali", "ali"],
        ["ann", "ali"],
      ]);
    });

    it("is refused without its audit entry, or with one for another lead, action or assignee", async () => {
      await assertFails(assign(ali(), "ali", "ann", { audit: null }));
      await assertFails(assign(ali(), "ali", "ann", { audit: { target: "another-lead" } }));
      await assertFails(assign(ali(), "ali", "ann", { audit: { action: "hide" } }));
      await assertFails(assign(ali(), "ali", "ann", { audit: { targetUid: "ali" } }));
      await assertFails(assign(ali(), "ali", null, { audit: { targetUid: "ann" } }));
    });

    it("is refused to moderators and members, and to anyone but an admin", async () => {
      await assertFails(assign(mia(), "mia", "ali", { audit: { byName: "Mia" } }));
      await assertFails(assign(ada(), "ada", "ali", { audit: { byName: "Ada" } }));
      // Only admins read leads: a lead is never given to a moderator, a member or an unknown account.
      await assertFails(assign(ali(), "ali", "mia"));
      await assertFails(assign(ali(), "ali", "ada"));
      await assertFails(assign(ali(), "ali", "nobody-at-all"));
    });

    it("is signed and stamped by the admin doing it, changes nothing else, and is not repeated", async () => {
      await assertFails(assign(ali(), "ann", "ann"));
      await assertFails(assign(ali(), "ali", "ann", { extra: { assignedAt: Timestamp.fromMillis(0) } }));
      await assertFails(assign(ali(), "ali", "ann", { extra: { assignedName: "" } }));
      await assertFails(assign(ali(), "ali", null, { extra: { assignedName: "Ann" } }));
      await assertFails(assign(ali(), "ali", "ann", { extra: { status: "handled" } }));
      await assertSucceeds(assign(ali(), "ali", "ann"));
      // Assigning it again to the same admin would only fill the log.
      await assertFails(assign(ali(), "ali", "ann"));
    });
  });

  describe("notes", () => {
    const note = (by: string, overrides: DocumentData = {}) => ({ text: "Sent a proposal.", by, byName: "Ali", at: serverTimestamp(), ...overrides });

    it("are added by admins, signed, 1 to 2000 characters", async () => {
      await assertSucceeds(setDoc(doc(ali(), "contact_messages/lead/notes/second"), note("ali")));
      await assertSucceeds(setDoc(doc(ali(), "contact_messages/lead/notes/long"), note("ali", { text: "x".repeat(2000) })));
      await assertFails(setDoc(doc(ali(), "contact_messages/lead/notes/c"), note("ali", { text: "x".repeat(2001) })));
      await assertFails(setDoc(doc(ali(), "contact_messages/lead/notes/c"), note("ali", { text: "" })));
      await assertFails(setDoc(doc(ali(), "contact_messages/lead/notes/c"), note("ali", { text: "   " })));
      await assertFails(setDoc(doc(ali(), "contact_messages/lead/notes/c"), note("mia")));
      await assertFails(setDoc(doc(ali(), "contact_messages/lead/notes/c"), note("ali", { byName: "" })));
      await assertFails(setDoc(doc(ali(), "contact_messages/lead/notes/c"), note("ali", { at: Timestamp.fromMillis(0) })));
      await assertFails(setDoc(doc(ali(), "contact_messages/lead/notes/c"), note("ali", { pinned: true })));
    });

    it("are never edited or removed, by admins neither", async () => {
      await assertFails(updateDoc(doc(ali(), "contact_messages/lead/notes/first"), { text: "Rewritten" }));
      await assertFails(setDoc(doc(ali(), "contact_messages/lead/notes/first"), note("ali")));
      await assertFails(deleteDoc(doc(ali(), "contact_messages/lead/notes/first")));
    });

    it("are read and added by admins only", async () => {
      await assertSucceeds(getDocs(query(collection(ali(), "contact_messages/lead/notes"), orderBy("at"), limit(50))));
      await assertFails(getDocs(query(collection(mia(), "contact_messages/lead/notes"), limit(50))));
      await assertFails(getDoc(doc(ada(), "contact_messages/lead/notes/first")));
      await assertFails(setDoc(doc(mia(), "contact_messages/lead/notes/c"), note("mia", { byName: "Mia" })));
      await assertFails(setDoc(doc(ada(), "contact_messages/lead/notes/c"), note("ada", { byName: "Ada" })));
    });
  });
});

describe("assistant_feedback and assistant_unanswered", () => {
  const reviewed = (by: string, overrides: DocumentData = {}) => ({ reviewed: true, reviewedBy: by, reviewedAt: serverTimestamp(), ...overrides });

  it("feedback is marked reviewed by an admin, signed and stamped, and back", async () => {
    await assertSucceeds(updateDoc(doc(ali(), "assistant_feedback/answer"), reviewed("ali")));
    await assertSucceeds(updateDoc(doc(ali(), "assistant_feedback/answer"), reviewed("ali", { reviewed: false })));
  });

  it("feedback keeps its rating and content, and only admins mark it", async () => {
    await assertFails(updateDoc(doc(ali(), "assistant_feedback/answer"), reviewed("ali", { rating: "up" })));
    await assertFails(updateDoc(doc(ali(), "assistant_feedback/answer"), { rating: "up" }));
    await assertFails(updateDoc(doc(ali(), "assistant_feedback/answer"), reviewed("ali", { reviewed: "yes" })));
    await assertFails(updateDoc(doc(ali(), "assistant_feedback/answer"), reviewed("mia")));
    await assertFails(updateDoc(doc(ali(), "assistant_feedback/answer"), reviewed("ali", { reviewedAt: Timestamp.fromMillis(0) })));
    await assertFails(updateDoc(doc(mia(), "assistant_feedback/answer"), reviewed("mia")));
    await assertFails(updateDoc(doc(ada(), "assistant_feedback/answer"), reviewed("ada")));
    await assertFails(getDoc(doc(mia(), "assistant_feedback/answer")));
  });

  it("unanswered questions are read by admins only, and written by nobody", async () => {
    await assertSucceeds(getDocs(query(collection(ali(), "assistant_unanswered"), limit(20))));
    await assertFails(getDocs(query(collection(mia(), "assistant_unanswered"), limit(20))));
    await assertFails(updateDoc(doc(ali(), "assistant_unanswered/question"), { question: "Edited" }));
    await assertFails(deleteDoc(doc(ali(), "assistant_unanswered/question")));
  });
});
