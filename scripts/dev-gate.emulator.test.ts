/**
 * @jest-environment node
 */
import { execFileSync, spawn } from "node:child_process";
import { accepts, traceAndContactFlood } from "@/test/raw-http";

// `npm run dev` gates requests from the first one, as the standalone server does: a TRACE and a flood of
// contact messages sent the moment its port takes a connection (before Next has run the app's
// instrumentation) meet the request gate and the shared limit, not an ungated server. The dev server
// runs through scripts/with-emulators.mjs, as `npm run dev` runs it, against this suite's emulators.

jest.setTimeout(180_000);

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the dev server never took a connection");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it("answers TRACE in next dev's first second with 405, and holds a contact flood to the limit", async () => {
  const port = Number(execFileSync(process.execPath, ["scripts/free-port.mjs"], { encoding: "utf8" }).trim());
  const child = spawn(process.execPath, ["scripts/with-emulators.mjs", "next", "dev", "--port", String(port), "--hostname", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "development", NODE_OPTIONS: "", FIREBASE_EMULATORS: "off", NEXT_TELEMETRY_DISABLED: "1", SMTP_HOST: "" },
    detached: true,
    stdio: "ignore",
  });
  try {
    await until(() => accepts(port), 60_000);
    const visitor = `198.51.100.${(process.pid % 200) + 50}`;
    const message = (n: number) => ({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      subject: `Dev flood ${n}`,
      message: "We would like a quote for a new customer portal.",
      services: [],
    });
    const { traced, statuses, sentWithin } = await traceAndContactFlood(port, visitor, message);

    expect(sentWithin).toBeLessThan(1000);
    expect(traced.status).toBe(405);
    expect(JSON.parse(traced.body)).toEqual({ error: expect.any(String) });
    const tally = statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    expect(tally).toEqual({ 201: 3, 429: 7 });
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  }
});
