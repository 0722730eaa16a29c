import { expect, test } from "@playwright/test";
import { execFileSync, spawn } from "node:child_process";
import { networkInterfaces } from "node:os";
import { secretSentinels } from "../scripts/secret-sentinels.mjs";
import { accepts, traceAndContactFlood } from "../test/raw-http";
import { startInstances } from "./fixtures/instances";

// Two production servers on one emulator stack of their own, as an operator runs two instances behind
// one proxy: a visitor's allowances are one allowance, whichever instance answers and across a restart.
// Then the same stack's store freezes (the Firestore emulator stopped with SIGSTOP: it holds every
// connection and answers nothing, as a store that hangs does). Every route must still answer within
// 6 s: 503 with Retry-After where it needs the store, 200 where it does not. After SIGCONT it recovers
// without a restart, and a message sent during the outage and sent again afterwards is stored once.
// The stack is started once for both, and the tests run in order: the outage comes last.
test.describe.configure({ mode: "serial" });

let fixture: Awaited<ReturnType<typeof startInstances>> | undefined;
let frozen = false;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fixture = await startInstances(2);
});

test.afterAll(async () => {
  if (frozen && fixture) process.kill(fixture.report.firestore.pid, "SIGCONT");
  await fixture?.stop();
});

// One visitor: one address (through the loopback proxy's header) and, after the first answer, one cookie.
const address = `198.51.100.${(process.pid % 200) + 20}`;
let cookie = "";

async function send(origin: string, path: string, body: unknown, extra: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}), ...extra },
    body: JSON.stringify(body),
  });
  cookie ||= response.headers.get("set-cookie")?.split(";")[0] ?? "";
  await response.arrayBuffer();
  return response.status;
}

const question = { messages: [{ role: "user", content: "What do you build?" }] };
const message = (n: number) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 117 496 0321",
  subject: `Two instances ${n}`,
  message: "We would like a quote for a new customer portal.",
  services: ["web-development"],
});

function tally(statuses: number[]): Record<number, number> {
  return statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
}

test("one visitor gets 20 answers, 3 messages and one view per article a day in all, across instances and a restart", async () => {
  test.setTimeout(240_000);
  const origin = (n: number) => {
    const origins = fixture?.report.origins ?? [];
    return origins[n % origins.length] ?? "";
  };
  const askAlternating = async (count: number) => {
    const statuses: number[] = [];
    for (let n = 0; n < count; n += 1) statuses.push(await send(origin(n), "/api/assistant", question));
    return statuses;
  };

  // Questions: 14 alternating between the two instances, then one instance restarts, then 14 more.
  const before = await askAlternating(14);
  await fixture?.restart(0);
  const after = await askAlternating(14);
  expect(tally([...before, ...after])).toEqual({ 200: 20, 429: 8 });
  expect(after.slice(-2)).toEqual([429, 429]);

  // Contact: the allowance is 3 a day, whichever instance stores the message.
  const sent: number[] = [];
  for (let n = 0; n < 6; n += 1) sent.push(await send(origin(n), "/api/contact", message(n)));
  expect(tally(sent)).toEqual({ 201: 3, 429: 3 });

  // Views: counted once a day for this visitor, even when they drop their cookie and change browsers.
  const article = "/api/articles/ux-research-on-a-small-budget/views";
  const counts: boolean[] = [];
  for (let n = 0; n < 6; n += 1) {
    const response = await fetch(`${origin(n)}${article}`, {
      method: "POST",
      headers: { "X-Forwarded-For": address, "User-Agent": `Browser ${n}`, ...(n % 3 === 0 && cookie ? { Cookie: cookie } : {}) },
    });
    expect(response.status).toBe(200);
    counts.push(((await response.json()) as { counted: boolean }).counted);
  }
  expect(counts.filter(Boolean)).toHaveLength(1);
  const read = await fetch(`${origin(1)}${article}`);
  expect(await read.json()).toMatchObject({ views: 1 });
});

