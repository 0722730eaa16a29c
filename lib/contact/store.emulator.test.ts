import { randomUUID } from "node:crypto";
import { getAdmin } from "@/lib/firebase/admin";
import { createStoreGuard, StoreUnavailableError } from "@/lib/firebase/store-guard";
import { identifyVisitor, visitorCookie } from "@/lib/visitor/visitor";
import { contactLimit } from "./send-allowance";
import { validateContact, type ContactMessage } from "./schema";
import { contactLimitKeys, contactMessageId, readContactLimit, submitContact } from "./store";
import { collections } from "@/lib/firebase/collections.mjs";

const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
// Opening firebase-admin's connection can take most of the store's deadline on a busy machine: done first.
beforeAll(() => admin.db.collection("warm-up").doc("connection").get(), 60_000);
const { db } = admin;
// The store's own deadline (4 s) is the product's; contended transactions on a loaded machine can pass
// it, and these tests are about what is stored, so they wait longer (one test below is about the deadline).
const patient = createStoreGuard({ deadlineMs: 30_000 }).run;

const checked = validateContact({ name: "Grace Hopper", email: "grace@example.com", subject: "Compilers", message: "Shall we talk about compilers?" }, []);
if (!checked.ok) throw new Error("the sample message should be valid");
const message: ContactMessage = checked.message;

const hour = 60 * 60 * 1000;
const visitorFrom = (address?: string) =>
  identifyVisitor(new Headers({ cookie: `${visitorCookie}=${randomUUID()}`, ...(address ? { "x-forwarded-for": address } : {}) }));
let sequence = 0;
/** A message of its own each time: the same message sent again the same day is one message. */
const send = (visitor: ReturnType<typeof visitorFrom>, at: number) =>
  submitContact(db, { message: { ...message, subject: `Compilers ${(sequence += 1)}` }, visitor, userAgent: "store-test", spam: null }, new Date(at), patient);

it("lets a visitor send again once a message is 24 hours old, and says when", async () => {
  const visitor = visitorFrom("198.51.100.1");
  const start = Date.UTC(2030, 0, 1, 9);
  for (const offset of [0, 1, 2]) await expect(send(visitor, start + offset * hour)).resolves.toMatchObject({ ok: true });
  await expect(send(visitor, start + 3 * hour)).resolves.toEqual({ ok: false, reason: "limit" });
  await expect(readContactLimit(db, visitor, new Date(start + 3 * hour))).resolves.toEqual({ remaining: 0, resetsAt: new Date(start + contactLimit.windowMs) });

  const nextDay = start + contactLimit.windowMs + 1;
  await expect(readContactLimit(db, visitor, new Date(nextDay))).resolves.toEqual({ remaining: 1, resetsAt: new Date(start + hour + contactLimit.windowMs) });
  await expect(send(visitor, nextDay)).resolves.toMatchObject({ ok: true });
  await expect(send(visitor, nextDay + 1)).resolves.toEqual({ ok: false, reason: "limit" });

  const [cookieKey = ""] = contactLimitKeys(visitor);
  const record = (await db.collection(collections.contactLimits).doc(cookieKey).get()).data();
  expect(record?.sentAt).toEqual([start + hour, start + 2 * hour, nextDay]);
  expect(record?.expiresAt.toMillis()).toBe(nextDay + contactLimit.windowMs);
});

/** Waits until `check` holds, asking the store again every 50 ms for up to 10 s. */
async function eventually(check: () => Promise<boolean>) {
  for (const deadline = Date.now() + 10_000; !(await check()); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > deadline) throw new Error("the store never reached the expected state");
  }
}

it("a message the store takes after the sender was told it failed is taken back; sent again, it is stored once", async () => {
  const visitor = visitorFrom("198.51.100.9");
  const now = new Date(Date.UTC(2030, 8, 1, 9));
  const late = { message: { ...message, subject: "Sent as the store slowed down" }, visitor, userAgent: "store-test", spam: null };
  const messageRef = db.collection(collections.leads).doc(contactMessageId(late.message, now));
  const counts = () =>
    Promise.all(
      contactLimitKeys(visitor).map(async (key) => (await db.collection(collections.contactLimits).doc(key).get()).get("sentAt") as number[] | undefined),
    );

  // The deadline passes before the store answers: the sender is told it failed.
  await expect(submitContact(db, late, now, createStoreGuard({ deadlineMs: 1 }).run)).rejects.toThrow(StoreUnavailableError);
  // The transaction lands all the same (the limit records appear), and is then taken back.
  await eventually(async () => (await counts()).every((sends) => sends !== undefined && sends.length === 0));
  expect((await messageRef.get()).exists).toBe(false);

  // Sent again in time: stored, counted once, and marked as this attempt's.
  await expect(submitContact(db, late, now)).resolves.toEqual({ ok: true, id: messageRef.id, duplicate: false });
  expect((await messageRef.get()).exists).toBe(true);
  expect(await counts()).toEqual([[now.getTime()], [now.getTime()]]);
});

