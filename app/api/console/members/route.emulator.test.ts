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
import { listOperators, setRole } from "@/lib/members/roles.mjs";
import { GET, POST } from "./route";
import { collections } from "@/lib/firebase/collections.mjs";

setLogLevel("silent");
const run = promisify(execFile);
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
// Opening firebase-admin's connection can take most of the store's deadline on a busy machine: done first.
beforeAll(() => admin.db.collection("warm-up").doc("connection").get(), 60_000);
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);

/** A member signed in through the web SDK, with their records, and a way to get a fresh ID token. */
async function member(name: string) {
  const client = connect(`console-${name}`);
  const author = await signUp(client, name);
  await ensureMemberRecords(client.db, author, { verified: true, createProfile: routeProfileCreator(client) });
  const user = client.auth.currentUser;
  if (!user) throw new Error("not signed in");
  return { uid: author.uid, email: user.email ?? "", token: () => user.getIdToken(true) };
}

const get = async (token?: string) => GET(new Request("http://localhost/api/console/members", { headers: token ? { Authorization: `Bearer ${token}` } : {} }));
const post = async (token: string, body: unknown, contentType = "application/json") =>
  POST(
    new Request("http://localhost/api/console/members", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": contentType },
      body: JSON.stringify(body),
    }),
  );
const system = { by: "test", byName: "Test" };

it("grants and revokes a role as a claim, mirrors it for open pages, logs it, and lists operators", async () => {
  const someone = await member("Roled");
  const granted = await setRole(admin.auth, admin.db, someone.uid, "moderator", system);
  expect(granted).toMatchObject({ previous: null, role: "moderator" });
  expect((await admin.auth.getUser(someone.uid)).customClaims).toEqual({ role: "moderator" });
  expect((await admin.db.doc(`${collections.roles}/${someone.uid}`).get()).get("role")).toBe("moderator");
  expect(await listOperators(admin.auth)).toContainEqual(expect.objectContaining({ uid: someone.uid, role: "moderator" }));
  const log = await admin.db.collection(collections.audit).where("target", "==", someone.uid).get();
  expect(log.docs.map((entry) => entry.get("action"))).toEqual(["grant"]);

  await setRole(admin.auth, admin.db, someone.uid, null, system);
  expect((await admin.auth.getUser(someone.uid)).customClaims ?? {}).toEqual({});
  expect((await admin.db.doc(`${collections.roles}/${someone.uid}`).get()).get("role")).toBe("member");
  await expect(setRole(admin.auth, admin.db, someone.uid, "owner" as never, system)).rejects.toThrow(RangeError);
});

it("runs as `npm run roles` against the emulators, and says what is wrong in plain words", async () => {
  const someone = await member("Cli");
  const env = { ...process.env, NODE_OPTIONS: "" };
  const granted = await run(process.execPath, ["scripts/roles.mjs", "grant", someone.email, "admin"], { env });
  expect(granted.stdout).toContain(`${someone.email} is now admin (was a member)`);
  expect((await admin.auth.getUser(someone.uid)).customClaims).toEqual({ role: "admin" });
  const listed = await run(process.execPath, ["scripts/roles.mjs", "list"], { env });
  expect(listed.stdout).toMatch(new RegExp(`^admin\\s+${someone.email.replace(/[.+]/g, "\\$&")}`, "m"));
  const revoked = await run(process.execPath, ["scripts/roles.mjs", "revoke", someone.email], { env });
  expect(revoked.stdout).toContain("has no role now (was admin)");

  await expect(run(process.execPath, ["scripts/roles.mjs", "grant", "nobody@example.com", "moderator"], { env })).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining("No account with the e-mail nobody@example.com"),
  });
  await expect(run(process.execPath, ["scripts/roles.mjs", "grant", someone.email, "owner"], { env })).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining("The role is one of admin, moderator"),
  });
  await expect(run(process.execPath, ["scripts/roles.mjs", "promote"], { env })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Usage:") });
}, 60_000);

/** Waits until the clock is past the second `time` (seconds) names: sessions are ended by the second. */
async function pastSecond(time: number) {
  while (Date.now() / 1000 < time + 1) await new Promise((resolve) => setTimeout(resolve, 50));
}

it("taking a role away ends the member's sessions: their token is refused at once and cannot be renewed", async () => {
  const [mod, boss] = [await member("Demoted"), await member("Boss4")];
  await setRole(admin.auth, admin.db, mod.uid, "moderator", system);
  await setRole(admin.auth, admin.db, boss.uid, "admin", system);
  const held = await mod.token();
  expect((await get(held)).status).toBe(200);
  await pastSecond((await admin.auth.verifyIdToken(held)).auth_time);

  expect((await post(await boss.token(), { uid: mod.uid, role: null })).status).toBe(200);
  const refused = await get(held);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ error: expect.stringContaining("Sign in again") });
  // A hosted project also refuses to renew it; the Auth emulator renews it, with the sign-in's time,
  // so the server refuses the renewed token too.
  expect((await get(await mod.token().catch(() => held))).status).toBe(401);

  // A grant ends nothing: the new moderator's sessions go on.
  const [fresh] = [await member("Promoted")];
  const before = await fresh.token();
  await pastSecond((await admin.auth.verifyIdToken(before)).auth_time);
  expect((await post(await boss.token(), { uid: fresh.uid, role: "moderator" })).status).toBe(200);
  expect((await get(await fresh.token())).status).toBe(200);
});

