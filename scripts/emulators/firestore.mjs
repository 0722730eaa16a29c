// The Firestore emulator: the real jar started directly with Java (it needs Java 11+; firebase-tools
// insists on 21 for the same jar), with firestore.rules loaded and REST export for persistence.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { stopChild, waitForHttp } from "./process.mjs";

const jarInSdk = (root) => join(root, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");

function gcloudSdkRoots(env) {
  const roots = [
    env.CLOUDSDK_ROOT_DIR,
    "/usr/lib/google-cloud-sdk",
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    join(homedir(), "google-cloud-sdk"),
  ];
  try {
    const gcloud = execFileSync("sh", ["-c", "command -v gcloud"], { encoding: "utf8" }).trim();
    if (gcloud) roots.push(dirname(dirname(realpathSync(gcloud))));
  } catch {
    // no gcloud on PATH
  }
  return roots.filter(Boolean);
}

function firebaseToolsCacheJar() {
  const dir = join(homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(dir)) return undefined;
  const jars = readdirSync(dir).filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name));
  const version = (name) =>
    name
      .match(/v([\d.]+)\.jar$/)?.[1]
      .split(".")
      .map(Number) ?? [];
  jars.sort((a, b) => {
    const [va, vb] = [version(a), version(b)];
    for (let i = 0; i < Math.max(va.length, vb.length); i += 1) if ((va[i] ?? 0) !== (vb[i] ?? 0)) return (vb[i] ?? 0) - (va[i] ?? 0);
    return 0;
  });
  return jars[0] ? join(dir, jars[0]) : undefined;
}

/** FIRESTORE_EMULATOR_JAR, then the gcloud SDK, then firebase-tools' download cache. */
function findFirestoreJar(env = process.env) {
  if (env.FIRESTORE_EMULATOR_JAR) return existsSync(env.FIRESTORE_EMULATOR_JAR) ? env.FIRESTORE_EMULATOR_JAR : undefined;
  for (const root of gcloudSdkRoots(env)) if (existsSync(jarInSdk(root))) return jarInSdk(root);
  return firebaseToolsCacheJar();
}

/** The java binary (JAVA_HOME first) and its major version, or undefined when there is none. */
function findJava(env = process.env) {
  const java = env.JAVA_HOME ? join(env.JAVA_HOME, "bin", "java") : "java";
  const result = spawnSync(java, ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return undefined;
  return { java, major: parseJavaMajor(`${result.stderr}${result.stdout}`) };
}

function parseJavaMajor(versionText) {
  const match = versionText.match(/version "(\d+)(?:\.(\d+))?/);
  if (!match) return 0;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2] ?? 0) : first;
}

export const firestoreInstallHint = [
  "The Firestore emulator needs Java 11 or newer and the emulator jar:",
  "  Java:  sudo apt-get install -y openjdk-17-jre-headless   (or any JDK/JRE 11+; set JAVA_HOME to pick one)",
  "  Jar:   sudo apt-get install -y google-cloud-cli-firestore-emulator   (or: gcloud components install cloud-firestore-emulator)",
  "         or point FIRESTORE_EMULATOR_JAR at cloud-firestore-emulator.jar",
].join("\n");

/** Checks Java and the jar; returns what to start with, or the reason it cannot start. */
export function locateFirestoreEmulator(env = process.env) {
  const java = findJava(env);
  if (!java) return { ok: false, reason: "Java was not found." };
  if (java.major < 11) return { ok: false, reason: `Java ${java.major} is too old; the Firestore emulator needs Java 11 or newer.` };
  const jar = findFirestoreJar(env);
  if (!jar) return { ok: false, reason: "The Firestore emulator jar was not found." };
  return { ok: true, java: java.java, jar };
}

export function snapshotMetadata(dir, name) {
  return join(dir, name, `${name}.overall_export_metadata`);
}

/**
 * Starts the emulator and resolves once it answers. `importFrom` is an export metadata file.
 * The returned handle exports through REST and stops the process.
 */
export async function startFirestore({ java, jar, host = "127.0.0.1", port, projectId, rules, importFrom, singleProjectMode = true, log = "ignore" }) {
  const args = ["-cp", jar, "com.google.cloud.datastore.emulator.firestore.CloudFirestore", "--host", host, "--port", String(port), "--project_id", projectId];
  if (singleProjectMode) args.push("--single_project_mode");
  if (rules) args.push("--rules", rules);
  if (importFrom) args.push("--import-data", importFrom);
  const child = spawn(java, args, { stdio: ["ignore", log, log], detached: true });
  const origin = `http://${host}:${port}`;
  try {
    await waitForHttp(`${origin}/`, { child, timeoutMs: 30_000, name: "Firestore emulator" });
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return {
    host: `${host}:${port}`,
    origin,
    pid: child.pid,
    child,
    /** Writes a snapshot to `<dir>/<name>`; restart with `snapshotMetadata(dir, name)`. */
    async exportTo(dir, name) {
      const response = await fetch(`${origin}/emulator/v1/projects/${projectId}:export`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ database: `projects/${projectId}/databases/(default)`, export_directory: dir, export_name: name }),
      });
      if (!response.ok) throw new Error(`Firestore export failed: ${response.status} ${await response.text()}`);
    },
    stop: () => stopChild(child, "SIGTERM", 10_000),
  };
}
