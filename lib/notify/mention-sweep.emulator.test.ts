/**
 * @jest-environment node
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer, type AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { SMTPServer } from "smtp-server";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, Timestamp, getFirestore } from "firebase-admin/firestore";
import { mentionsPath, newMentionRecord } from "@/lib/community/mention-record";
import { collections } from "@/lib/firebase/collections.mjs";
import { runMentionSweep, type SweepOptions } from "./mention-sweep";

const run = promisify(execFile);
const secret = "a-test-secret-of-more-than-32-characters";
const origin = "https://www.example.com";
const timings = { awayMs: 60_000, spacingMs: 3_600_000 };
const minute = 60_000;

// Every test has a project of its own on the emulators: other suites' mentions are never due here.
const apps: App[] = [];
function project(name: string) {
  const projectId = `demo-sweep-${name}-${randomUUID().slice(0, 8)}`;
  const app = initializeApp({ projectId }, projectId);
  apps.push(app);
  return { projectId, db: getFirestore(app), auth: getAuth(app) };
}
type Project = ReturnType<typeof project>;

// The mail server the sweep sends to: what arrives is kept, raw.
type Received = { to: string[]; raw: string; text: string };
const received: Received[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: bodyText(raw) });
      callback();
    });
  },
});
let sinkPort = 0;
const pointSmtpAt = (port: number) => Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_SECURE: "false" });
beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  sinkPort = (sink.server.address() as AddressInfo).port;
  pointSmtpAt(sinkPort);
});
afterAll(async () => {
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await Promise.all(apps.map((app) => deleteApp(app)));
});

/** A quoted-printable body, decoded. */
const bodyText = (raw: string) =>
  raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, "\n");
/** A port nothing listens on once this resolves. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
const mailsTo = (email: string) => received.filter((mail) => mail.to.includes(email));
const header = (raw: string, name: string) =>
  raw
    .split(/\r?\n\r?\n/, 1)[0]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .match(new RegExp(`^${name}: (.*)$`, "im"))?.[1];

type Member = { uid: string; name: string; email: string };
async function member(
  p: Project,
  name: string,
  { verified = true, profile = {}, presence }: { verified?: boolean; profile?: object; presence?: object } = {},
): Promise<Member> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const user = await p.auth.createUser({ email, emailVerified: verified, displayName: name });
  await p.db
    .collection(collections.users)
    .doc(user.uid)
    .set({ name, ...profile });
  if (presence) await p.db.collection(collections.presence).doc(user.uid).set(presence);
  return { uid: user.uid, name, email };
}

/** A message as the author's batch writes it, with the records of the members it tells. */
async function post(p: Project, author: Member, text: string, told: Member[], fields: object = {}): Promise<string> {
  const message = p.db.collection(collections.chat).doc();
  const batch = p.db.batch();
  batch.set(message, { text, uid: author.uid, name: author.name, timestamp: FieldValue.serverTimestamp(), hidden: false, ...fields });
  for (const to of told) batch.set(p.db.collection(mentionsPath(to.uid)).doc(message.id), newMentionRecord(author, "mention", FieldValue.serverTimestamp()));
  await batch.commit();
  return message.id;
}

const record = (p: Project, to: Member, messageId: string) => p.db.collection(mentionsPath(to.uid)).doc(messageId);
const later = (ms: number) => () => new Date(Date.now() + ms);
const sweep = (p: Project, options: SweepOptions = {}) =>
  runMentionSweep(p.db, p.auth, { holder: "one", secret, origin, timings, now: later(5_000), ...options });

