import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { demoMember, demoPassword, members, messages, operators } from "./emulators/seed-data.mjs";

// `npm run dev`'s local stack, killed outright (SIGKILL of its process group, as a closed terminal or
// an out-of-memory kill does) and started again: the members' area must come back with its data.
// The stack runs with a trivial command in place of `next dev`, in a data folder of its own.

jest.setTimeout(240_000);

const folder = mkdtempSync(join(tmpdir(), "northbeam-dev-stack-"));
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(FIRESTORE_EMULATOR_HOST|FIREBASE_AUTH_EMULATOR_HOST|FIREBASE_)/.test(name)),
);
const env: NodeJS.ProcessEnv = {
  ...inherited,
  NODE_ENV: "development",
  EMULATOR_DATA_DIR: join(folder, "data"),
  MAIL_SINK_DIR: join(folder, "mail"),
  SMTP_HOST: "",
};

type Stack = { child: ChildProcess; firestore: string; auth: string; output: string[] };

/** Starts the stack and resolves once it says where the emulators are and who the demo member is. */
function startStack(): Promise<Stack> {
  const child: ChildProcess = spawn(process.execPath, ["scripts/with-emulators.mjs", process.execPath, "-e", "setInterval(() => {}, 1000)"], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let hosts: { firestore: string; auth: string } | undefined;
    const onLine = (line: string) => {
      output.push(line);
      const found = /^\[emulators\] Firestore (\S+) · Auth (\S+) ·/.exec(line);
      if (found?.[1] && found[2]) hosts = { firestore: found[1], auth: found[2] };
      if (/did not start|without the members' area/.test(line)) reject(new Error(output.join("\n")));
      if (line.startsWith("[emulators] Demo member:") && hosts) resolve({ child, ...hosts, output });
    };
    for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on("line", onLine);
    child.once("exit", (code: number | null) => reject(new Error(`the stack exited (${code}):\n${output.join("\n")}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** What the members' area needs: the demo member can sign in, and the directory and chat are there. */
async function membersArea(stack: Stack) {
  const signIn = await fetch(`http://${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: demoMember.email, password: demoPassword, returnSecureToken: true }),
  });
  const count = async (collectionId: string) => {
    const response = await fetch(`http://${stack.firestore}/v1/projects/demo-northbeam/databases/(default)/documents:runAggregationQuery`, {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ structuredAggregationQuery: { structuredQuery: { from: [{ collectionId }] }, aggregations: [{ alias: "n", count: {} }] } }),
    });
    const [row] = (await response.json()) as { result?: { aggregateFields?: { n?: { integerValue?: string } } } }[];
    return Number(row?.result?.aggregateFields?.n?.integerValue ?? -1);
  };
  return { signedIn: signIn.status === 200, members: await count("community_members"), messages: await count("community_chat") };
}

const expected = { signedIn: true, members: members.length + 1 + operators.length, messages: messages.length };

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("comes back with the members' area after SIGKILL, and again after a clean stop", async () => {
  const first = await startStack();
  expect(await membersArea(first)).toEqual(expected);

  process.kill(-(first.child.pid ?? 0), "SIGKILL");
  await exited(first.child);

  const second = await startStack();
  expect(await membersArea(second)).toEqual(expected);
  // Ctrl-C: the data is saved, and the next start imports it and adds nothing.
  process.kill(-(second.child.pid ?? 0), "SIGINT");
  await exited(second.child);
  expect(second.output.join("\n")).toContain("Saved emulator data");

  const third = await startStack();
  try {
    expect(await membersArea(third)).toEqual(expected);
    expect(third.output.filter((line) => line.includes("Seeded what was missing"))).toEqual([]);
  } finally {
    process.kill(-(third.child.pid ?? 0), "SIGINT");
    await exited(third.child);
  }
});
