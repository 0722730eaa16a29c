/**
 * @jest-environment node
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getAdmin } from "@/lib/firebase/admin";
import { nameKey } from "@/lib/members/name-rules.mjs";
import { collections } from "@/lib/firebase/collections.mjs";

const run = promisify(execFile);
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const backfill = () => run(process.execPath, ["scripts/names-backfill.mjs"], { env: { ...process.env, NODE_OPTIONS: "" } });

it("reserves, re-keys and releases names under the current rules, oldest first, and lists the ones that collide", async () => {
  const tag = Date.now().toString(36);
  const day = 86_400_000;
  const account = async (label: string, emailVerified = true) => {
    const uid = `backfill-${label}-${tag}`;
    await admin.auth.createUser({ uid, email: `${uid}@example.com`, emailVerified });
    return uid;
  };
  const profile = (name: string, daysAgo: number, nameKeyOf?: string) => ({
    name,
    photoURL: "",
    bio: "",
    createdAt: new Date(Date.now() - daysAgo * day),
    ...(nameKeyOf ? { nameKey: nameKeyOf } : {}),
  });
  const [first, second, third, sam, lookalike, unverified] = await Promise.all([
    account("first"),
    account("second"),
    account("third"),
    account("sam"),
    account("lookalike"),
    account("unverified", false),
  ]);
  await admin.db.doc(`${collections.users}/${second}`).set(profile(`LENA Legacy ${tag}`, 10));
  await admin.db.doc(`${collections.users}/${first}`).set(profile(`Lena Legacy ${tag}`, 20));
  await admin.db.doc(`${collections.users}/${third}`).set(profile(`Otto Legacy ${tag}`, 5));
  // Two names the old hand-made fold kept apart (a small-capital ꜱ), each with a claim under its old key.
  const oldKey = (name: string) =>
    `old-${name
      .normalize("NFKD")
      .replace(/[^\p{L}\p{N}]/gu, "")
      .toLowerCase()}`;
  for (const [uid, name, daysAgo] of [
    [sam, `Sam Whitfield ${tag}`, 30],
    [lookalike, `ꜱam Whitfield ${tag}`, 25],
  ] as const) {
    await admin.db.doc(`${collections.users}/${uid}`).set(profile(name, daysAgo, oldKey(name)));
    await admin.db.doc(`${collections.names}/${oldKey(name)}`).set({ uid, name });
  }
  // A claim an unverified account took through the route before only verified members could.
  await admin.db.doc(`${collections.users}/${unverified}`).set(profile(`Una Verified ${tag}`, 3, nameKey(`Una Verified ${tag}`)));
  await admin.db.doc(`${collections.names}/${nameKey(`Una Verified ${tag}`)}`).set({ uid: unverified, name: `Una Verified ${tag}` });

  const { stdout } = await backfill();
  expect(stdout).toMatch(
    /^\d+ names reserved on .+; \d+ re-keyed under the current rules; \d+ were reserved already; \d+ collide with a name another member holds; \d+ released from accounts that are not verified\./,
  );
  expect(stdout).toContain(`${second} "LENA Legacy ${tag}": held by ${first}`);
  expect(stdout).toContain(`${lookalike} "ꜱam Whitfield ${tag}": held by ${sam}`);
  expect(stdout).toContain(`${unverified} "Una Verified ${tag}": released`);

  const keyOf = async (uid: string) => (await admin.db.doc(`${collections.users}/${uid}`).get()).get("nameKey") as unknown;
  const holderOf = async (key: string) => (await admin.db.doc(`${collections.names}/${key}`).get()).get("uid") as unknown;
  expect(await keyOf(first)).toBe(nameKey(`Lena Legacy ${tag}`));
  expect(await keyOf(third)).toBe(nameKey(`Otto Legacy ${tag}`));
  expect(await keyOf(second)).toBeUndefined();
  expect(await holderOf(nameKey(`Lena Legacy ${tag}`))).toBe(first);
  // Re-keyed: the older member holds the name under its skeleton; both old claims are gone.
  expect(await keyOf(sam)).toBe(nameKey(`Sam Whitfield ${tag}`));
  expect(await holderOf(nameKey(`Sam Whitfield ${tag}`))).toBe(sam);
  expect(await keyOf(lookalike)).toBeUndefined();
  expect(await holderOf(oldKey(`Sam Whitfield ${tag}`))).toBeUndefined();
  expect(await holderOf(oldKey(`ꜱam Whitfield ${tag}`))).toBeUndefined();
  expect(await keyOf(unverified)).toBeUndefined();
  expect(await holderOf(nameKey(`Una Verified ${tag}`))).toBeUndefined();

  // Run again, nothing changes: the collisions are still reported, the reserved names stay.
  const again = await backfill();
  expect(again.stdout).toContain(`${second} "LENA Legacy ${tag}": held by ${first}`);
  expect(again.stdout).toContain(`${lookalike} "ꜱam Whitfield ${tag}": held by ${sam}`);
  expect(again.stdout).not.toContain(`${unverified} "Una Verified`);
  expect(await keyOf(first)).toBe(nameKey(`Lena Legacy ${tag}`));
  expect(await keyOf(sam)).toBe(nameKey(`Sam Whitfield ${tag}`));
}, 60_000);
