// The Firebase Auth emulator, run by firebase-tools (a devDependency) with a generated config so every
// port is ours to choose. firebase-tools' own import/export keeps accounts across restarts.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { sleep, stopChild, waitForHttp } from "./process.mjs";

const require = createRequire(import.meta.url);

function firebaseBin() {
  const packageDir = join(require.resolve("firebase-tools/package.json"), "..");
  return join(packageDir, "lib", "bin", "firebase.js");
}

/**
 * Starts the emulator and resolves once it answers. `dataDir` (optional) is imported when it holds an
 * export and written back when the emulator is stopped with `stop()`.
 */
export async function startAuth({ host = "127.0.0.1", port, hubPort, loggingPort, projectId, workDir, dataDir, log = "ignore" }) {
  mkdirSync(workDir, { recursive: true });
  const config = join(workDir, "firebase.json");
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host, port },
        hub: { host, port: hubPort },
        logging: { host, port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  const args = [firebaseBin(), "emulators:start", "--only", "auth", "--project", projectId, "--config", config];
  const imported = dataDir ? lastExportedAccount(dataDir) : undefined;
  if (dataDir) {
    if (existsSync(join(dataDir, "firebase-export-metadata.json"))) args.push("--import", dataDir);
    args.push("--export-on-exit", dataDir);
  }
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    detached: true,
    stdio: ["ignore", log, log],
    // firebase-tools finds "its" emulator hub through a file named after the project in the temporary
    // folder; with a folder of this stack's own, another stack of the same project (a test's, or one
    // killed without cleaning up) is never the one asked for the export on exit.
    env: { ...process.env, TMPDIR: workDir, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
  });
  try {
    await waitForHttp(`http://${host}:${port}/`, {
      child,
      timeoutMs: 60_000,
      name: "Auth emulator",
      isReady: async (response) => response.ok && (await response.json()).authEmulator?.ready === true,
    });
    if (imported) await waitForAccount({ origin: `http://${host}:${port}`, projectId, localId: imported, child });
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return {
    host: `${host}:${port}`,
    origin: `http://${host}:${port}`,
    pid: child.pid,
    child,
    // SIGINT is firebase-tools' clean shutdown: it exports (when asked to) and then exits.
    stop: () => stopChild(child, "SIGINT", 20_000),
  };
}

/**
 * The id of the last account in the export under `dataDir`, if there is one. firebase-tools answers
 * "ready" before it has imported the accounts, and a seed that ran in between would find an account
 * missing and then fail to create it.
 */
function lastExportedAccount(dataDir) {
  try {
    const metadata = JSON.parse(readFileSync(join(dataDir, "firebase-export-metadata.json"), "utf8"));
    const { users = [] } = JSON.parse(readFileSync(join(dataDir, metadata.auth.path, "accounts.json"), "utf8"));
    return users.at(-1)?.localId;
  } catch {
    return undefined;
  }
}

/** Resolves once the emulator knows `localId` (the import has finished), within 30 s. */
async function waitForAccount({ origin, projectId, localId, child }) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error("Auth emulator exited while importing its accounts");
    const response = await fetch(`${origin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ localId: [localId] }),
      signal: AbortSignal.timeout(1000),
    }).catch(() => undefined);
    if (response?.ok && ((await response.json()).users?.length ?? 0) > 0) return;
    await sleep(100);
  }
  throw new Error("Auth emulator did not import its accounts within 30 s");
}