it("counts a visitor without a known address by their cookie alone", async () => {
  const visitor = visitorFrom();
  expect(visitor.address).toBe("unknown");
  expect(contactLimitKeys(visitor)).toEqual([visitor.keys.cookie]);
  const other = visitorFrom();
  const now = Date.UTC(2030, 5, 1);
  for (let index = 0; index < contactLimit.messages; index += 1) await send(visitor, now + index);
  await expect(send(visitor, now + 10)).resolves.toMatchObject({ ok: false });
  await expect(send(other, now + 10)).resolves.toMatchObject({ ok: true });
});

it("keys the address alone, so a changed user agent does not reset it", () => {
  const address = "203.0.113.77";
  const a = identifyVisitor(new Headers({ "x-forwarded-for": address, "user-agent": "A" }));
  const b = identifyVisitor(new Headers({ "x-forwarded-for": address, "user-agent": "B" }));
  expect(contactLimitKeys(a)[1]).toBe(contactLimitKeys(b)[1]);
  expect(contactLimitKeys(a)[1]).toMatch(/^[0-9a-f]{32}$/);
  expect(contactLimitKeys(a)[0]).not.toBe(contactLimitKeys(b)[0]);
});

it("stores a message sent again the same day once, answers it as sent, and counts it once", async () => {
  const visitor = visitorFrom("198.51.100.77");
  const at = Date.UTC(2030, 6, 1, 9);
  const retried = { ...message, subject: `Retried ${randomUUID()}` };
  const submit = (when: number, who = visitor) =>
    submitContact(db, { message: retried, visitor: who, userAgent: "store-test", spam: null }, new Date(when), patient);
  const first = await submit(at);
  expect(first).toMatchObject({ ok: true, duplicate: false });
  // Again later that day, and from a new cookie (a visitor whose first attempt never came back).
  await expect(submit(at + 60_000)).resolves.toEqual({ ...first, duplicate: true });
  await expect(submit(at + 120_000, visitorFrom("198.51.100.78"))).resolves.toEqual({ ...first, duplicate: true });
  const stored = await db.collection(collections.leads).where("subject", "==", retried.subject).get();
  expect(stored.size).toBe(1);
  await expect(readContactLimit(db, visitor, new Date(at + 180_000))).resolves.toMatchObject({ remaining: 2 });
  // Parallel double presses of Send land once too.
  const twice = { ...message, subject: `Twice ${randomUUID()}` };
  const results = await Promise.all(
    [0, 1, 2].map(() => submitContact(db, { message: twice, visitor: visitorFrom(), userAgent: "store-test", spam: null }, new Date(at), patient)),
  );
  expect(results.every((result) => result.ok)).toBe(true);
  expect(new Set(results.map((result) => (result.ok ? result.id : ""))).size).toBe(1);
  expect(results.filter((result) => result.ok && !result.duplicate)).toHaveLength(1);
  expect((await db.collection(collections.leads).where("subject", "==", twice.subject).get()).size).toBe(1);
  // The next day the same words are a new message.
  await expect(submit(at + 24 * 60 * 60 * 1000)).resolves.toMatchObject({ ok: true, duplicate: false });
});

it("files a message as a new lead, findable by its words, and keeps caught spam under spam", async () => {
  const at = Date.UTC(2030, 8, 1, 9);
  const subject = `Lead ${randomUUID()}`;
  const lead = await submitContact(
    db,
    { message: { ...message, subject }, visitor: visitorFrom("198.51.100.90"), userAgent: "store-test", spam: null },
    new Date(at),
    patient,
  );
  const caught = await submitContact(
    db,
    { message: { ...message, subject: `${subject} spam` }, visitor: visitorFrom("198.51.100.91"), userAgent: "store-test", spam: "honeypot" },
    new Date(at),
    patient,
  );
  if (!lead.ok || !caught.ok) throw new Error("both should be stored");
  const stored = (await db.collection(collections.leads).doc(lead.id).get()).data();
  expect(stored).toMatchObject({ status: "new", spam: false });
  expect(stored?.searchTerms).toEqual(expect.arrayContaining(["grace", "gr", "hopper", "grace@example.com", "lead"]));
  const found = await db.collection(collections.leads).where("searchTerms", "array-contains", "hop").where("status", "==", "new").get();
  expect(found.docs.map((entry) => entry.id)).toContain(lead.id);
  expect((await db.collection(collections.leads).doc(caught.id).get()).data()).toMatchObject({ status: "spam", spam: true, spamReason: "honeypot" });
});
