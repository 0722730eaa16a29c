/**
 * @jest-environment node
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { setLogLevel } from "firebase/firestore";
import { ensureMemberRecords } from "@/lib/members/records";
import { routeProfileCreator } from "@/test/profile-route";
import { getAdmin } from "@/lib/firebase/admin";
import { emulatorClients } from "@/test/emulator-clients";
import { collections } from "@/lib/firebase/collections.mjs";

setLogLevel("silent");
const run = promisify(execFile);
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);

it("takes unverified, disabled and vanished accounts out of the directory, and keeps verified members", async () => {
  const client = connect("tidy-verified");
  const verified = await signUp(client, "Vera");
  await ensureMemberRecords(client.db, verified, { verified: true, createProfile: routeProfileCreator(client) });
  const unverified = await signUp(connect("tidy-unverified"), "Una", { verified: false });
  const disabled = await signUp(connect("tidy-disabled"), "Dee");
  await admin.auth.updateUser(disabled.uid, { disabled: true });
  // Entries as the rules let anyone write them before only verified members were listed.
  const entry = (name: string) => ({ name, photoURL: "", joinedAt: new Date() });
  await admin.db.doc(`${collections.members}/${unverified.uid}`).set(entry("Una"));
  await admin.db.doc(`${collections.members}/${disabled.uid}`).set(entry("Dee"));
  await admin.db.doc("community_members/no-such-account").set(entry("Gone Away"));

  const { stdout } = await run(process.execPath, ["scripts/community-verified.mjs"], { env: { ...process.env, NODE_OPTIONS: "" } });
  expect(stdout).toMatch(/^\d+ of \d+ directory entries removed on /);
  const listed = async (uid: string) => (await admin.db.doc(`${collections.members}/${uid}`).get()).exists;
  expect(await listed(verified.uid)).toBe(true);
  expect(await listed(unverified.uid)).toBe(false);
  expect(await listed(disabled.uid)).toBe(false);
  expect(await listed("no-such-account")).toBe(false);
}, 60_000);