test("start.mjs listens on loopback only unless HOSTNAME says otherwise", async () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
  test.skip(!external, "this machine has no address but loopback to try");
  const port = Number(execFileSync(process.execPath, ["scripts/free-port.mjs"], { encoding: "utf8" }).trim());
  const env: NodeJS.ProcessEnv = { ...process.env, ...secretSentinels, PORT: String(port) };
  delete env.HOSTNAME;
  const child = spawn(process.execPath, [".next/standalone/start.mjs"], { env, stdio: "ignore" });
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, { timeout: 30_000 }).toBe(200);
    await expect(fetch(`http://${external}:${port}/api/health`)).rejects.toThrow();
  } finally {
    child.kill("SIGTERM");
  }
});

test("from the first request a server answers gated: TRACE in its first second gets 405, and a contact flood from rotating addresses meets the limit", async () => {
  const env = fixture?.report.env;
  if (!env) throw new Error("no instances fixture");
  const port = Number(execFileSync(process.execPath, ["scripts/free-port.mjs"], { encoding: "utf8" }).trim());
  const child = spawn(process.execPath, [".next/standalone/start.mjs"], {
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: "ignore",
  });
  try {
    // Everything goes the moment the port takes a connection, long before the app is ready.
    await expect.poll(() => accepts(port), { intervals: [10], timeout: 30_000 }).toBe(true);
    // One visitor behind the proxy, whose own X-Forwarded-For claims a new address each time.
    const { traced, statuses, sentWithin } = await traceAndContactFlood(port, `198.51.100.${(process.pid % 200) + 40}`, (n) => message(100 + n));
    expect(sentWithin).toBeLessThan(1000);
    expect(traced.status).toBe(405);
    expect(JSON.parse(traced.body)).toEqual({ error: expect.any(String) });
    expect(traced.headers["x-content-type-options"]).toBe("nosniff");
    expect(tally(statuses)).toEqual({ 201: 3, 429: 7 });
  } finally {
    child.kill("SIGTERM");
  }
});

const json = { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${(process.pid % 200) + 30}` };
const outageMessage = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "",
  subject: `Sent during the outage ${Date.now()}`,
  message: "Please call me back about a rebuild of our booking system.",
  services: [],
};
const outageArticle = "/api/articles/native-vs-cross-platform-mobile/views";

type Check = { name: string; path: string; init?: RequestInit; during: number };
const checks: Check[] = [
  { name: "home page", path: "/", during: 200 },
  { name: "an article", path: "/readarticle/native-vs-cross-platform-mobile", during: 200 },
  { name: "contact page", path: "/contact", during: 200 },
  { name: "health", path: "/api/health", during: 200 },
  { name: "credentials", path: "/api/credentials.json", during: 200 },
  {
    name: "assistant",
    path: "/api/assistant",
    init: { method: "POST", headers: json, body: JSON.stringify({ messages: [{ role: "user", content: "What do you build?" }] }) },
    during: 200,
  },
  { name: "community", path: "/api/community", during: 503 },
  { name: "contact allowance", path: "/api/contact", init: { headers: json }, during: 503 },
  { name: "contact message", path: "/api/contact", init: { method: "POST", headers: json, body: JSON.stringify(outageMessage) }, during: 503 },
  { name: "view count", path: outageArticle, during: 503 },
  { name: "view recorded", path: outageArticle, init: { method: "POST", headers: json }, during: 503 },
  {
    name: "rating",
    path: "/api/assistant/feedback",
    init: {
      method: "POST",
      headers: json,
      body: JSON.stringify({ answerId: `outage-${Date.now()}`, rating: "helpful", question: "What do you build?", answer: "Software.", provider: "built-in" }),
    },
    during: 503,
  },
];

async function timed(origin: string, check: Check) {
  const started = Date.now();
  const response = await fetch(`${origin}${check.path}`, { ...check.init, signal: AbortSignal.timeout(15_000) });
  const body = await response.text();
  return { status: response.status, ms: Date.now() - started, retryAfter: response.headers.get("retry-after"), body };
}

/** The contact messages stored with this subject, read from the emulator directly (as the owner). */
async function storedWithSubject(subject: string): Promise<number> {
  const { firestore, projectId } = fixture?.report ?? { firestore: { host: "" }, projectId: "" };
  const response = await fetch(`http://${firestore.host}/v1/projects/${projectId}/databases/(default)/documents:runQuery`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "contact_messages" }],
        where: { fieldFilter: { field: { fieldPath: "subject" }, op: "EQUAL", value: { stringValue: subject } } },
      },
    }),
  });
  const rows = (await response.json()) as { document?: unknown }[];
  return rows.filter((row) => row.document).length;
}

