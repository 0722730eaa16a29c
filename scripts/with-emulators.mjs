// Runs a command (`next dev`, `next start`) with the local Firebase stack behind it:
//   node scripts/with-emulators.mjs [--ephemeral] <command> [args...]
// Persistent by default (.emulators/data, saved on Ctrl-C); --ephemeral uses throwaway data and free
// ports (tests). Skipped when FIREBASE_EMULATORS=off or the environment names a hosted project.
import nextEnv from "@next/env";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { demoMember, demoPassword } from "./emulators/seed.mjs";
import { root, startStack } from "./emulators/stack.mjs";
import { firestoreInstallHint } from "./emulators/firestore.mjs";
import { startMailSink } from "./emulators/mail.mjs";
import { watchAuthLinks } from "./emulators/auth-links.mjs";
import { stopChild } from "./emulators/process.mjs";

const args = process.argv.slice(2);
const ephemeral = args[0] === "--ephemeral";
const command = ephemeral ? args.slice(1) : args;
if (command.length === 0) {
  console.error("Usage: node scripts/with-emulators.mjs [--ephemeral] <command> [args...]");
  process.exit(2);
}

const say = (line) => console.log(`[emulators] ${line}`);
// Why the stack is missing goes to stderr too, which the browser tests' log keeps.
const warn = (line) => console.error(`[emulators] ${line}`);
// EMULATOR_DATA_DIR moves the saved data (and the run folder beside it) elsewhere: the stack's own test
// uses it to leave a developer's .emulators alone.
const dataDir = process.env.EMULATOR_DATA_DIR ? resolve(process.env.EMULATOR_DATA_DIR) : join(root, ".emulators", "data");
const runDir = join(dirname(dataDir), "run");
const pidFile = join(runDir, "pids.json");

/** Emulators left behind by a run that was killed outright would hold the ports; stop them first. */
function stopLeftovers() {
  if (!existsSync(pidFile)) return;
  for (const pid of JSON.parse(readFileSync(pidFile, "utf8"))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (/CloudFirestore|emulators:start/.test(cmdline)) process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

function usesHostedProject() {
  nextEnv.loadEnvConfig(root, command.includes("dev"), { info() {}, error: console.error });
  if (process.env.FIREBASE_EMULATORS === "off") return "FIREBASE_EMULATORS=off";
  const projectId = process.env.FIREBASE_PROJECT_ID?.trim();
  return projectId && projectId !== "undefined" && !projectId.startsWith("demo-") ? `FIREBASE_PROJECT_ID=${projectId}` : undefined;
}

async function start() {
  const hosted = usesHostedProject();
  if (hosted) {
    say(`Not starting the emulators (${hosted}).`);
    return undefined;
  }
  if (!ephemeral) {
    mkdirSync(runDir, { recursive: true });
    stopLeftovers();
  }
  const log = ephemeral ? "ignore" : openSync(join(runDir, "emulators.log"), "a");
  // Throwaway stacks (the tests') take fresh ports each time: one that failed to come up (a port taken
  // between choosing it and binding it, a start slower than its wait on a busy machine) is tried again.
  const attempts = ephemeral ? 2 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return report(await startStack({ dataDir: ephemeral ? undefined : dataDir, log }));
    } catch (error) {
      if (attempt < attempts) {
        warn(`The emulators did not start (${error.message}): trying again.`);
        continue;
      }
      warn(`The emulators did not start: ${error.message}`);
      warn("Starting the site without the members' area.");
      return undefined;
    }
  }
}

/** Says where the stack is (or why there is none) and returns it. */
function report(stack) {
  if (!stack.ok) {
    say(`${stack.reason}\n${firestoreInstallHint}`);
    say("Starting the site without the members' area.");
    return undefined;
  }
  if (!ephemeral) writeFileSync(pidFile, JSON.stringify(stack.pids));
  say(`Firestore ${stack.firestore.host} · Auth ${stack.auth.host} · project ${stack.projectId}`);
  if (stack.seeded.seeded)
    say(`Seeded what was missing: ${stack.seeded.members} accounts, ${stack.seeded.messages} chat messages, ${stack.seeded.documents} member documents.`);
  say(`Demo member: ${demoMember.email} / ${demoPassword}`);
  if (!ephemeral) say(`Data is kept in ${relative(root, dataDir) || dataDir} and saved when you press Ctrl-C.`);
  return stack;
}

/**
 * The contact form's notifications go to a local mail sink unless SMTP_HOST names a real server:
 * .emulators/mail (or MAIL_SINK_DIR, or a throwaway folder with --ephemeral).
 */
async function startMail() {
  if (process.env.SMTP_HOST?.trim()) {
    say(`Contact notifications go to ${process.env.SMTP_HOST}.`);
    return undefined;
  }
  const throwaway = ephemeral && !process.env.MAIL_SINK_DIR;
  const directory = process.env.MAIL_SINK_DIR || (throwaway ? mkdtempSync(join(tmpdir(), "northbeam-mail-")) : join(root, ".emulators", "mail"));
  try {
    const sink = await startMailSink({
      directory,
      password: process.env.SMTP_PASSWORD,
      onMessage: ({ file, subject, to }) => say(`Mail to ${to}: "${subject}" (${relative(root, file)})`),
    });
    say(`Mail sink ${sink.host}: contact notifications and mention e-mails are kept in ${relative(root, directory) || directory}.`);
    return {
      env: sink.env,
      async stop() {
        await sink.stop();
        if (throwaway) rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    say(`The mail sink did not start (${error.message}); contact notifications are off.`);
    return undefined;
  }
}

const stack = await start();
process.on("exit", () => stack?.killNow());
const mail = stack ? await startMail() : undefined;
const stopLinks = stack ? watchAuthLinks({ origin: stack.auth.origin, projectId: stack.projectId, say }) : undefined;
if (stack) say("Verification and password-reset e-mails are not sent: their links are printed here.");

/**
 * Mention e-mails on the local stack come within its short delays (away and spacing 1 minute, a sweep
 * every 10 s), their unsubscribe links signed with a key of this run's; whatever the environment sets wins.
 */
function mentionEmailDefaults() {
  const defaults = {
    MENTION_EMAIL_AWAY_MINUTES: "1",
    MENTION_EMAIL_SPACING_MINUTES: "1",
    MENTION_SWEEP_SECONDS: "10",
    MENTION_EMAIL_SECRET: randomBytes(32).toString("base64url"),
  };
  return Object.fromEntries(Object.entries(defaults).filter(([name]) => !process.env[name]?.trim()));
}

// Requests that reach `next dev` (or `next start`) before the app's instrumentation has installed the
// request gate are held until it has, as the standalone entry holds them (scripts/request-hold.mjs).
const hold =
  command[0] === "next"
    ? { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${pathToFileURL(join(root, "scripts", "request-hold.mjs")).href}`].filter(Boolean).join(" ") }
    : {};
const localBin = join(root, "node_modules", ".bin", command[0]);
const child = spawn(existsSync(localBin) ? localBin : command[0], command.slice(1), {
  stdio: "inherit",
  env: { ...process.env, ...stack?.env, ...mail?.env, ...(stack ? mentionEmailDefaults() : {}), ...hold },
});

let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  await stopChild(child, "SIGTERM", 10_000);
  stopLinks?.();
  await mail?.stop();
  if (stack) {
    say("Stopping the emulators...");
    const saved = await stack.stop();
    if (saved && !ephemeral) say(`Saved emulator data to ${relative(root, dataDir) || dataDir}.`);
  }
  process.exit(code);
}

child.on("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => finish(0));
