import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { secretSentinels, serviceAccountLeakMarkers } from "../scripts/secret-sentinels.mjs";

// `npm test` builds and serves with these sentinel values in the server-only variables.
const sentinels = [...Object.values(secretSentinels), ...serviceAccountLeakMarkers(process.env.FIREBASE_SERVICE_ACCOUNT)];

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, keep) : keep(path) ? [path] : [];
  });
}

test("no server secret is in the client files or the prerendered pages", () => {
  const files = [...filesUnder(".next/static", () => true), ...filesUnder(".next/server/app", (path) => path.endsWith(".html") || path.endsWith(".rsc"))];
  expect(files.length).toBeGreaterThan(20);
  const leaks = files.filter((path) => {
    const text = readFileSync(path, "latin1");
    return sentinels.some((sentinel) => text.includes(sentinel));
  });
  expect(leaks).toEqual([]);
});

test("/api/credentials.json reports the AI providers as enabled without carrying their keys", async ({ request }) => {
  for (const origin of [`http://127.0.0.1:${process.env.E2E_PORT}`, `http://127.0.0.1:${process.env.E2E_BARE_PORT}`]) {
    const response = await request.get(`${origin}/api/credentials.json`);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ openrouter: { enabled: true }, gemini: { enabled: true } });
    for (const sentinel of sentinels) expect(text).not.toContain(sentinel);
  }
});
