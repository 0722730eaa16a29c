import { expect, test } from "@playwright/test";
import { execFileSync, spawn } from "node:child_process";
import { networkInterfaces } from "node:os";
import { secretSentinels } from "../scripts/secret-sentinels.mjs";
import { startInstances } from "./fixtures/instances";

// Two production servers on one emulator stack of their own, as an operator runs two instances behind
// one proxy: a visitor's allowances are one allowance, whichever instance answers and across a restart.
test.describe.configure({ mode: "serial" });

let fixture: Awaited<ReturnType<typeof startInstances>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fixture = await startInstances(2);
});

test.afterAll(async () => {
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
const message = (n: number) => ({ name: "Ada Lovelace", email: "ada@example.com", phone: "+44 117 496 0321", subject: `Two instances ${n}`, message: "We would like a quote for a new customer portal.", services: ["web-development"] });

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