it("a disabled account is refused, even with a token issued before", async () => {
  const boss = await member("Disabled");
  await setRole(admin.auth, admin.db, boss.uid, "admin", system);
  const held = await boss.token();
  expect((await get(held)).status).toBe(200);
  await admin.auth.updateUser(boss.uid, { disabled: true });
  const refused = await get(held);
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ error: "This account is disabled." });
});

describe("/api/console/members", () => {
  it("lists members for moderators (without e-mails) and admins (with), and refuses everyone else", async () => {
    const [plain, mod, boss] = [await member("Plain"), await member("Mod"), await member("Boss")];
    await setRole(admin.auth, admin.db, mod.uid, "moderator", system);
    await setRole(admin.auth, admin.db, boss.uid, "admin", system);

    expect((await get()).status).toBe(401);
    expect((await get("not-a-token")).status).toBe(401);
    const refused = await get(await plain.token());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("moderator") });

    type Member = { uid: string; email: string | null; role: string | null; messagesSent: number };
    // Every page, as the tab's "Show more members" reads them: the emulator holds other suites' accounts too.
    const everyPage = async (token: string) => {
      const members: Member[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const response = await GET(
          new Request(`http://localhost/api/console/members${after ? `?after=${encodeURIComponent(after)}` : ""}`, {
            headers: { Authorization: `Bearer ${token}` },
          }),
        );
        expect(response.status).toBe(200);
        const page = (await response.json()) as { members: Member[]; next: string | null };
        expect(page.members.length).toBeLessThanOrEqual(100);
        members.push(...page.members);
        after = page.next;
        pages += 1;
      } while (after && pages < 50);
      return members;
    };
    const forModerator = await everyPage(await mod.token());
    expect(forModerator).toContainEqual(expect.objectContaining({ uid: plain.uid, email: null, role: null, messagesSent: 0 }));
    const forAdmin = await everyPage(await boss.token());
    expect(forAdmin).toContainEqual(expect.objectContaining({ uid: plain.uid, email: plain.email }));
    expect(forAdmin).toContainEqual(expect.objectContaining({ uid: mod.uid, role: "moderator" }));
    const badPage = await GET(
      new Request("http://localhost/api/console/members?after=%3Cscript%3E", { headers: { Authorization: `Bearer ${await boss.token()}` } }),
    );
    expect(badPage.status).toBe(400);
    expect(await badPage.json()).toEqual({ error: expect.any(String) });
  });

  it("lets an admin grant and take away the moderator role, and nothing else", async () => {
    const [plain, mod, boss, other] = [await member("Target"), await member("Mod2"), await member("Boss2"), await member("Boss3")];
    await setRole(admin.auth, admin.db, mod.uid, "moderator", system);
    await setRole(admin.auth, admin.db, boss.uid, "admin", system);
    await setRole(admin.auth, admin.db, other.uid, "admin", system);
    const token = await boss.token();

    const granted = await post(token, { uid: plain.uid, role: "moderator" });
    expect(granted.status).toBe(200);
    expect((await admin.auth.getUser(plain.uid)).customClaims).toEqual({ role: "moderator" });
    expect((await post(token, { uid: plain.uid, role: null })).status).toBe(200);
    expect((await admin.auth.getUser(plain.uid)).customClaims ?? {}).toEqual({});

    expect((await post(await mod.token(), { uid: plain.uid, role: "moderator" })).status).toBe(403);
    expect((await post(token, { uid: boss.uid, role: null })).status).toBe(403);
    expect((await post(token, { uid: other.uid, role: "moderator" })).status).toBe(403);
    expect((await post(token, { uid: plain.uid, role: "admin" })).status).toBe(400);
    expect((await post(token, { uid: "../x", role: "moderator" })).status).toBe(400);
    expect((await post(token, { uid: "no-such-member", role: "moderator" })).status).toBe(404);
    // Ids Firestore keeps for itself: refused at once, never looked up or written.
    for (const uid of ["__x__", "__proto__", "__name__"]) {
      const started = Date.now();
      const reserved = await post(token, { uid, role: "moderator" });
      expect({ uid, status: reserved.status }).toEqual({ uid, status: 400 });
      expect(await reserved.json()).toEqual({ error: expect.any(String) });
      expect(Date.now() - started).toBeLessThan(3_000);
    }
    const wrongType = await post(token, { uid: plain.uid, role: "moderator" }, "text/plain");
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ error: expect.any(String) });
  });
});

it("`npm run chat:backfill` gives older chat messages hidden: false, and leaves the rest alone", async () => {
  const chat = admin.db.collection(collections.chat);
  await chat.doc("before-moderation").set({ text: "Written before moderation", uid: "someone", name: "Someone", photoURL: "", timestamp: new Date() });
  await chat.doc("hidden-already").set({ text: "Taken down", uid: "someone", name: "Someone", photoURL: "", timestamp: new Date(), hidden: true });
  const { stdout } = await run(process.execPath, ["scripts/chat-backfill.mjs"], { env: { ...process.env, NODE_OPTIONS: "" } });
  expect(stdout).toMatch(/^[1-9]\d* of \d+ chat messages given hidden: false on the local emulators/);
  expect((await chat.doc("before-moderation").get()).get("hidden")).toBe(false);
  expect((await chat.doc("hidden-already").get()).get("hidden")).toBe(true);
  const again = await run(process.execPath, ["scripts/chat-backfill.mjs"], { env: { ...process.env, NODE_OPTIONS: "" } });
  expect(again.stdout).toMatch(/^0 of \d+ chat messages/);
}, 60_000);
