/**
 * @jest-environment node
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import { rulesTestEnvironment } from "@/test/rules-test-env";
import { deleteTaughtAnswer, saveTaughtAnswer, unteachAuditId } from "@/lib/console/taught-store";
import type { TaughtValues } from "@/lib/console/taught";
import { collections } from "./collections.mjs";

// Taught answers: admins (ali, ann) read and write them, each write with its audit entry; a moderator
// (mia), a member (ada) and a visitor nothing.

const rules = rulesTestEnvironment("taught");
const { seed } = rules;
const as = (uid: string, role?: "admin" | "moderator") => rules.as(uid, role ? { role } : {});
const ali = () => as("ali", "admin");
const ann = () => as("ann", "admin");
const mia = () => as("mia", "moderator");
const ada = () => as("ada");

const stored = `${collections.taughtAnswers}/nda`;

beforeEach(async () => {
  await seed({
    // Staff sign the audit log with the name the server reserved for them.
    "users/ali": { name: "Ali", nameKey: "all", photoURL: "", bio: "", createdAt: Timestamp.now() },
    "users/ann": { name: "Ann", nameKey: "ann", photoURL: "", bio: "", createdAt: Timestamp.now() },
    "users/mia": { name: "Mia", nameKey: "mla", photoURL: "", bio: "", createdAt: Timestamp.now() },
    "member_roles/ali": { role: "admin" },
    "member_roles/ann": { role: "admin" },
    "member_roles/mia": { role: "moderator" },
    "member_roles/ada": { role: "" },
    [`${collections.audit}/taught-first`]: { action: "teach", target: "nda", targetUid: "", reason: "Taught", by: "ann", byName: "Ann", at: Timestamp.now() },
    [stored]: {
      question: "Do you sign NDAs?",
      wordings: ["will you sign an nda"],
      answer: "Yes, before the first call: see [how we work](/process).",
      links: ["/process"],
      by: "ann",
      byName: "Ann",
      createdAt: Timestamp.fromMillis(Date.now() - 86_400_000),
      updatedAt: Timestamp.fromMillis(Date.now() - 86_400_000),
      reviewBy: null,
      from: null,
      auditId: "taught-first",
    },
  });
});

const values = (overrides: Partial<TaughtValues> = {}): TaughtValues => ({
  question: "Are you ISO 27001 certified?",
  wordings: ["iso 27001", "do you have iso certification"],
  answer: "Not yet: we follow its controls and can share our [security practices](/security).",
  links: ["/security"],
  reviewBy: "2026-12-31",
  ...overrides,
});

/** A taught answer's fields as the console writes them, by `by`. */
const answerFields = (by: string, auditId: string, overrides: DocumentData = {}) => ({
  ...values(),
  by,
  byName: by === "ali" ? "Ali" : "Someone",
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  from: { unanswered: "are you iso 27001 certified?" },
  auditId,
  ...overrides,
});

const auditEntry = (by: string, action: string, target: string, overrides: DocumentData = {}) => ({
  action,
  target,
  targetUid: "",
  reason: `${action}: a question`,
  by,
  byName: by.charAt(0).toUpperCase() + by.slice(1),
  at: serverTimestamp(),
  ...overrides,
});

/** Teaches an answer under `id` in a batch: with its audit entry unless `audit` is null. */
function teach(db: Firestore, by: string, id: string, options: { fields?: DocumentData; audit?: DocumentData | null } = {}) {
  const auditRef = doc(collection(db, collections.audit));
  const batch = writeBatch(db);
  batch.set(doc(db, collections.taughtAnswers, id), answerFields(by, auditRef.id, options.fields));
  if (options.audit !== null) batch.set(auditRef, auditEntry(by, "teach", id, options.audit));
  return batch.commit();
}

/** Changes the stored answer in a batch: with its audit entry unless `audit` is null. */
function reteach(db: Firestore, by: string, change: DocumentData, audit: DocumentData | null = {}) {
  const auditRef = doc(collection(db, collections.audit));
  const batch = writeBatch(db);
  batch.update(doc(db, stored), { updatedAt: serverTimestamp(), by, byName: "Ali", auditId: auditRef.id, ...change });
  if (audit !== null) batch.set(auditRef, auditEntry(by, "reteach", "nda", audit));
  return batch.commit();
}

/** Deletes the stored answer in a batch, with an audit entry under `auditId` unless it is null. */
function unteach(db: Firestore, by: string, auditId: string | null = "taught-first-unteach", audit: DocumentData = {}) {
  const batch = writeBatch(db);
  batch.delete(doc(db, stored));
  if (auditId !== null) batch.set(doc(db, collections.audit, auditId), auditEntry(by, "unteach", "nda", audit));
  return batch.commit();
}

