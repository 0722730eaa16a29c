// `npm test`: every check in order, stopping at the first failure with its exit code.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npx", ["eslint", "."]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["unit and component tests", "npx", ["jest", "--ci"]],
  ["production build", "npx", ["next", "build"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log("\nAll checks passed.");
