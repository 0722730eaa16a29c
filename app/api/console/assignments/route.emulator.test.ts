/**
 * @jest-environment node
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { setLogLevel } from "firebase/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { ensureMemberRecords } from "@/lib/members/records";
import { routeProfileCreator } from "@/test/profile-route";
import { getAdmin } from "@/lib/firebase/admin";
import { emulatorClients } from "@/test/emulator-clients";
import { setRole } from "@/lib/members/roles.mjs";
import { assignLead } from "@/lib/console/leads-store";
import { collections } from "@/lib/firebase/collections.mjs";
import { GET, POST } from "./route";

// An admin assigns a lead in the console (a write the rules check, with its audit entry); the route then
// tells the assignee by e-mail, once, through the configured mail server (here the local sink).

setLogLevel("silent");
const configured = getAdmin();
if (!configured) throw new Error("firebase-admin should be configured for the emulators");
const admin = configured;
beforeAll(() => admin.db.collection("warm-up").doc("connection").get(), 60_000);
const { connect, signUp, closeAll } = emulatorClients();

// The mail server: it keeps what it is given.
const received: { raw: string; to: string[] }[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({ raw: Buffer.concat(chunks).toString("utf8"), to: session.envelope.rcptTo.map((recipient) => recipient.address) });
      done();
    });
  },
});
const saved = { ...process.env };
beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const { port } = (sink as unknown as { server: { address: () => AddressInfo } }).server.address();
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    SMTP_SECURE: "false",
    SMTP_USER: "",
    SMTP_PASSWORD: "",
    SMTP_FROM: "",
    SMTP_TO: "",
  });
});
afterAll(async () => {
  process.env = saved;
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await closeAll();
});

/** A verified member with the given role, signed in through the web SDK with a token that carries it. */
async function staff(name: string, role: "admin" | "moderator") {
  const client = connect(`assign-${name}`);
  const author = await signUp(client, name);
  await ensureMemberRecords(client.db, author, { verified: true, createProfile: routeProfileCreator(client) });
  await setRole(admin.auth, admin.db, author.uid, role, { by: "test", byName: "Test" });
  const user = client.auth.currentUser;
  if (!user) throw new Error("not signed in");
  await user.getIdToken(true);
  return { uid: author.uid, name, email: user.email ?? "", db: client.db, token: () => user.getIdToken() };
}

async function newLead(subject: string) {
  const ref = await admin.db.collection(collections.leads).add({
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "",
    subject,
    message: "We need a scheduling app for our clinics.",
    services: ["mobile-apps"],
    createdAt: Timestamp.fromMillis(Date.now() - 30 * 3_600_000),
    status: "new",
    assignedTo: null,
  });
  return ref.id;
}

const post = (token: string | null, body: unknown, contentType = "application/json") =>
  POST(
    new Request("http://localhost/api/console/assignments", {
      method: "POST",
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), "Content-Type": contentType },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};

it("tells the assignee by e-mail once, and the assignment is in the audit log", async () => {
  const [ada, bea] = await Promise.all([staff("Ada", "admin"), staff("Bea", "admin")]);
  const leadId = await newLead(`Clinic scheduling ${Date.now()}`);
  await assignLead(ada.db, { uid: ada.uid, name: ada.name }, leadId, { uid: bea.uid, name: bea.name });

  const first = await post(await ada.token(), { leadId });
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ mailed: true, note: "Bea was told by e-mail." });
  await until(() => received.length > 0);
  expect(received).toHaveLength(1);
  expect(received[0]?.to).toEqual([bea.email]);
  // The body as the assignee's mail program shows it (quoted-printable decoded).
  const raw = (received[0]?.raw ?? "").replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  expect(raw).toMatch(/^Subject: Lead assigned to you: Clinic scheduling/m);
  expect(raw).toContain("Ada assigned you a lead in the staff console.");
  expect(raw).toContain("From: Grace Hopper <grace@example.com>");
  expect(raw).toMatch(/Reply due: .* \(the site promises a reply within one working day\)/);
  expect(raw).toContain("/console/leads?assignee=mine");

  // Asked again (a double click, a retry): no second e-mail.
  const again = await post(await ada.token(), { leadId });
  expect(await again.json()).toEqual({ mailed: false, note: "This assignment's e-mail has gone already." });
  // Only the admin who assigned it sends its e-mail.
  const other = await post(await bea.token(), { leadId });
  expect(other.status).toBe(409);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(received).toHaveLength(1);

  const lead = await admin.db.doc(`${collections.leads}/${leadId}`).get();
  expect(lead.get("assignedTo")).toBe(bea.uid);
  const entry = await admin.db.doc(`${collections.audit}/${lead.get("auditId")}`).get();
  expect(entry.data()).toMatchObject({ action: "assign", target: leadId, targetUid: bea.uid, by: ada.uid, reason: "Assigned to Bea" });

  // Taken back for themselves: nobody to tell.
  await assignLead(ada.db, { uid: ada.uid, name: ada.name }, leadId, { uid: ada.uid, name: ada.name });
  expect(await (await post(await ada.token(), { leadId })).json()).toEqual({ mailed: false, note: "You assigned it to yourself: no e-mail." });
  expect(received).toHaveLength(1);
});

it("refuses anyone but an admin, bad bodies and unknown leads, with a JSON reason", async () => {
  const [ada, mia] = await Promise.all([staff("Ann", "admin"), staff("Mia", "moderator")]);
  const leadId = await newLead("Unassigned lead");
  const cases: [Response, number][] = [
    [await post(null, { leadId }), 401],
    [await post(await mia.token(), { leadId }), 403],
    [await post(await ada.token(), { leadId }, "text/plain"), 415],
    [await post(await ada.token(), "{not json"), 400],
    [await post(await ada.token(), { leadId: "a/b" }), 400],
    [await post(await ada.token(), { leadId, extra: true }), 400],
    [await post(await ada.token(), { leadId: "no-such-lead" }), 404],
    [await post(await ada.token(), { leadId }), 409],
  ];
  for (const [response, status] of cases) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(typeof ((await response.json()) as { error?: unknown }).error).toBe("string");
  }
  const get = await GET(new Request("http://localhost/api/console/assignments"));
  expect(get.status).toBe(405);
});

it("refuses at once, with 400 and a JSON reason, ids Firestore keeps for itself or cannot name a document by", async () => {
  const ivy = await staff("Ivy", "admin");
  const token = await ivy.token();
  for (const leadId of ["__x__", "__proto__", "__name__", "__", ".", "..", "a/b"]) {
    const started = Date.now();
    const response = await post(token, { leadId });
    const took = Date.now() - started;
    expect({ leadId, status: response.status, json: response.headers.get("content-type")?.includes("application/json") }).toEqual({
      leadId,
      status: 400,
      json: true,
    });
    expect(((await response.json()) as { error?: unknown }).error).toEqual(expect.any(String));
    expect(took).toBeLessThan(3_000);
  }
});