it("mails an away member one digest of their mentions, recorded first, and a second run sends nothing new", async () => {
  const p = project("digest");
  const [alex, sam] = [await member(p, "Alex"), await member(p, "Sam")];
  const first = await post(p, alex, "Hi @Sam, have a look\n\nat this", [sam]);
  const second = await post(p, alex, "And this one", [sam]);
  // Members no one mentioned cost the sweep nothing.
  for (let index = 0; index < 10; index += 1) await member(p, `Quiet${index}`);

  const summary = await sweep(p);
  expect(summary).toMatchObject({ status: "done", due: 2, sent: 1, failed: 0 });
  // Lease 1, recorded digests 1, due records 2, profile + presence + last e-mail 3, messages 2,
  // author's block 1, the author's e-mails this hour 1, and the record transaction's 3.
  expect(summary.reads).toBe(14);
  const [mail, ...more] = mailsTo(sam.email);
  expect(more).toHaveLength(0);
  const raw = mail?.raw ?? "";
  expect(header(raw, "Subject")).toBe("2 new mentions in the Northbeam community");
  expect(header(raw, "List-Unsubscribe")).toMatch(/^<https:\/\/www\.example\.com\/api\/members\/mention-emails\?token=[\w.%-]+>$/);
  expect(header(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  expect(mail?.text).toContain(`Alex mentioned you:\n> Hi @Sam, have a look at this\nhttps://www.example.com/community-chat?message=${first}\n`);
  expect(mail?.text).toContain(`https://www.example.com/community-chat?message=${second}\n`);

  const digests = await p.db.collection(collections.mentionDigests).get();
  expect(digests.size).toBe(1);
  const digest = digests.docs[0];
  expect(header(raw, "Message-ID")).toBe(`<mention-digest-${digest?.id}@www.example.com>`);
  expect(digest?.data()).toMatchObject({ uid: sam.uid, to: sam.email, status: "sent", holder: "one", mentions: [{ messageId: expect.any(String) }, {}] });
  for (const id of [first, second])
    expect((await record(p, sam, id).get()).data()).toMatchObject({ dueAt: null, mail: "sent", digest: digest?.id, read: false });
  expect((await p.db.collection(collections.mentionMail).doc(sam.uid).get()).get("lastSentAt")).toBeInstanceOf(Timestamp);

  const again = await sweep(p, { now: later(10 * 60 * minute) });
  expect(again).toMatchObject({ status: "done", due: 0, sent: 0, recovered: 0 });
  expect(again.reads).toBe(3);
  expect(mailsTo(sam.email)).toHaveLength(1);
});

it("lets exactly one of two instances send, and another take over once the lease has run out", async () => {
  const p = project("lease");
  const [alex, sam] = [await member(p, "Alex"), await member(p, "Sam")];
  await post(p, alex, "Hello @Sam", [sam]);
  const runs = await Promise.all([sweep(p, { holder: "a" }), sweep(p, { holder: "b" })]);
  expect(runs.map((summary) => summary.status).sort()).toEqual(["busy", "done"]);
  expect(runs.find((summary) => summary.status === "busy")).toMatchObject({ sent: 0, due: 0 });
  expect(mailsTo(sam.email)).toHaveLength(1);

  const winner = runs.find((summary) => summary.status === "done")?.holder;
  const other = winner === "a" ? "b" : "a";
  expect(await sweep(p, { holder: other, leaseMs: 120_000 })).toMatchObject({ status: "busy" });
  expect(await sweep(p, { holder: other, now: later(3 * minute) })).toMatchObject({ status: "done", sent: 0 });
});

it("never mails a hidden, deleted or blocked author's message, an unverified address, or a member who turned the e-mails off", async () => {
  const p = project("never");
  const [alex, eve, sam] = [await member(p, "Alex"), await member(p, "Eve"), await member(p, "Sam")];
  const [unverified, off] = [await member(p, "Una", { verified: false }), await member(p, "Otto", { profile: { mentionEmails: false } })];
  await p.db.collection(collections.blocks).doc(eve.uid).set({ blocked: true });
  const hidden = await post(p, alex, "Taken down @Sam", [sam], { hidden: true });
  const deleted = await post(p, alex, "", [sam], { deleted: true });
  const blocked = await post(p, eve, "Spam @Sam", [sam]);
  const toOthers = await post(p, alex, "Hi @Una and @Otto", [unverified, off]);
  const read = await post(p, alex, "Seen already @Sam", [sam]);
  await record(p, sam, read).update({ read: true });

  const summary = await sweep(p);
  expect(summary).toMatchObject({ status: "done", sent: 0, skipped: { gone: 3, unverified: 1, off: 1, read: 1 } });
  expect(received.filter((mail) => [sam, unverified, off].some((who) => mail.to.includes(who.email)))).toHaveLength(0);
  for (const id of [hidden, deleted, blocked]) expect((await record(p, sam, id).get()).data()).toMatchObject({ dueAt: null, mail: "gone" });
  expect((await record(p, unverified, toOthers).get()).data()).toMatchObject({ dueAt: null, mail: "unverified" });
  expect((await record(p, off, toOthers).get()).data()).toMatchObject({ dueAt: null, mail: "off" });
  expect((await record(p, sam, read).get()).get("dueAt")).toBeNull();
  expect((await p.db.collection(collections.mentionDigests).get()).size).toBe(0);
});

it("quotes a message as it was when it mentioned the member: one edited since is not quoted, but said to be edited", async () => {
  const p = project("edited");
  const [alex, sam] = [await member(p, "Alex"), await member(p, "Sam")];
  const kept = await post(p, alex, "Lunch at noon, @Sam?", [sam]);
  const edited = await post(p, alex, "Nice work @Sam", [sam]);
  await p.db
    .collection(collections.chat)
    .doc(edited)
    .update({ text: "URGENT from Northbeam staff: verify at northbeam-support.com", editedAt: FieldValue.serverTimestamp() });

  expect(await sweep(p)).toMatchObject({ sent: 1 });
  const text = mailsTo(sam.email)[0]?.text ?? "";
  expect(text).toContain(`> Lunch at noon, @Sam?\nhttps://www.example.com/community-chat?message=${kept}\n`);
  expect(text).toContain(
    `Alex mentioned you:\n(The message was edited after it was sent: read it in the chat.)\nhttps://www.example.com/community-chat?message=${edited}\n`,
  );
  expect(text).not.toContain("URGENT");
  expect(text).not.toContain("Nice work");
});

it("mails at most so many members an hour for one author's mentions; the rest still count and list, and other authors' go out", async () => {
  const p = project("cap");
  const [alex, jo] = [await member(p, "Alex"), await member(p, "Jo")];
  const told = [await member(p, "Sam"), await member(p, "Kim"), await member(p, "Lee")];
  await post(p, alex, "Hey @Sam @Kim", told.slice(0, 2));
  const burst = await post(p, alex, "And @Lee", [told[2] as Member]);
  const fromJo = await post(p, jo, "Hi @Lee", [told[2] as Member]);

  expect(await sweep(p, { perAuthorHour: 2 })).toMatchObject({ sent: 3, skipped: { capped: 1 } });
  const [sam, kim, lee] = told.map((who) => mailsTo(who.email));
  expect([sam?.length, kim?.length, lee?.length]).toEqual([1, 1, 1]);
  // Lee's e-mail carries Jo's mention, not Alex's: Alex's two members this hour went to Sam and Kim.
  expect(lee?.[0]?.text).toContain(`message=${fromJo}`);
  expect(lee?.[0]?.text).not.toContain(`message=${burst}`);
  const capped = (await record(p, told[2] as Member, burst).get()).data();
  expect(capped).toMatchObject({ dueAt: null, mail: "capped", read: false });
  const hour = Math.floor((Date.now() + 5_000) / 3_600_000);
  expect((await p.db.collection(collections.mentionAuthorHours).doc(`${alex.uid}_${hour}`).get()).data()).toMatchObject({ uid: alex.uid, mailed: 2 });

  // The next hour, Alex's mentions e-mail again.
  const bea = await member(p, "Bea");
  await post(p, alex, "And @Bea", [bea]);
  expect(await sweep(p, { perAuthorHour: 2, now: later(61 * minute) })).toMatchObject({ sent: 1, skipped: { capped: 0 } });
  expect(mailsTo(bea.email)).toHaveLength(1);
});

it("waits while the member is here, mails once they are away, and at most once per spacing", async () => {
  const p = project("away");
  const now = Date.now();
  const here = { online: true, lastSeen: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + 2 * minute) };
  const [alex, sam] = [await member(p, "Alex"), await member(p, "Sam", { presence: here })];
  const first = await post(p, alex, "Hello @Sam", [sam]);

  expect(await sweep(p)).toMatchObject({ sent: 0, deferred: { here: 1 } });
  const dueAt = (await record(p, sam, first).get()).get("dueAt") as Timestamp;
  // Their page's word holds for two minutes, longer than the away delay after it was seen.
  expect(dueAt.toMillis()).toBe(now + 2 * minute);
  expect(mailsTo(sam.email)).toHaveLength(0);
  // Not due yet: the next runs do not even read it.
  expect(await sweep(p)).toMatchObject({ due: 0, sent: 0 });

  // Three minutes on, the page has stopped saying they are here: they are away.
  expect(await sweep(p, { now: later(3 * minute) })).toMatchObject({ sent: 1 });
  expect(mailsTo(sam.email)).toHaveLength(1);

  // Another mention soon after waits for the spacing, then comes in an e-mail of its own.
  const second = await post(p, alex, "One more @Sam", [sam]);
  expect(await sweep(p, { now: later(4 * minute) })).toMatchObject({ sent: 0, deferred: { spacing: 1 } });
  const sentAt = (await p.db.collection(collections.mentionMail).doc(sam.uid).get()).get("lastSentAt") as Timestamp;
  expect(((await record(p, sam, second).get()).get("dueAt") as Timestamp).toMillis()).toBe(sentAt.toMillis() + timings.spacingMs);
  expect(await sweep(p, { now: later(30 * minute) })).toMatchObject({ due: 0, sent: 0 });
  expect(mailsTo(sam.email)).toHaveLength(1);
  expect(await sweep(p, { now: later(70 * minute) })).toMatchObject({ sent: 1 });
  expect(mailsTo(sam.email)).toHaveLength(2);
});

it("keeps a digest whose send failed and sends it on a later run, once", async () => {
  const p = project("retry");
  const [alex, sam] = [await member(p, "Alex"), await member(p, "Sam")];
  const id = await post(p, alex, "Hello @Sam", [sam]);
  // A port nothing listens on: the mail server is down.
  pointSmtpAt(await closedPort());
  const failing = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    expect(await sweep(p)).toMatchObject({ sent: 0, failed: 1 });
  } finally {
    pointSmtpAt(sinkPort);
    failing.mockRestore();
  }
  const [digest] = (await p.db.collection(collections.mentionDigests).get()).docs;
  expect(digest?.data()).toMatchObject({ status: "recorded", attempts: 1 });
  expect((await record(p, sam, id).get()).data()).toMatchObject({ dueAt: null, mail: "sent", digest: digest?.id });

  expect(await sweep(p)).toMatchObject({ sent: 1, recovered: 1 });
  expect(await sweep(p)).toMatchObject({ sent: 0, recovered: 0 });
  expect(mailsTo(sam.email)).toHaveLength(1);
});

