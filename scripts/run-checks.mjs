// `npm test`: every check in order, stopping at the first failure with its exit code.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { secretSentinels, sentinelServiceAccount } from "./secret-sentinels.mjs";
import { jestTimings, playwrightTimings, readTimings, slowestTests, stageTable } from "./test-timings.mjs";

// The build and the browser tests see sentinel secrets, so a leak into client code is caught.
const withSecrets = { ...secretSentinels, FIREBASE_SERVICE_ACCOUNT: sentinelServiceAccount() };
// Jest and Playwright leave JSON reports here, read for the slowest tests at the end.
const reports = mkdtempSync(join(tmpdir(), "northbeam-test-timings-"));
const jestReport = join(reports, "jest.json");
const playwrightReport = join(reports, "playwright.json");

const steps = [
  // ESLint, the format check (Prettier) and the dead-code check (knip).
  ["lint", "npm", ["run", "lint"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["unit, component and emulator tests", "npx", ["jest", "--ci", "--json", `--outputFile=${jestReport}`]],
  // The floor page (an empty page) is built too: the budget is measured against it.
  ["production build", "node", ["scripts/production.mjs", "build"], { ...withSecrets, INCLUDE_FLOOR_PAGE: "1" }],
  ["bundle budget", "node", ["scripts/bundle-budget.mjs"]],
  ["browser tests", "npx", ["playwright", "test"], { ...withSecrets, PLAYWRIGHT_TIMINGS_FILE: playwrightReport }],
  // npm run dev as a developer meets it, in a copy of the checkout that has run the dev stack before.
  ["dev server journey", "npm", ["run", "test:dev"]],
];

const finished = [];
function summary() {
  const timings = [...readTimings(jestReport, jestTimings), ...readTimings(playwrightReport, playwrightTimings)];
  console.log(`\n${stageTable(finished)}`);
  const slowest = slowestTests(timings);
  if (slowest) console.log(`\n${slowest}`);
}

for (const [name, command, args, extraEnv = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...extraEnv, NEXT_TELEMETRY_DISABLED: "1" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  finished.push({ name, ms: Date.now() - started, ok: result.status === 0 });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
summary();
console.log("\nAll checks passed.");
