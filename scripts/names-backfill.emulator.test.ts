/**
 * @jest-environment node
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getAdmin } from "@/lib/firebase/admin";
import { nameKey } from "@/lib/members/name-rules.mjs";

const run = promisify(execFile);
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");

it("reserves names of profiles from before names were reserved, oldest first, and lists the ones that collide", async () => {
  const tag = Date.now().toString(36);
  const day = 86_400_000;
  const profile = (name: string, daysAgo: number) => ({ name, photoURL: "", bio: "", createdAt: new Date(Date.now() - daysAgo * day) });
  const [first, second, third] = [`backfill-first-${tag}`, `backfill-second-${tag}`, `backfill-third-${tag}`];
  await admin.db.doc(`users/${second}`).set(profile(`LENA Legacy ${tag}`, 10));
  await admin.db.doc(`users/${first}`).set(profile(`Lena Legacy ${tag}`, 20));
  await admin.db.doc(`users/${third}`).set(profile(`Otto Legacy ${tag}`, 5));

  const { stdout } = await run(process.execPath, ["scripts/names-backfill.mjs"], { env: { ...process.env, NODE_OPTIONS: "" } });
  expect(stdout).toMatch(/^\d+ names reserved on .+; \d+ were reserved already; \d+ collide with a name another member holds\./);
  expect(stdout).toContain(`${second} "LENA Legacy ${tag}": held by ${first}`);

  const keyOf = async (uid: string) => (await admin.db.doc(`users/${uid}`).get()).get("nameKey") as unknown;
  expect(await keyOf(first)).toBe(nameKey(`Lena Legacy ${tag}`));
  expect(await keyOf(third)).toBe(nameKey(`Otto Legacy ${tag}`));
  expect(await keyOf(second)).toBeUndefined();
  expect((await admin.db.doc(`display_names/${nameKey(`Lena Legacy ${tag}`)}`).get()).get("uid")).toBe(first);

  // Run again, nothing changes: the collision is still reported, the reserved names stay.
  const again = await run(process.execPath, ["scripts/names-backfill.mjs"], { env: { ...process.env, NODE_OPTIONS: "" } });
  expect(again.stdout).toContain(`${second} "LENA Legacy ${tag}": held by ${first}`);
  expect(await keyOf(first)).toBe(nameKey(`Lena Legacy ${tag}`));
}, 60_000);
