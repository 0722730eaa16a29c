// Both emulators as one stack: ports, persistence, seeding, and the variables the site needs to use them.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../free-port.mjs";
import { startAuth } from "./auth.mjs";
import { locateFirestoreEmulator, snapshotMetadata, startFirestore } from "./firestore.mjs";
import { isPortFree } from "./process.mjs";
import { seedDemoData } from "./seed.mjs";

export const root = resolve(import.meta.dirname, "..", "..");
const demoProjectId = "demo-northbeam";

const firebaseJson = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));

/** The configured port when it is free (stable URLs for local work), else any free port. */
async function pickPort(preferred, fixed) {
  if (fixed && preferred && (await isPortFree(preferred))) return preferred;
  return freePort();
}

/** Web config for the demo project: the emulators accept any API key for a demo- project. */
function demoWebEnv(projectId, firestoreHost, authHost) {
  return {
    FIREBASE_API_KEY: "demo-api-key",
    FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_STORAGE_BUCKET: `${projectId}.appspot.com`,
    FIREBASE_MESSAGING_SENDER_ID: "000000000000",
    FIREBASE_APP_ID: `1:000000000000:web:${projectId}`,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
  };
}

/**
 * Starts Firestore and Auth. With `dataDir` the data is imported at start and saved by `stop()`;
 * without it the stack is throwaway (tests). Seeds the demo data when the demo member is missing.
 */
export async function startStack({
  dataDir,
  projectId = demoProjectId,
  seed = true,
  log = "ignore",
  stablePorts = Boolean(dataDir),
  singleProjectMode = true,
} = {}) {
  const located = locateFirestoreEmulator();
  if (!located.ok) return { ok: false, reason: located.reason };

  const { emulators } = firebaseJson;
  const firestorePort = await pickPort(emulators.firestore.port, stablePorts);
  const authPort = await pickPort(emulators.auth.port, stablePorts);
  const hubPort = await pickPort(emulators.hub.port, stablePorts);
  const loggingPort = await pickPort(emulators.logging.port, stablePorts);

  const workDir = dataDir ? join(dataDir, "..", "run") : mkdtempSync(join(tmpdir(), "northbeam-emulators-"));
  const firestoreDir = dataDir && join(dataDir, "firestore");
  const snapshot = firestoreDir && snapshotMetadata(firestoreDir, "snapshot");

  const started = await Promise.allSettled([
    startFirestore({
      ...located,
      port: firestorePort,
      projectId,
      rules: join(root, "firestore.rules"),
      importFrom: snapshot && existsSync(snapshot) ? snapshot : undefined,
      singleProjectMode,
      log,
    }),
    startAuth({ port: authPort, hubPort, loggingPort, projectId, workDir, dataDir: dataDir && join(dataDir, "auth"), log }),
  ]);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(started.map((result) => (result.status === "fulfilled" ? result.value.stop() : undefined)));
    throw failed.reason;
  }
  const [firestore, auth] = started.map((result) => result.value);

  const env = demoWebEnv(projectId, firestore.host, auth.host);
  Object.assign(process.env, { FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST });
  const seeded = seed ? await seedDemoData({ projectId }) : { seeded: false };

  let stopping;
  async function saveFirestore() {
    if (!firestoreDir) return;
    const saving = `${firestoreDir}.saving`;
    rmSync(saving, { recursive: true, force: true });
    mkdirSync(saving, { recursive: true });
    await firestore.exportTo(saving, "snapshot");
    rmSync(firestoreDir, { recursive: true, force: true });
    renameSync(saving, firestoreDir);
  }

  return {
    ok: true,
    env,
    projectId,
    seeded,
    firestore,
    auth,
    pids: [firestore.pid, auth.pid],
    /** Saves (when persistent) and stops both emulators; safe to call twice. */
    stop() {
      stopping ??= (async () => {
        const saved = await saveFirestore().then(
          () => true,
          (error) => {
            console.error(`Could not save the Firestore data: ${error.message}`);
            return false;
          },
        );
        await Promise.all([firestore.stop(), auth.stop()]);
        if (!dataDir) rmSync(workDir, { recursive: true, force: true });
        return saved;
      })();
      return stopping;
    },
    /** Last resort on process exit: no saving, just no orphans. */
    killNow() {
      for (const child of [firestore.child, auth.child]) if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
