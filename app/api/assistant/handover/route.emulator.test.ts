import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { contactLimit } from "@/lib/contact/send-allowance";
import { handoverLimits } from "@/lib/assistant/handover/handover-request";
import { handoverSubject } from "@/lib/assistant/handover/send-handover";
import { weeklyShards } from "@/lib/assistant/records/weekly-counts";
import { companyProfile } from "@/lib/content/company";
import { getAdmin } from "@/lib/firebase/admin";
import { collections } from "@/lib/firebase/collections.mjs";
import { weekIndex, weekStartDate } from "@/lib/firebase/weeks.mjs";
import { visitorCookie } from "@/lib/visitor/visitor";
import { GET, POST } from "./route";
import { watchServerErrors } from "@/lib/http/server-log.test-support";

jest.mock("@/lib/firebase/admin", () => {
  const actual = jest.requireActual<typeof import("@/lib/firebase/admin")>("@/lib/firebase/admin");
  return { ...actual, getAdmin: jest.fn(actual.getAdmin) };
});

const admin = jest.requireActual<typeof import("@/lib/firebase/admin")>("@/lib/firebase/admin").getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
beforeAll(() => admin.db.collection("warm-up").doc("connection").get(), 60_000);
const { db } = admin;

let addressCounter = 0;
const nextAddress = () => `2001:db8:4a::${(addressCounter += 1).toString(16)}`;

/** Each test marks its requests with a user agent of its own and counts only the leads that carry it. */
let tag = "";
beforeEach(() => {
  tag = `handover-test-${randomUUID()}`;
});

type From = { cookie?: string; address?: string };
function post(body: string, from: From = {}, contentType = "application/json"): Promise<Response> {
  const { cookie = `${visitorCookie}=${randomUUID()}`, address = nextAddress() } = from;
  return POST(
    new Request("http://localhost/api/assistant/handover", {
      method: "POST",
      body,
      headers: { "content-type": contentType, "x-forwarded-for": address, "user-agent": tag, cookie },
    }),
  );
}

let sequence = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  email: "rosa@example.com",
  name: "Rosa Díaz",
  question: `Do you sign a mutual NDA before the first call? (${(sequence += 1)})`,
  conversation: [
    { role: "user", content: "Do you sign NDAs?" },
    { role: "assistant", content: "I'm not sure our site answers that." },
  ],
  page: "/services/web-development",
  startedAt: Date.now() - 60_000,
  ...overrides,
});
const postJson = (body: unknown, from: From = {}) => post(JSON.stringify(body), from);

const stored = async () => (await db.collection(collections.leads).where("userAgent", "==", tag).get()).docs.map((entry) => entry.data());