describe("assistant_taught: reading", () => {
  it("is read by admins only: not a moderator, a member or a visitor", async () => {
    await assertSucceeds(getDoc(doc(ali(), stored)));
    await assertSucceeds(getDocs(query(collection(ann(), collections.taughtAnswers), limit(50))));
    for (const db of [mia(), ada(), rules.anonymous()]) {
      await assertFails(getDoc(doc(db, stored)));
      await assertFails(getDocs(query(collection(db, collections.taughtAnswers), limit(50))));
    }
  });

  it("is not read by an admin whose role was taken away, whatever the token claims", async () => {
    await seed({ "member_roles/ali": { role: "member" } });
    await assertFails(getDoc(doc(ali(), stored)));
  });
});

describe("assistant_taught: teaching", () => {
  it("takes an admin's new answer with its audit entry, as the console's store writes it", async () => {
    const db = ali();
    const id = await assertSucceeds(saveTaughtAnswer(db, { uid: "ali", name: "Ali" }, values(), { from: { unanswered: "are you iso 27001 certified?" } }));
    const snapshot = await getDoc(doc(db, collections.taughtAnswers, id));
    expect(snapshot.data()).toMatchObject({ ...values(), by: "ali", byName: "Ali", from: { unanswered: "are you iso 27001 certified?" } });
    const log = await getDoc(doc(db, collections.audit, String(snapshot.get("auditId"))));
    expect(log.data()).toMatchObject({ action: "teach", target: id, by: "ali", byName: "Ali" });
    // From a lead, or from nowhere.
    await assertSucceeds(saveTaughtAnswer(db, { uid: "ali", name: "Ali" }, values({ wordings: [], links: [], reviewBy: null }), { from: { lead: "lead-1" } }));
    await assertSucceeds(teach(db, "ali", "plain", { fields: { from: null } }));
  });

  it("refuses a new answer without its audit entry, or with one for another action, answer or person", async () => {
    const db = ali();
    await assertFails(teach(db, "ali", "fresh", { audit: null }));
    await assertFails(teach(db, "ali", "fresh", { audit: { action: "reteach" } }));
    await assertFails(teach(db, "ali", "fresh", { audit: { action: "assign" } }));
    await assertFails(teach(db, "ali", "fresh", { audit: { target: "another" } }));
    await assertFails(teach(db, "ali", "fresh", { audit: { by: "ann", byName: "Ann" } }));
    // An audit entry that already exists is not this write's.
    await assertFails(setDoc(doc(db, collections.taughtAnswers, "fresh"), answerFields("ali", "taught-first")));
    // Nor is an entry written alone.
    await assertFails(setDoc(doc(db, collections.audit, "alone"), auditEntry("ali", "teach", "fresh")));
    await assertFails(setDoc(doc(db, collections.audit, "alone"), auditEntry("ali", "unteach", "nda")));
  });

  it("refuses a member, a moderator and a visitor, however the batch is made", async () => {
    await assertFails(teach(ada(), "ada", "fresh"));
    await assertFails(teach(mia(), "mia", "fresh"));
    await assertFails(saveTaughtAnswer(mia(), { uid: "mia", name: "Mia" }, values(), { from: null }));
    await assertFails(setDoc(doc(rules.anonymous(), collections.taughtAnswers, "fresh"), answerFields("ali", "x")));
  });

  it("refuses fields other than the answer's, missing ones, and bad values", async () => {
    const db = ali();
    const bad: DocumentData[] = [
      { extra: true },
      { question: "Q?" },
      { question: "q".repeat(301) },
      { question: "   " },
      { question: 42 },
      { wordings: ["ok", "a fine wording"] },
      { wordings: "one wording" },
      { wordings: ["one way", "two way", "three way", "four way", "five way", "six way"] },
      { wordings: ["ok wording", "x".repeat(301)] },
      { answer: "Too short" },
      { answer: "a".repeat(1201) },
      { links: ["https://example.com"] },
      { links: ["//example.com/path"] },
      { links: ["/a b"] },
      { links: Array.from({ length: 11 }, (_, index) => `/page-${index}`) },
      { links: "/security" },
      { by: "ann" },
      { byName: "" },
      { byName: "n".repeat(81) },
      { createdAt: Timestamp.fromMillis(0) },
      { updatedAt: Timestamp.fromMillis(0) },
      { reviewBy: "next year" },
      { reviewBy: 20261231 },
      { from: { lead: "a/b" } },
      { from: { lead: "lead-1", unanswered: "both" } },
      { from: { page: "/services" } },
      { from: "lead-1" },
    ];
    for (const fields of bad) await assertFails(teach(db, "ali", "fresh", { fields }));
    for (const key of ["question", "wordings", "answer", "links", "byName", "reviewBy", "from"]) {
      const auditRef = doc(collection(db, collections.audit));
      const rest: DocumentData = answerFields("ali", auditRef.id);
      delete rest[key];
      await assertFails(
        writeBatch(db)
          .set(doc(db, collections.taughtAnswers, "fresh"), rest)
          .set(auditRef, auditEntry("ali", "teach", "fresh"))
          .commit(),
      );
    }
    // The largest allowed.
    await assertSucceeds(
      teach(db, "ali", "fresh", {
        fields: {
          question: "q".repeat(300),
          wordings: Array.from({ length: 5 }, () => "w".repeat(300)),
          answer: "a".repeat(1200),
          links: ["/", "/page#faq", ...Array.from({ length: 8 }, (_, index) => `/page-${index}`)],
          byName: "n".repeat(80),
        },
      }),
    );
  });
});

