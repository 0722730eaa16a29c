// The production build and server as operators run them, shared by `npm run build`, `npm test` and the
// benchmarks. `next build` writes a standalone server (.next/standalone/server.js with the node_modules
// it needs); this adds the two folders Next leaves for a CDN, so the folder runs on its own, and the
// list of each prerendered page's inline script hashes that proxy.ts puts in its policy.
//   node scripts/production.mjs build     next build, then the standalone folder completed
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { waitForHttp } from "./emulators/process.mjs";
import { freePort } from "./free-port.mjs";
import { writeScriptHashes } from "./script-hashes.mjs";

export const root = join(import.meta.dirname, "..");
const standalone = join(root, ".next", "standalone");
export const serverScript = join(standalone, "server.js");
/** What operators run: Next's server.js, on loopback unless HOSTNAME names another interface. */
export const startScript = join(standalone, "start.mjs");
const startSource = `// Starts Next's standalone server (server.js) on 127.0.0.1 unless HOSTNAME names another interface:
// the server belongs behind a reverse proxy on the same host, and only that proxy should reach it.
// Requests that arrive before the app's instrumentation has installed the request gate are held until
// it has (request-hold.mjs, the project's scripts/request-hold.mjs).
import "./request-hold.mjs";

process.env.HOSTNAME ||= "127.0.0.1";
await import("./server.js");
`;

/** Copies the build's static files and public/ into the standalone folder, and writes start.mjs there. */
export function completeStandalone() {
  if (!existsSync(serverScript)) throw new Error(`${serverScript} is missing: is output: "standalone" set in next.config.ts?`);
  for (const [from, to] of [
    [join(root, ".next", "static"), join(standalone, ".next", "static")],
    [join(root, "public"), join(standalone, "public")],
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  cpSync(join(root, "scripts", "request-hold.mjs"), join(standalone, "request-hold.mjs"));
  writeFileSync(startScript, startSource);
}

/**
 * `next build` with `env` added, then the standalone folder completed and the prerendered pages' script
 * hashes written beside its server (scripts/script-hashes.mjs). Throws when the build fails.
 */
export function buildProduction(env = {}) {
  const result = spawnSync(join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (result.status !== 0) throw new Error(`next build failed with ${result.status ?? result.signal}`);
  completeStandalone();
  const pages = writeScriptHashes(join(root, ".next"), standalone);
  console.log(`Listed the inline scripts of ${pages} prerendered pages for their Content-Security-Policy`);
}

/**
 * A benchmark's build: with the empty floor page (INCLUDE_FLOOR_PAGE=1) that the benchmarks compare
 * with, so one build serves them all; none with `build` false (`--no-build`), when the last one must be
 * there.
 */
export function buildForBench(build) {
  if (build) {
    console.log("▶ next build (INCLUDE_FLOOR_PAGE=1)");
    buildProduction({ INCLUDE_FLOOR_PAGE: "1" });
  }
  if (!existsSync(serverScript)) throw new Error("no standalone server: run without --no-build");
}

/**
 * Starts the standalone server on a free loopback port and waits for /api/health. Returns its origin,
 * the child process and a stop function. Its output goes to this process's stderr unless `quiet`.
 */
export async function startProduction({ env = {}, quiet = false } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [startScript], {
    cwd: root,
    stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  process.once("exit", stop);
  await waitForHttp(`${origin}/api/health`, { child, timeoutMs: 60_000, name: "the production server" });
  return { origin, child, stop };
}

const stops = [];
const stopAll = () => stops.splice(0).forEach((stop) => stop());

/** Registers something a benchmark must stop or remove when it ends, however it ends. */
export function onExit(stop) {
  stops.push(stop);
}

/** The middle value (the lower of the two middle ones for an even count): a benchmark's noise-proof figure. */
export const median = (values) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Runs a benchmark's `main`, which returns its markdown report: the report is written to
 * .next/<name>.md and printed. Whatever `onExit` registered is stopped at the end, on a failure, on
 * Ctrl-C and on a crash alike, so nothing outlives the script.
 */
export async function runBench(name, main) {
  const started = Date.now();
  process.on("exit", stopAll);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  try {
    const markdown = await main();
    writeFileSync(join(root, ".next", `${name}.md`), `${markdown}\n`);
    console.log(`\n${markdown}\n\nWritten to .next/${name}.md (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exitCode = 1;
  } finally {
    stopAll();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command] = process.argv.slice(2);
  if (command !== "build") {
    console.error("usage: node scripts/production.mjs build");
    process.exit(2);
  }
  try {
    buildProduction();
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}