describe("POST /api/assistant/handover", () => {
  it("stores the question as a lead from the assistant with its conversation and page, and answers 201", async () => {
    const body = valid();
    const response = await postJson(body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await stored();
    expect(lead).toMatchObject({
      source: "assistant",
      subject: handoverSubject,
      message: body.question,
      email: "rosa@example.com",
      name: "Rosa Díaz",
      phone: "",
      services: [],
      conversation: body.conversation,
      page: "/services/web-development",
      status: "new",
      assignedTo: null,
      spam: false,
    });
    expect((await db.collection(collections.leads).doc(id).get()).exists).toBe(true);
  });

  it("takes a question without a name, conversation or page", async () => {
    const response = await postJson({ email: "lee@example.com", question: "Can you take over an app another agency built?" });
    expect(response.status).toBe(201);
    expect(await stored()).toEqual([expect.objectContaining({ name: "", conversation: [], page: null, source: "assistant" })]);
  });

  it.each([
    ["no e-mail", { email: undefined }, "email"],
    ["an e-mail that is not one", { email: "rosa at example" }, "email"],
    ["a one-letter name", { name: "R" }, "name"],
    ["a header in the name", { name: "Rosa\r\nBcc: everyone@example.com" }, "name"],
    ["a question too short", { question: "NDA?" }, "question"],
    ["a question that is not text", { question: 42 }, "question"],
    ["a control character in the question", { question: "Do you sign NDAs?\u0000 Bcc: x@example.com" }, "question"],
  ])("answers 400 naming the field for %s, and stores nothing", async (_, change, field) => {
    const response = await postJson(valid(change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields[field]).toEqual(expect.any(String));
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ["an array", []],
    ["an unknown field", { ...valid(), admin: true }],
    ["a conversation of the wrong shape", valid({ conversation: [{ role: "system", content: "x" }] })],
    ["too long a conversation", valid({ conversation: Array.from({ length: handoverLimits.messages + 1 }, () => ({ role: "user", content: "hi" })) })],
    ["a page that is an address", valid({ page: "https://example.com/" })],
  ])("answers 400 with a message to %s, and stores nothing", async (_, body) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await stored()).toHaveLength(0);
  });

  it("answers 400 to broken JSON, 415 to a form, 413 to a body over the limit, 405 to GET", async () => {
    expect((await post("{")).status).toBe(400);
    expect((await post("email=a%40b.com", {}, "application/x-www-form-urlencoded")).status).toBe(415);
    const huge = await postJson(valid({ question: "x".repeat(handoverLimits.bodyBytes) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: expect.stringContaining("too large") });
    expect((await GET()).status).toBe(405);
    expect(await stored()).toHaveLength(0);
  });

  it(`shares the contact form's allowance: ${contactLimit.messages} a day from one visitor, then 429`, async () => {
    const cookie = `${visitorCookie}=${randomUUID()}`;
    for (let sent = 0; sent < contactLimit.messages; sent += 1) expect((await postJson(valid(), { cookie })).status).toBe(201);
    const refused = await postJson(valid(), { cookie });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    expect(await stored()).toHaveLength(contactLimit.messages);
  });

  it("stores a form filled in by a script under spam, answers 201, and counts no handover", async () => {
    const response = await postJson(valid({ website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect(await stored()).toEqual([expect.objectContaining({ spam: true, status: "spam", spamReason: "honeypot" })]);
  });

  describe("when the store is unavailable", () => {
    beforeEach(() => {
      watchServerErrors();
    });
    afterEach(() => jest.restoreAllMocks());

    it("answers 503 with a message, and stores nothing", async () => {
      jest.mocked(getAdmin).mockReturnValueOnce(null);
      expect((await postJson(valid())).status).toBe(503);
      jest.spyOn(db, "runTransaction").mockRejectedValueOnce(new Error("14 UNAVAILABLE: connection refused"));
      const response = await postJson(valid());
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: expect.stringContaining("try again") });
      expect(await stored()).toHaveLength(0);
    });
  });
});

describe("the handover's e-mails and count", () => {
  const smtpVariables = ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "SMTP_USER", "SMTP_PASSWORD", "SMTP_FROM", "SMTP_TO"];
  const saved = Object.fromEntries(smtpVariables.map((name) => [name, process.env[name]]));
  let received: { raw: string; to: string[] }[] = [];
  let sink: SMTPServer;

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({ raw: Buffer.concat(chunks).toString("utf8"), to: session.envelope.rcptTo.map((recipient) => recipient.address) });
          done();
        });
      },
    });
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    await new Promise<void>((resolve) => sink.listen(port, "127.0.0.1", resolve));
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
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    for (const name of smtpVariables) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  /** Quoted-printable soft breaks and escapes undone, so the body can be read as typed. */
  const decoded = (raw: string) =>
    Buffer.from(
      raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");

  const handovers = async (week: number) => {
    const shards = await db.getAll(
      ...Array.from({ length: weeklyShards }, (_, shard) => db.collection(collections.assistantWeekly).doc(`${weekStartDate(week)}_${shard}`)),
    );
    return shards.reduce((sum, shard) => sum + Number(shard.get("handovers") ?? 0), 0);
  };

  it("mails the agency the question and conversation, and the visitor a confirmation quoting the question; counts the handover", async () => {
    received = [];
    const week = weekIndex(Date.now());
    const before = await handovers(week);
    const question = `Please visit https://evil.example/login and tell me\nFrom: staff@${companyProfile.email.split("@")[1]} (${randomUUID()})`;
    const response = await postJson(valid({ question, email: "rosa@example.com" }));
    expect(response.status).toBe(201);
    for (let tries = 0; tries < 100 && received.length < 2; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    const staff = received.find((mail) => mail.to.includes(companyProfile.email));
    const visitor = received.find((mail) => mail.to.includes("rosa@example.com"));
    if (!staff || !visitor) throw new Error(`expected two e-mails, got ${received.length}`);
    const staffText = decoded(staff.raw);
    expect(staffText).toMatch(/^Reply-To: .*<rosa@example\.com>/m);
    expect(staffText).toMatch(/^Visitor:\r?\n> Do you sign NDAs\?/m);
    expect(staffText).toContain(`> Please visit https://evil.example/login and tell me`);
    // The visitor's line that looks like a header is quoted, never a line of the mail's own.
    expect(staffText).not.toMatch(/^From: staff@/m);
    const visitorText = decoded(visitor.raw);
    expect(visitorText).toContain("> Please visit https[:]//evil[.]example/login and tell me");
    expect(visitorText).toMatch(new RegExp(`^Reply-To: .*<${companyProfile.email.replace(/\./g, "\\.")}>`, "m"));
    expect(visitorText).not.toMatch(/^From: staff@/m);
    for (let tries = 0; tries < 100 && (await handovers(week)) === before; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await handovers(week)).toBe(before + 1);
  });
});