it("sends a digest recorded by a run that was killed before sending it, exactly once, after its lease", async () => {
  const p = project("crash");
  const [alex, sam] = [await member(p, "Alex"), await member(p, "Sam")];
  const id = await post(p, alex, "Hello @Sam", [sam]);
  const notify = pathToFileURL(`${process.cwd()}/scripts/notify.mjs`).href;
  const child = `
    import { initializeApp } from "firebase-admin/app";
    import { getAuth } from "firebase-admin/auth";
    import { getFirestore } from "firebase-admin/firestore";
    const { loadMentionSweep } = await import(${JSON.stringify(notify)});
    const { runMentionSweep } = await loadMentionSweep();
    const app = initializeApp({ projectId: ${JSON.stringify(p.projectId)} });
    await runMentionSweep(getFirestore(app), getAuth(app), {
      holder: "crashing", secret: ${JSON.stringify(secret)}, origin: ${JSON.stringify(origin)}, leaseMs: 60000,
      timings: ${JSON.stringify(timings)}, now: () => new Date(Date.now() + 5000),
      afterRecord: () => process.kill(process.pid, "SIGKILL"),
    });
    console.log("not killed");`;
  await expect(run(process.execPath, ["--input-type=module", "-e", child], { env: { ...process.env, NODE_OPTIONS: "" } })).rejects.toMatchObject({
    signal: "SIGKILL",
  });
  const [digest] = (await p.db.collection(collections.mentionDigests).get()).docs;
  expect(digest?.data()).toMatchObject({ status: "recorded", holder: "crashing" });
  expect((await record(p, sam, id).get()).data()).toMatchObject({ dueAt: null, mail: "sent" });
  expect(mailsTo(sam.email)).toHaveLength(0);

  // Within the killed run's lease nobody sends; after it, the next run sends the digest.
  expect(await sweep(p, { holder: "next" })).toMatchObject({ status: "busy" });
  expect(await sweep(p, { holder: "next", now: later(2 * minute) })).toMatchObject({ status: "done", recovered: 1, sent: 1, due: 0 });
  expect(await sweep(p, { holder: "next", now: later(3 * minute) })).toMatchObject({ recovered: 0, sent: 0 });
  const mails = mailsTo(sam.email);
  expect(mails).toHaveLength(1);
  expect(header(mails[0]?.raw ?? "", "Message-ID")).toBe(`<mention-digest-${digest?.id}@www.example.com>`);
  expect((await digest?.ref.get())?.get("status")).toBe("sent");
}, 120_000);
