// `npm test`: every check in order, stopping at the first failure with its exit code.
import { spawnSync } from "node:child_process";
import { secretSentinels, sentinelServiceAccount } from "./secret-sentinels.mjs";

// The build and the browser tests see sentinel secrets, so a leak into client code is caught.
const withSecrets = { ...secretSentinels, FIREBASE_SERVICE_ACCOUNT: sentinelServiceAccount() };

const steps = [
  ["lint", "npx", ["eslint", "."]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["unit, component and emulator tests", "npx", ["jest", "--ci"]],
  // The floor page (an empty page) is built too: the budget is measured against it.
  ["production build", "node", ["scripts/production.mjs", "build"], { ...withSecrets, INCLUDE_FLOOR_PAGE: "1" }],
  ["bundle budget", "node", ["scripts/bundle-budget.mjs"]],
  ["browser tests", "npx", ["playwright", "test"], withSecrets],
];

for (const [name, command, args, extraEnv = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...extraEnv, NEXT_TELEMETRY_DISABLED: "1" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log("\nAll checks passed.");
