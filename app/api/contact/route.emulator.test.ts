import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { Timestamp } from "firebase-admin/firestore";
import { contactLimit } from "@/lib/contact/send-allowance";
import { contactBodyLimit } from "@/lib/contact/request";
import { smtpConfig } from "@/lib/mail/send-mail";
import { contactMessages } from "@/lib/contact/schema";
import { contactLimitKeys, userAgentMax } from "@/lib/contact/store";
import { getServices } from "@/lib/content";
import { getAdmin } from "@/lib/firebase/admin";
import { companyProfile } from "@/lib/content/company";
import { identifyVisitor, visitorCookie } from "@/lib/visitor/visitor";
import { DELETE, GET, PATCH, POST, PUT } from "./route";
import { collections } from "@/lib/firebase/collections.mjs";
import { watchServerErrors } from "@/lib/http/server-log.test-support";

// The route sees the real admin app unless a test makes it unavailable for one call.
jest.mock("@/lib/firebase/admin", () => {
  const actual = jest.requireActual<typeof import("@/lib/firebase/admin")>("@/lib/firebase/admin");
  return { ...actual, getAdmin: jest.fn(actual.getAdmin) };
});

const admin = jest.requireActual<typeof import("@/lib/firebase/admin")>("@/lib/firebase/admin").getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
// Opening firebase-admin's connection can take most of the store's deadline on a busy machine: done first.
beforeAll(() => admin.db.collection("warm-up").doc("connection").get(), 60_000);
const { db } = admin;
const [serviceA = "", serviceB = ""] = getServices().map((service) => service.id);

let addressCounter = 0;
/** Each request comes from a new address unless a test says otherwise. */
const nextAddress = () => `2001:db8::${(addressCounter += 1).toString(16)}`;
const newCookie = () => `${visitorCookie}=${randomUUID()}`;

/**
 * Other emulator test files write to the same collections, so each test marks its requests with a
 * user agent of its own and counts only the messages that carry it.
 */
let tag = "";
beforeEach(() => {
  tag = `route-test-${randomUUID()}`;
});

type From = { cookie?: string; address?: string; userAgent?: string; headers?: Record<string, string> };
type Init = Omit<RequestInit, "headers"> & From & { duplex?: "half" };

function request(method: string, init: Init = {}): Request {
  const { cookie, address = nextAddress(), userAgent = tag, headers = {}, ...rest } = init;
  return new Request("http://localhost/api/contact", {
    method,
    ...rest,
    headers: { "x-forwarded-for": address, "user-agent": userAgent, ...(cookie ? { cookie } : {}), ...headers },
  });
}

let sequence = 0;
/** A valid message of its own each time (the same message sent twice the same day is stored once). */
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 117 496 0321",
  subject: `A new project ${(sequence += 1)}`,
  message: "We would like to talk about an app for our shop.",
  services: [serviceA],
  ...overrides,
});

const postJson = (body: unknown, from: From = {}) =>
  POST(request("POST", { ...from, body: JSON.stringify(body), headers: { "content-type": "application/json", ...from.headers } }));