test("with the store frozen every route answers within 6 s, and everything recovers after it thaws", async () => {
  test.setTimeout(240_000);
  const origin = fixture?.report.origins[0] ?? "";
  // Up first: the store answers. A cold emulator's first answers can take longer than the store's
  // 4 s deadline on this shared machine (then the route rightly answers 503), so wait until it is warm.
  await expect
    .poll(async () => (await timed(origin, { name: "community", path: "/api/community", during: 200 })).status, { timeout: 60_000, intervals: [1_000] })
    .toBe(200);
  // And the server: a route's first request after a start loads its code (the assistant's also builds
  // its index), which costs the start, not the outage, and takes seconds on this shared machine when
  // the full suite runs. Each route that must answer 200 during the outage answers once first, except
  // health: it keeps its probe's finding for two seconds, so asked now it would still report the store up.
  for (const check of checks.filter((check) => check.during === 200 && check.name !== "health"))
    expect((await timed(origin, check)).status, check.name).toBe(200);

  process.kill(fixture?.report.firestore.pid ?? 0, "SIGSTOP");
  frozen = true;
  const faults: string[] = [];
  const judge = (round: string, check: Check, answer: Awaited<ReturnType<typeof timed>>) => {
    if (answer.status !== check.during) faults.push(`${round}, ${check.name}: ${answer.status} (wanted ${check.during})`);
    if (answer.ms > 6_000) faults.push(`${round}, ${check.name}: answered after ${answer.ms} ms`);
    if (answer.status === 503 && !/^\d+$/.test(answer.retryAfter ?? "")) faults.push(`${round}, ${check.name}: 503 without Retry-After`);
    if (check.name === "health" && (JSON.parse(answer.body) as { status?: string }).status !== "degraded") faults.push(`${round}, health: ${answer.body}`);
  };
  // Every route at once, as visitors arrive: those that need the store wait out its deadline side by
  // side. Their failures open the breaker, so the second round meets it open and must answer the same.
  for (const round of ["as the store stops answering", "with the breaker open"]) {
    const answers = await Promise.all(checks.map((check) => timed(origin, check)));
    answers.forEach((answer, index) => judge(round, checks[index] as Check, answer));
  }
  expect(faults).toEqual([]);

  process.kill(fixture?.report.firestore.pid ?? 0, "SIGCONT");
  frozen = false;
  // The visitor sends the message again until it goes through: once the breaker lets a probe through.
  await expect
    .poll(async () => (await timed(origin, checks.find((check) => check.name === "contact message") as Check)).status, { timeout: 60_000, intervals: [1_000] })
    .toBe(201);
  for (const check of checks) {
    if (check.name === "contact message") continue;
    const answer = await timed(origin, check);
    expect(answer.status, check.name).toBeLessThan(300);
  }
  expect(JSON.parse((await timed(origin, checks[3] as Check)).body)).toMatchObject({
    status: "ok",
    firebase: { reachable: true, breaker: { state: "closed" } },
  });
  // The frozen attempt's write reached the store's socket before the one that went through, and every
  // route has answered since: whatever it left queued has landed by now, and there is still one message.
  expect(await storedWithSubject(outageMessage.subject)).toBe(1);
});