describe("assistant_taught: changing and deleting", () => {
  it("takes an admin's change with its audit entry, keeping where it came from and its first date", async () => {
    await assertSucceeds(saveTaughtAnswer(ali(), { uid: "ali", name: "Ali" }, values(), { existing: { id: "nda" } }));
    const snapshot = await getDoc(doc(ali(), stored));
    expect(snapshot.data()).toMatchObject({ ...values(), by: "ali", byName: "Ali", from: null });
    const log = await getDoc(doc(ali(), collections.audit, String(snapshot.get("auditId"))));
    expect(log.data()).toMatchObject({ action: "reteach", target: "nda", by: "ali" });
  });

  it("refuses a change without its audit entry, with another's, or that rewrites its origin or first date", async () => {
    const db = ali();
    await assertFails(reteach(db, "ali", { answer: "A rewritten answer, unrecorded." }, null));
    await assertFails(reteach(db, "ali", { answer: "A rewritten answer." }, { action: "teach" }));
    await assertFails(reteach(db, "ali", { answer: "A rewritten answer." }, { target: "other" }));
    await assertFails(reteach(db, "ali", { createdAt: serverTimestamp() }));
    await assertFails(reteach(db, "ali", { from: { lead: "lead-1" } }));
    await assertFails(reteach(db, "ali", { by: "ann" }));
    await assertFails(reteach(db, "ali", { updatedAt: Timestamp.fromMillis(0) }));
    await assertFails(reteach(db, "ali", { wordings: ["x"] }));
    await assertFails(updateDoc(doc(db, stored), { answer: "Changed without any record at all." }));
    for (const other of [mia(), ada()]) await assertFails(reteach(other, "ali", { answer: "A rewritten answer." }));
    await assertSucceeds(reteach(db, "ali", { answer: "A rewritten answer, recorded." }));
  });

  it("takes an admin's deletion with its audit entry, named after the version it deletes", async () => {
    const db = ali();
    await assertSucceeds(deleteTaughtAnswer(db, { uid: "ali", name: "Ali" }, { id: "nda", auditId: "taught-first", question: "Do you sign NDAs?" }));
    expect((await getDoc(doc(db, stored))).exists()).toBe(false);
    const log = await getDoc(doc(db, collections.audit, unteachAuditId({ auditId: "taught-first" })));
    expect(log.data()).toMatchObject({ action: "unteach", target: "nda", by: "ali", byName: "Ali" });
  });

  it("refuses a deletion without its entry, with one under another name or for another action, and by anyone but an admin", async () => {
    const db = ali();
    await assertFails(deleteDoc(doc(db, stored)));
    await assertFails(unteach(db, "ali", null));
    await assertFails(unteach(db, "ali", "someone-elses"));
    await assertFails(unteach(db, "ali", "taught-first-unteach", { action: "reteach" }));
    await assertFails(unteach(db, "ali", "taught-first-unteach", { target: "other" }));
    // A version someone changed since: its entry's name is no longer the one the answer asks for.
    await assertSucceeds(reteach(ann(), "ann", { byName: "Ann" }));
    await assertFails(deleteTaughtAnswer(db, { uid: "ali", name: "Ali" }, { id: "nda", auditId: "taught-first", question: "Do you sign NDAs?" }));
    await assertFails(unteach(mia(), "mia"));
    await assertFails(unteach(ada(), "ada"));
    await assertFails(deleteDoc(doc(rules.anonymous(), stored)));
    expect((await getDoc(doc(db, stored))).exists()).toBe(true);
  });
});