function postForm(fields: Record<string, string | string[]>, from: From = {}) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  return POST(request("POST", { ...from, body: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" } }));
}

const formFields = (overrides: Record<string, string | string[]> = {}) => ({
  ...valid({ services: [serviceA, serviceB] }),
  website: "",
  startedAt: String(Date.now() - 60_000),
  ...overrides,
});

/** This test's stored messages. */
async function stored() {
  const query = db.collection(collections.leads).where("userAgent", ">=", tag).where("userAgent", "<", `${tag}\uf8ff`);
  return (await query.get()).docs;
}

describe("POST /api/contact with JSON", () => {
  it("answers a message sent again (a retry, a second press) with 201 and the same id, and stores it once", async () => {
    const message = valid();
    const address = nextAddress();
    const first = await postJson(message, { address, userAgent: tag });
    expect(first.status).toBe(201);
    const { id } = await first.json();
    for (const from of [
      { address, userAgent: tag },
      { address: nextAddress(), userAgent: tag },
    ]) {
      const again = await postJson(message, from);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ ok: true, id });
    }
    expect((await stored()).filter((document) => document.get("subject") === message.subject)).toHaveLength(1);
  });

  it("stores the message verbatim with a server timestamp and hashed visitor key, and answers 201", async () => {
    const injection = { name: "<script>alert(1)</script>", subject: "'; DROP TABLE--", message: "<img src=x onerror=alert(1)> '; DROP TABLE users; --" };
    const address = nextAddress();
    const response = await postJson(valid({ ...injection, services: [serviceA, serviceB, serviceA] }), { address, userAgent: `${tag} ${"u".repeat(500)}` });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${visitorCookie}=[0-9a-f-]{36}; .*HttpOnly; SameSite=Lax`));
    expect(response.headers.get("cache-control")).toBe("no-store");

    const document = await db.collection(collections.leads).doc(body.id).get();
    const data = document.data() ?? {};
    expect(data).toMatchObject({ ...injection, email: "ada@example.com", phone: "+44 117 496 0321", services: [serviceA, serviceB], spam: false });
    expect(data.spamReason).toBeUndefined();
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    expect(Math.abs(data.createdAt.toMillis() - Date.now())).toBeLessThan(60_000);
    expect(data.userAgent).toBe(`${tag} ${"u".repeat(500)}`.slice(0, userAgentMax));
    const visitor = identifyVisitor(new Headers({ cookie: setCookie.split(";")[0] ?? "", "x-forwarded-for": address }));
    expect(data.visitorKey).toBe(visitor.keys.cookie);
    const serialised = JSON.stringify(data);
    expect(serialised).not.toContain(address);
    expect(serialised).not.toContain(visitor.id);

    const limits = await Promise.all(contactLimitKeys(visitor).map((key) => db.collection(collections.contactLimits).doc(key).get()));
    expect(limits).toHaveLength(2);
    for (const limit of limits) expect(limit.get("expiresAt")).toBeInstanceOf(Timestamp);
    expect(await stored()).toHaveLength(1);
  });

  it("answers 400 with one message per invalid field and stores nothing", async () => {
    const response = await postJson(valid({ email: "not-an-address", message: "short", services: ["no-such-service"] }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fields: { email: expect.stringMatching(/valid e-mail/), message: expect.stringMatching(/at least 10/), services: "Choose services from the list." },
    });
    expect(response.headers.get("set-cookie")).toMatch(visitorCookie);
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ["{not json", /not valid JSON/],
    ["[1, 2]", /JSON object/],
    ["null", /JSON object/],
  ])("answers 400 to the body %s", async (body, error) => {
    const response = await POST(request("POST", { body, headers: { "content-type": "application/json" } }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(error);
  });

  it.each([
    ["PUT", PUT],
    ["PATCH", PATCH],
    ["DELETE", DELETE],
  ])("answers 405 to %s with the allowed methods", async (method, handler) => {
    const response = handler(request(method, { cookie: newCookie() }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  it("answers 413 to a body over 32 KB, whether or not Content-Length says so", async () => {
    const big = JSON.stringify(valid({ message: "x".repeat(33 * 1024) }));
    const declared = await POST(request("POST", { body: big, headers: { "content-type": "application/json", "content-length": String(big.length) } }));
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toMatch(/too large/);

    const understated = await POST(request("POST", { body: big, headers: { "content-type": "application/json", "content-length": "100" } }));
    expect(understated.status).toBe(413);

    // A body that never ends: answered once the cap is passed, after reading little more than the cap.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
      },
    });
    const streamed = await POST(request("POST", { body: endless, duplex: "half", headers: { "content-type": "application/json" } }));
    expect(streamed.status).toBe(413);
    expect(pulled * 1024).toBeLessThanOrEqual(contactBodyLimit + 4 * 1024);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 415 to other content types, multipart included", async () => {
    const multipart = new FormData();
    for (const [key, value] of Object.entries(valid())) multipart.append(key, String(value));
    const bodies: Init[] = [
      { body: JSON.stringify(valid()), headers: { "content-type": "text/plain" } },
      { body: multipart },
      { body: JSON.stringify(valid()), headers: { "content-type": "" } },
    ];
    for (const init of bodies) {
      const response = await POST(request("POST", init));
      expect(response.status).toBe(415);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    expect(await stored()).toHaveLength(0);
  });
});

describe("the visitor limit", () => {
  it(`answers 429 after ${contactLimit.messages} messages from one cookie, whatever the address`, async () => {
    const cookie = newCookie();
    const statuses = [];
    for (let index = 0; index <= contactLimit.messages; index += 1) statuses.push((await postJson(valid(), { cookie })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await postJson(valid(), { cookie });
    expect(await limited.json()).toEqual({ error: contactMessages.limit });
    expect(limited.headers.get("set-cookie")).toBeNull();
    expect(await stored()).toHaveLength(contactLimit.messages);
  });

  it(`answers 429 after ${contactLimit.messages} messages from one address, whatever the cookie`, async () => {
    const address = nextAddress();
    const statuses = [];
    for (let index = 0; index <= contactLimit.messages; index += 1)
      statuses.push((await postJson(valid(), { address, cookie: newCookie(), userAgent: `${tag} agent-${index}` })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await postJson(valid(), { address })).status).toBe(429);
    expect((await postJson(valid(), {})).status).toBe(201);
  });

  it("reports the allowance on GET", async () => {
    const cookie = newCookie();
    const fresh = await GET(request("GET", { cookie }));
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ limit: contactLimit.messages, remaining: contactLimit.messages, resetsAt: null });

    const before = Date.now();
    await postJson(valid(), { cookie });
    const after = await (await GET(request("GET", { cookie }))).json();
    expect(after.remaining).toBe(contactLimit.messages - 1);
    expect(Date.parse(after.resetsAt) - contactLimit.windowMs).toBeGreaterThanOrEqual(before);
    expect(Date.parse(after.resetsAt) - contactLimit.windowMs).toBeLessThanOrEqual(Date.now());

    const newcomer = await GET(request("GET"));
    expect(newcomer.headers.get("set-cookie")).toMatch(visitorCookie);
  });
});

describe("spam", () => {
  it("stores honeypot and too-fast submissions flagged, answers 201, and counts them toward the limit", async () => {
    const cookie = newCookie();
    const honeypot = await postJson(valid({ website: "http://spam.example" }), { cookie });
    const tooFast = await postJson(valid({ startedAt: Date.now() - 500 }), { cookie });
    const human = await postJson(valid({ startedAt: Date.now() - 30_000 }), { cookie });
    const ids = [];
    for (const response of [honeypot, tooFast, human]) {
      expect(response.status).toBe(201);
      ids.push((await response.json()).id);
    }
    const data = await Promise.all(ids.map(async (id) => (await db.collection(collections.leads).doc(id).get()).data()));
    expect(data.map((document) => [document?.spam, document?.spamReason])).toEqual([
      [true, "honeypot"],
      [true, "too-fast"],
      [false, undefined],
    ]);
    expect((await postJson(valid(), { cookie })).status).toBe(429);
  });
});

describe("POST /api/contact as a form without JavaScript", () => {
  it("answers with a page saying it was sent, and stores every chosen service", async () => {
    const response = await postForm(formFields());
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain(`<h1>${contactMessages.sent}</h1>`);
    expect(response.headers.get("set-cookie")).toMatch(visitorCookie);
    const [document] = await stored();
    expect(document?.data()).toMatchObject({ name: "Ada Lovelace", services: [serviceA, serviceB], spam: false });
  });

  it("answers invalid input with a page naming each problem, as text, and stores nothing", async () => {
    const response = await postForm(formFields({ email: "nope", name: "<b>A</b>", message: "short" }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toMatch(/E-mail:<\/strong> Enter a valid e-mail address/);
    expect(page).toMatch(/Message:<\/strong> Your message needs at least 10 characters/);
    expect(page).not.toContain("<b>A</b>");
    expect(await stored()).toHaveLength(0);
  });

  it("answers the limit page once the visitor has used the allowance", async () => {
    const cookie = newCookie();
    const statuses = [];
    for (let index = 0; index <= contactLimit.messages; index += 1) statuses.push((await postForm(formFields(), { cookie })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe("when the store is unavailable", () => {
  let logged: ReturnType<typeof watchServerErrors>;
  beforeEach(() => {
    logged = watchServerErrors();
  });
  afterEach(() => jest.restoreAllMocks());

  it("answers 503 without a Firebase project, and claims nothing", async () => {
    jest.mocked(getAdmin).mockReturnValueOnce(null);
    const response = await postJson(valid());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: contactMessages.failed });
    jest.mocked(getAdmin).mockReturnValueOnce(null);
    expect((await GET(request("GET"))).status).toBe(503);
    jest.mocked(getAdmin).mockReturnValueOnce(null);
    const page = await postForm(formFields());
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(contactMessages.failed);
  });

  it("answers 503 when Firestore fails, and stores nothing", async () => {
    jest.spyOn(db, "runTransaction").mockRejectedValueOnce(new Error("14 UNAVAILABLE: connection refused"));
    const response = await postJson(valid());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: contactMessages.failed });
    expect(logged.lines()).toContainEqual(expect.stringContaining("UNAVAILABLE"));
    expect(await stored()).toHaveLength(0);
  });
});

describe("parallel submissions", () => {
  it("stores each of 100 distinct visitors' messages exactly once", async () => {
    const subjects = Array.from({ length: 100 }, (_, index) => `Parallel visitor ${index}`);
    const responses = await Promise.all(subjects.map((subject) => postJson(valid({ subject }), { cookie: newCookie() })));
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(201));
    const ids = await Promise.all(responses.map(async (response) => (await response.json()).id));
    const documents = await stored();
    expect(documents).toHaveLength(100);
    expect(new Set(documents.map((document) => document.id))).toEqual(new Set(ids));
    expect(documents.map((document) => document.get("subject")).sort()).toEqual([...subjects].sort());
  });

  it(`stores exactly ${contactLimit.messages} of 10 parallel messages from one visitor and limits the rest`, async () => {
    const from = { cookie: newCookie(), address: nextAddress() };
    const responses = await Promise.all(Array.from({ length: 10 }, () => postJson(valid(), from)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(contactLimit.messages).fill(201), ...Array(10 - contactLimit.messages).fill(429)]);
    expect(await stored()).toHaveLength(contactLimit.messages);
  });
});

describe("the e-mail notification", () => {
  type Received = { raw: string; from: string; to: string[]; user?: string };
  const smtpVariables = ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "SMTP_USER", "SMTP_PASSWORD", "SMTP_FROM", "SMTP_TO"];
  const saved = Object.fromEntries(smtpVariables.map((name) => [name, process.env[name]]));
  let received: Received[] = [];
  let logged: ReturnType<typeof watchServerErrors>;
  let sink: SMTPServer;
  let sinkPort = 0;

  const listen = (
    server: { listen: (port: number, host: string, done: () => void) => unknown; once: (event: "error", listener: (error: Error) => void) => unknown },
    port = 0,
  ) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });

  /** A port nothing listens on right now. */
  async function unusedPort(): Promise<number> {
    const probe = createServer();
    await listen(probe);
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      onAuth: (auth, _session, done) =>
        auth.username === "mailer" && auth.password === "s3cret-smtp" ? done(null, { user: auth.username }) : done(new Error("Invalid credentials")),
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            raw: Buffer.concat(chunks).toString("utf8"),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            user: session.user as string | undefined,
          });
          done();
        });
      },
    });
    sinkPort = await unusedPort();
    await listen(sink, sinkPort);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  beforeEach(() => {
    received = [];
    Object.assign(process.env, {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sinkPort),
      SMTP_SECURE: "false",
      SMTP_USER: "mailer",
      SMTP_PASSWORD: "s3cret-smtp",
      SMTP_FROM: "",
      SMTP_TO: "",
    });
    logged = watchServerErrors();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    for (const name of smtpVariables) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  const waitFor = async (check: () => boolean, what: string) => {
    for (let tries = 0; tries < 100; tries++) {
      if (check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Gave up waiting for ${what}`);
  };
  /** Quoted-printable soft breaks and escapes undone, so the body can be read as typed. */
  const decoded = (raw: string) =>
    Buffer.from(
      raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");

  it("mails the stored message to the agency after answering, signed in, with the sender as Reply-To", async () => {
    const subject = `Notify ${randomUUID()}`;
    const response = await postJson(
      valid({ name: "Zoë Ångström", subject, message: "Line one\n<b>not markup</b>\n\nLine four", services: [serviceB, serviceA] }),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    await waitFor(() => received.length === 1, "the notification");
    const [mail] = received;
    if (!mail) throw new Error("no mail");
    expect(mail.user).toBe("mailer");
    expect(mail.to).toEqual([companyProfile.email]);
    expect(mail.from).toBe(companyProfile.email);
    const text = decoded(mail.raw);
    expect(text).toMatch(new RegExp(`^Subject: Website enquiry: ${subject}$`, "m"));
    expect(text).toMatch(/^Reply-To: .*<ada@example\.com>$/m);
    expect(text).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(text).toContain("> From: Zoë Ångström <ada@example.com>");
    expect(text).toContain(`Stored:   contact_messages/${id}`);
    const names = new Map(getServices().map((service) => [service.id, service.title]));
    expect(text).toContain(`Services: ${names.get(serviceB)}, ${names.get(serviceA)}`);
    expect(text).toContain("> Line one\r\n> <b>not markup</b>\r\n> \r\n> Line four");
    expect(logged.lines()).toEqual([]);
  });

  it("sends to every SMTP_TO recipient from SMTP_FROM", async () => {
    Object.assign(process.env, { SMTP_FROM: "Northbeam website <website@example.org>", SMTP_TO: "sales@example.org, ops@example.org" });
    expect((await postJson(valid())).status).toBe(201);
    await waitFor(() => received.length === 1, "the notification");
    expect(received[0]?.to).toEqual(["sales@example.org", "ops@example.org"]);
    expect(received[0]?.from).toBe("website@example.org");
  });

  it("never mails caught spam", async () => {
    expect((await postJson(valid({ website: "http://spam.example" }))).status).toBe(201);
    expect((await postJson(valid({ startedAt: Date.now() - 100 }))).status).toBe(201);
    const human = await postJson(valid({ subject: "The real one" }));
    expect(human.status).toBe(201);
    await waitFor(() => received.length > 0, "the real message's notification");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(1);
    expect(received[0]?.raw).toContain("Subject: Website enquiry: The real one");
  });

  it("still answers 201 and keeps the message when the mail server refuses, logging why without the password", async () => {
    process.env.SMTP_PASSWORD = "wrong-password-9f2";
    const response = await postJson(valid());
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await db.collection(collections.leads).doc(id).get()).exists).toBe(true);
    await waitFor(() => logged.lines().length > 0, "the logged failure");
    const line = logged.lines().join(" ");
    expect(line).toContain(`[contact] notification for ${id} failed`);
    expect(line).not.toContain("wrong-password-9f2");
    expect(received).toHaveLength(0);
  });

  it("still answers 201 when nothing listens on the mail server's port", async () => {
    process.env.SMTP_PORT = String(await unusedPort());
    const response = await postJson(valid());
    expect(response.status).toBe(201);
    await waitFor(() => logged.lines().length > 0, "the logged failure");
    expect(logged.lines().join(" ")).toMatch(/ECONNREFUSED/);
  });

  it("answers before a mail server that never speaks has said anything", async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await listen(silent);
    process.env.SMTP_PORT = String((silent.address() as { port: number }).port);
    const response = await postJson(valid());
    expect(response.status).toBe(201);
    // The notification is under way, still waiting for a greeting, while the visitor already has the answer.
    await waitFor(() => sockets.length === 1, "the connection to the silent server");
    expect(
      (
        await db
          .collection(collections.leads)
          .doc((await response.json()).id)
          .get()
      ).exists,
    ).toBe(true);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("reports a broken configuration once, and answers 201 regardless", async () => {
    process.env.SMTP_PORT = "not-a-port";
    for (let sent = 0; sent < 2; sent++) expect((await postJson(valid())).status).toBe(201);
    await new Promise((resolve) => setImmediate(resolve));
    expect(smtpConfig()).toEqual({ status: "invalid", problems: ['SMTP_PORT must be a port number (1-65535), not "not-a-port".'] });
    expect(logged.lines().filter((line) => line.includes("notifications are off"))).toHaveLength(1);
    expect(received).toHaveLength(0);
  });
});
