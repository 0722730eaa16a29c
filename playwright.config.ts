import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { secretSentinels, sentinelServiceAccount } from "./scripts/secret-sentinels.mjs";
import { chromeFlags } from "./scripts/chrome-flags.mjs";

// Worker processes inherit the environment, so the ports are chosen once per run.
const freePort = () => execFileSync(process.execPath, ["scripts/free-port.mjs"], { encoding: "utf8" }).trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_BARE_PORT ??= freePort();
// The emulator stack's mail sink keeps the contact notifications here, where the specs read them.
process.env.MAIL_SINK_DIR ??= mkdtempSync(join(tmpdir(), "northbeam-e2e-mail-"));
// Each seeded account signs in once (e2e/signed-in.setup.ts) and its browser state is kept here for the journeys.
process.env.SIGNED_IN_DIR ??= mkdtempSync(join(tmpdir(), "northbeam-e2e-signed-in-"));
// `npm test` hands the build and these servers the same sentinel service account; the secrets spec
// looks for its key everywhere the browser can reach.
process.env.FIREBASE_SERVICE_ACCOUNT ??= sentinelServiceAccount();

// Mention e-mails on the stack: a member counts as away 6 s after their page last said they were here
// (a minute under `npm run dev`, 15 by default), and the sweep looks every 2 s, so the journeys that
// wait for a mail wait seconds, not minutes. The specs read the delay from here too.
process.env.MENTION_EMAIL_AWAY_MINUTES ??= "0.1";
process.env.MENTION_SWEEP_SECONDS ??= "2";

// The full product: the production build on the local emulator stack with its seeded demo data.
const stackURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The same build with no Firebase configuration at all ("undefined", as a broken template leaves it).
const bareURL = `http://127.0.0.1:${process.env.E2E_BARE_PORT}`;

// The sentinel keys would send questions to the real providers; a closed local port makes both fail at
// once, so answers come from the built-in answerer after the fallback the product really performs.
const unreachableProviders = { OPENROUTER_BASE_URL: "http://127.0.0.1:9/api/v1", GEMINI_BASE_URL: "http://127.0.0.1:9/v1beta" };

const noFirebase = Object.fromEntries(
  ["FIREBASE_API_KEY", "FIREBASE_AUTH_DOMAIN", "FIREBASE_PROJECT_ID", "FIREBASE_STORAGE_BUCKET", "FIREBASE_MESSAGING_SENDER_ID", "FIREBASE_APP_ID"].map(
    (name) => [name, "undefined"],
  ),
);

// Both servers are the standalone production server `npm run build` leaves, started as operators start it.
const listenOn = (port = "") => ({ PORT: port, HOSTNAME: "127.0.0.1" });

const systemChromium = "/usr/bin/chromium";
const desktop = { ...devices["Desktop Chrome"], channel: undefined };
// Specs that need the backend (members-*, backend-*) run against the emulator stack.
const membersSpecs = /(members|backend)-.*\.spec\.ts/;
// What changes the whole room (slow mode), kept apart from the journeys that post.
const roomSpecs = /room-.*\.spec\.ts/;
// The 3D scene's specs launch Chromium with WebGL, so they need workers of their own.
const webglSpecs = /hero-scene\.spec\.ts/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a failing test: none is retried, here or in CI.
  retries: 0,
  workers: 2,
  // Ceilings, not waits: every assertion returns as soon as what it waits for happens. Machines here
  // differ by more than twice in speed, and the slower ones, with the whole suite on two cores, have
  // taken over 7 s for a send to be refused and 30 s for a page's check.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // `npm test` asks for a JSON report too, to print the slowest tests at its end.
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    ...(process.env.PLAYWRIGHT_TIMINGS_FILE ? [["json", { outputFile: process.env.PLAYWRIGHT_TIMINGS_FILE }] as const] : []),
  ],
  use: {
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: chromeFlags,
    },
  },
  projects: [
    // First, so the members' journeys that wait for it can start as soon as a worker is free.
    { name: "members-sign-in", testMatch: /signed-in\.setup\.ts/, use: { ...desktop, baseURL: stackURL } },
    // Slow mode holds the whole room: its journey runs beside the public pages, before any journey
    // that posts (those wait for the sign-ins, and so for everything without dependencies).
    { name: "room", testMatch: roomSpecs, use: { ...desktop, baseURL: stackURL } },
    // Their workers start early, beside the slow-mode journey: left to the end of the public pages,
    // their longest test ran alone on one core while the other had nothing left to do.
    { name: "webgl", testMatch: webglSpecs, use: { ...desktop, baseURL: bareURL } },
    // Public pages must not depend on Firebase: they run against the server without it.
    { name: "site", testIgnore: [membersSpecs, roomSpecs, webglSpecs], use: { ...desktop, baseURL: bareURL } },
    { name: "members", testMatch: membersSpecs, dependencies: ["members-sign-in"], use: { ...desktop, baseURL: stackURL } },
  ],
  webServer: [
    {
      command: "node scripts/with-emulators.mjs --ephemeral node .next/standalone/start.mjs",
      url: `${stackURL}/api/health`,
      // Who is online is summed up every second (15 s by default), as the tests' members beat every second.
      env: {
        ...secretSentinels,
        ...unreachableProviders,
        ...listenOn(process.env.E2E_PORT),
        FIREBASE_EMULATORS: "on",
        SMTP_HOST: "",
        MAIL_SINK_DIR: process.env.MAIL_SINK_DIR,
        PRESENCE_SUMMARY_SECONDS: "1",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node .next/standalone/start.mjs",
      url: `${bareURL}/api/health`,
      // No service account either: it would name a real project, and this server has no Firebase at all.
      env: { ...secretSentinels, ...unreachableProviders, ...noFirebase, ...listenOn(process.env.E2E_BARE_PORT), FIREBASE_SERVICE_ACCOUNT: "" },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
