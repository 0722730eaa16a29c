import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { chromeFlags } from "./scripts/chrome-flags.mjs";

// The journeys against `npm run dev` (e2e/*.journey.ts): each starts the dev stack itself, in a copy of
// the checkout, so there is no web server here. `npm run test:dev` runs them, and `npm test` last.
const systemChromium = "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  testMatch: /\.journey\.ts$/,
  forbidOnly: Boolean(process.env.CI),
  // As in playwright.config.ts: a test that passes only on a second try is a failing test.
  retries: 0,
  // One dev stack, its pages in turn.
  workers: 1,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: chromeFlags,
    },
  },
});
