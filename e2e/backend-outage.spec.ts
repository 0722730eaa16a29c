import { expect, test } from "@playwright/test";
import { startInstances } from "./fixtures/instances";

// The store freezes (the Firestore emulator stopped with SIGSTOP: it holds every connection and answers
// nothing, as a store that hangs does). Every route must still answer within 6 s: 503 with Retry-After
// where it needs the store, 200 where it does not. After SIGCONT it recovers without a restart, and a
// message sent during the outage and sent again afterwards is stored once.
test.describe.configure({ mode: "serial" });

let fixture: Awaited<ReturnType<typeof startInstances>> | undefined;
let frozen = false;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fixture = await startInstances(1);
});

test.afterAll(async () => {
  if (frozen && fixture) process.kill(fixture.report.firestore.pid, "SIGCONT");
  await fixture?.stop();
});

const json = { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${(process.pid % 200) + 30}` };
const message = { name: "Grace Hopper", email: "grace@example.com", phone: "", subject: `Sent during the outage ${Date.now()}`, message: "Please call me back about a rebuild of our booking system.", services: [] };
const article = "/api/articles/ux-research-on-a-small-budget/views";

type Check = { name: string; path: string; init?: RequestInit; during: number };
const checks: Check[] = [
  { name: "home page", path: "/", during: 200 },
  { name: "an article", path: "/readarticle/ux-research-on-a-small-budget", during: 200 },
  { name: "contact page", path: "/contact", during: 200 },
  { name: "health", path: "/api/health", during: 200 },
  { name: "credentials", path: "/api/credentials.json", during: 200 },
  { name: "assistant", path: "/api/assistant", init: { method: "POST", headers: json, body: JSON.stringify({ messages: [{ role: "user", content: "What do you build?" }] }) }, during: 200 },
  { name: "community", path: "/api/community", during: 503 },
  { name: "contact allowance", path: "/api/contact", init: { headers: json }, during: 503 },
  { name: "contact message", path: "/api/contact", init: { method: "POST", headers: json, body: JSON.stringify(message) }, during: 503 },
  { name: "view count", path: article, during: 503 },
  { name: "view recorded", path: article, init: { method: "POST", headers: json }, during: 503 },
  {
    name: "rating",
    path: "/api/assistant/feedback",
    init: { method: "POST", headers: json, body: JSON.stringify({ answerId: `outage-${Date.now()}`, rating: "helpful", question: "What do you build?", answer: "Software.", provider: "built-in" }) },
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
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: "contact_messages" }], where: { fieldFilter: { field: { fieldPath: "subject" }, op: "EQUAL", value: { stringValue: subject } } } } }),
  });
  const rows = (await response.json()) as { document?: unknown }[];
  return rows.filter((row) => row.document).length;
}

test("with the store frozen every route answers within 6 s, and everything recovers after it thaws", async () => {
  test.setTimeout(240_000);
  const origin = fixture?.report.origins[0] ?? "";
  // Up first: the store answers. A cold emulator's first answers can take longer than the store's
  // 4 s deadline on this shared machine (then the route rightly answers 503), so wait until it is warm.
  await expect.poll(async () => (await timed(origin, { name: "community", path: "/api/community", during: 200 })).status, { timeout: 60_000, intervals: [1_000] }).toBe(200);
  // And the server: a route's first request after a start loads its code (the assistant's also builds
  // its index), which costs the start, not the outage, and takes seconds on this shared machine when
  // the full suite runs. Each route that must answer 200 during the outage answers once first, except
  // health: it keeps its probe's finding for two seconds, so asked now it would still report the store up.
  for (const check of checks.filter((check) => check.during === 200 && check.name !== "health")) expect((await timed(origin, check)).status, check.name).toBe(200);

  process.kill(fixture?.report.firestore.pid ?? 0, "SIGSTOP");
  frozen = true;
  const faults: string[] = [];
  for (const check of checks) {
    const answer = await timed(origin, check);
    if (answer.status !== check.during) faults.push(`${check.name}: ${answer.status} (wanted ${check.during})`);
    if (answer.ms > 6_000) faults.push(`${check.name}: answered after ${answer.ms} ms`);
    if (answer.status === 503 && !/^\d+$/.test(answer.retryAfter ?? "")) faults.push(`${check.name}: 503 without Retry-After`);
    if (check.name === "health") expect(JSON.parse(answer.body)).toMatchObject({ status: "degraded" });
  }
  expect(faults).toEqual([]);

  process.kill(fixture?.report.firestore.pid ?? 0, "SIGCONT");
  frozen = false;
  // The visitor sends the message again until it goes through: once the breaker lets a probe through.
  await expect
    .poll(async () => (await timed(origin, checks.find((check) => check.name === "contact message") as Check)).status, { timeout: 60_000, intervals: [1_000] })
    .toBe(201);
  // Whatever the frozen attempt left queued has landed by now: still one message.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await storedWithSubject(message.subject)).toBe(1);
  for (const check of checks) {
    if (check.name === "contact message") continue;
    const answer = await timed(origin, check);
    expect(answer.status, check.name).toBeLessThan(300);
  }
  expect(JSON.parse((await timed(origin, checks[3] as Check)).body)).toMatchObject({ status: "ok", firebase: { reachable: true, breaker: { state: "closed" } } });
});
