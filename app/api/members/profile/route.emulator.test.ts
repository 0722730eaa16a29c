/**
 * @jest-environment node
 */
import { signInAnonymously, signInWithEmailAndPassword } from "firebase/auth";
import { deleteField, doc, setLogLevel, updateDoc } from "firebase/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { getAdmin } from "@/lib/firebase/admin";
import { emulatorClients, verifyEmail } from "@/test/emulator-clients";
import { renamesPerDay } from "@/lib/members/profile-store";
import { nameKey } from "@/lib/members/name-rules.mjs";
import { setRole } from "@/lib/members/roles.mjs";
import { putProfile } from "@/test/profile-route";
import { PUT } from "./route";
import { collections } from "@/lib/firebase/collections.mjs";

setLogLevel("silent");
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);

// Names unique to this run: the emulator keeps earlier runs' claims.
const run = Date.now().toString(36);
const unique = (name: string) => `${name} ${run}`;

/** A verified member signed in through the web SDK, with no profile yet. */
async function member(label: string) {
  const client = connect(`profile-${label}`);
  const { uid } = await signUp(client, label);
  const user = client.auth.currentUser;
  if (!user) throw new Error("not signed in");
  const save = (values: { name: string; photoURL?: string; bio?: string; firstFree?: boolean }) => {
    const current = client.auth.currentUser;
    if (!current) throw new Error("signed out");
    return putProfile(current, { photoURL: "", bio: "", ...values });
  };
  return { uid, user, client, save };
}

const claimOf = async (name: string) => (await admin.db.collection(collections.names).doc(nameKey(name)).get()).data();
const profileOf = async (uid: string) => (await admin.db.doc(`${collections.users}/${uid}`).get()).data();

it("reserves a name for one member: the same name in other case, accents or look-alike letters is refused with a message on the field", async () => {
  const priya = await member("priya");
  const name = unique("Priya Shah");
  const first = await priya.save({ name, bio: "Product lead." });
  expect(first).toMatchObject({ status: 200, body: { profile: { name, photoURL: "", bio: "Product lead." } } });
  expect(await claimOf(name)).toMatchObject({ uid: priya.uid, name });
  expect(await profileOf(priya.uid)).toMatchObject({ name, nameKey: nameKey(name) });
  // The directory entry follows the profile for a verified member.
  expect((await admin.db.doc(`${collections.members}/${priya.uid}`).get()).data()).toMatchObject({ name, photoURL: "" });

  const impostor = await member("impostor");
  for (const lookalike of [
    name.toUpperCase(),
    name.replace("i", "í"),
    name.replace(" ", "-"),
    name.replace("Priya", "Ｐｒｉｙａ"),
    name.replace("Shah", "Ѕһаһ"),
  ]) {
    const refused = await impostor.save({ name: lookalike });
    expect([lookalike, refused.status]).toEqual([lookalike, lookalike.includes("Ѕһаһ") ? 400 : 409]);
    expect(refused.body).toMatchObject({ field: "name", error: expect.stringMatching(/taken by another member|reads as Latin letters/) });
  }
  // A look-alike letter from another script inside a word is refused for what it is, whoever holds the name.
  for (const lookalike of [name.replace("P", "Р"), name.replace("h", "һ"), name.replace("P", "Ꮲ")]) {
    expect(await impostor.save({ name: lookalike })).toMatchObject({
      status: 400,
      body: { field: "name", error: expect.stringContaining("mixes letters from") },
    });
  }
  expect(await profileOf(impostor.uid)).toBeUndefined();
  // Saving her own profile again, or her name in another case, is hers to do.
  expect((await priya.save({ name: name.toLowerCase() })).status).toBe(200);
});

it("folds look-alikes the old hand-made table missed into the name they imitate", async () => {
  const tom = await member("tom");
  const sam = await member("sam");
  const tomName = unique("Tom Whitfield");
  const samName = unique("Sam Whitfield");
  expect((await tom.save({ name: tomName })).status).toBe(200);
  expect((await sam.save({ name: samName })).status).toBe(200);
  const impostor = await member("lookalike");
  // A small-capital ꜱ (Latin, so one script) and "rn" for "m": the same skeleton, so taken.
  for (const lookalike of [samName.replace("S", "ꜱ"), tomName.replace("m", "rn")]) {
    expect(await impostor.save({ name: lookalike })).toMatchObject({ status: 409, body: { field: "name" } });
  }
  // An Armenian օ or a Cherokee Ꮃ inside a Latin word: refused as mixed scripts.
  for (const lookalike of [tomName.replace("o", "օ"), tomName.replace("W", "Ꮃ")]) {
    expect(await impostor.save({ name: lookalike })).toMatchObject({
      status: 400,
      body: { field: "name", error: expect.stringContaining("mixes letters from") },
    });
  }
});

it("refuses names a person cannot read for what they are", async () => {
  const someone = await member("unreadable");
  for (const name of [`a${"\u0301".repeat(79)}`, "FREE-CRYPTO.example/win", "www.prize", "prize。example"]) {
    expect(await someone.save({ name })).toMatchObject({ status: 400, body: { field: "name" } });
  }
  expect(await profileOf(someone.uid)).toBeUndefined();
});

it("reserves names for verified members only: an unverified account's name waits, unreserved, until it is verified", async () => {
  const client = connect("profile-unverified");
  await signUp(client, "unverified", { verified: false });
  const user = client.auth.currentUser;
  if (!user) throw new Error("not signed in");
  const name = unique("Una Waiting");
  const saved = await putProfile(user, { name, photoURL: "", bio: "" });
  expect(saved.status).toBe(200);
  expect(await claimOf(name)).toBeUndefined();
  expect(await profileOf(user.uid)).toMatchObject({ name });
  expect((await profileOf(user.uid))?.nameKey).toBeUndefined();
  // A name another member holds is refused all the same.
  const holder = await member("holder");
  const held = unique("Held Name");
  expect((await holder.save({ name: held })).status).toBe(200);
  expect(await putProfile(user, { name: held, photoURL: "", bio: "" })).toMatchObject({ status: 409 });
  // Nor does an anonymous account reserve one.
  const anonymousClient = connect("profile-anonymous");
  const { user: anonymous } = await signInAnonymously(anonymousClient.auth);
  const anonymousName = unique("Anon Claim");
  expect((await putProfile(anonymous, { name: anonymousName, photoURL: "", bio: "" })).status).toBe(200);
  expect(await claimOf(anonymousName)).toBeUndefined();
  // Verified, the same save reserves it.
  await verifyEmail(user);
  expect((await putProfile(user, { name, photoURL: "", bio: "", firstFree: true })).status).toBe(200);
  expect(await claimOf(name)).toMatchObject({ uid: user.uid });
  expect(await profileOf(user.uid)).toMatchObject({ name, nameKey: nameKey(name) });
});

it("frees the old name on a rename, and allows a few renames a day", async () => {
  const mover = await member("mover");
  const names = [1, 2, 3, 4, 5].map((n) => unique(`Mover ${"abcde"[n - 1]}`));
  expect((await mover.save({ name: names[0] as string })).status).toBe(200);
  for (const name of names.slice(1, 1 + renamesPerDay)) expect((await mover.save({ name })).status).toBe(200);
  expect(await claimOf(names[0] as string)).toBeUndefined();
  const tooMany = await mover.save({ name: names[4] as string });
  expect(tooMany).toMatchObject({ status: 429, body: { field: "name", error: expect.stringContaining("Try again tomorrow") } });
  // Photo and bio still change.
  expect((await mover.save({ name: names[renamesPerDay] as string, photoURL: "/avatars/fern.svg", bio: "Moved." })).status).toBe(200);
  // Someone else may take a released name.
  const next = await member("next");
  expect((await next.save({ name: names[0] as string })).status).toBe(200);
});

it("keeps staff names for staff: refused for a member, allowed once the role is held, and refused again after it is taken away", async () => {
  const kim = await member("kim");
  for (const name of [
    "Northbeam Support",
    "Kim (Admin)",
    "M0derator Kim",
    "NorthbeamKim",
    "Moderatօr",
    "ɑdmin",
    "Moderators",
    "Admins",
    "Administrators",
    "Sysadmin",
    "Chatmoderator",
    "A.D.M.I.N",
    "Community Moderation",
  ]) {
    const refused = await kim.save({ name });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "name", error: expect.stringMatching(/kept for the agency's staff|mixes letters from/) });
  }
  await setRole(admin.auth, admin.db, kim.uid, "moderator", { by: "test", byName: "Test" });
  await kim.user.getIdToken(true);
  const staffName = unique("Kim from Northbeam Support");
  expect((await kim.save({ name: staffName })).status).toBe(200);
  await setRole(admin.auth, admin.db, kim.uid, null, { by: "test", byName: "Test" });
  // Taking the role away ended the old sessions (the console's tests check that); signed in again, a
  // staff name is no longer allowed. Auth keeps the revocation in whole seconds and a sign-in in that
  // second counts as ended too, so the new one comes in the next second, as a person's would.
  await new Promise((resolve) => setTimeout(resolve, 1_010 - (Date.now() % 1_000)));
  await signInWithEmailAndPassword(kim.client.auth, kim.user.email ?? "", "correct-horse-battery");
  expect(await kim.save({ name: unique("Northbeam Kim") })).toMatchObject({ status: 400, body: { field: "name" } });
  for (const name of [unique("Badminton Bob"), unique("Modesto"), unique("Staffordshire Sam")]) expect((await kim.save({ name })).status).toBe(200);
});

it("ends a staff name with the role: the name from before comes back, in the profile, the claim and the directory, and the member is told", async () => {
  const lee = await member("lee");
  const before = unique("Lee Park");
  expect((await lee.save({ name: before })).status).toBe(200);
  await setRole(admin.auth, admin.db, lee.uid, "moderator", { by: "test", byName: "Test" });
  await lee.user.getIdToken(true);
  const staffName = unique("Lee Moderator");
  expect((await lee.save({ name: staffName })).status).toBe(200);
  expect(await claimOf(staffName)).toMatchObject({ uid: lee.uid });

  const result = await setRole(admin.auth, admin.db, lee.uid, null, { by: "test", byName: "Test" });
  expect(result.renamed).toEqual({ from: staffName, to: before });
  expect(await profileOf(lee.uid)).toMatchObject({ name: before, nameKey: nameKey(before), nameNotice: { from: staffName, to: before, reason: "role" } });
  expect((await profileOf(lee.uid))?.nameBeforeRole).toBeUndefined();
  expect(await claimOf(staffName)).toBeUndefined();
  expect(await claimOf(before)).toMatchObject({ uid: lee.uid });
  expect((await admin.db.doc(`${collections.members}/${lee.uid}`).get()).get("name")).toBe(before);
  const audit = await admin.db.collection(collections.audit).where("targetUid", "==", lee.uid).where("action", "==", "revoke").get();
  expect(audit.docs.map((entry) => entry.get("reason"))).toContainEqual(expect.stringContaining(`became “${before}”`));

  // Signed in again, the member reads the notice and dismisses it (the only change the rules allow them
  // beside their bio).
  await signInWithEmailAndPassword(lee.client.auth, lee.user.email ?? "", "correct-horse-battery");
  await updateDoc(doc(lee.client.db, collections.users, lee.uid), { nameNotice: deleteField() });
  expect((await profileOf(lee.uid))?.nameNotice).toBeUndefined();
});

it("ends a staff name on the member's earlier messages too, and on nobody else's", async () => {
  const mo = await member("mo");
  const before = unique("Mo Lane");
  expect((await mo.save({ name: before })).status).toBe(200);
  await setRole(admin.auth, admin.db, mo.uid, "moderator", { by: "test", byName: "Test" });
  await mo.user.getIdToken(true);
  const staffName = unique("Mo Moderator");
  expect((await mo.save({ name: staffName })).status).toBe(200);
  const chat = admin.db.collection(collections.chat);
  const posted = (id: string, uid: string, name: string) =>
    chat.doc(`${run}-${id}`).set({ text: `From ${name}`, uid, name, photoURL: "", timestamp: Timestamp.now(), hidden: false });
  await Promise.all([
    posted("mo-1", mo.uid, staffName),
    posted("mo-2", mo.uid, staffName),
    posted("mo-0", mo.uid, before),
    posted("other", "someone-else", staffName),
  ]);

  await setRole(admin.auth, admin.db, mo.uid, null, { by: "test", byName: "Test" });
  const nameOf = async (id: string) => (await chat.doc(`${run}-${id}`).get()).get("name");
  expect(await Promise.all(["mo-1", "mo-2", "mo-0", "other"].map(nameOf))).toEqual([before, before, before, staffName]);
});

it("gives a staff name with no name from before a free default when the role ends", async () => {
  const ren = await member("ren");
  await setRole(admin.auth, admin.db, ren.uid, "moderator", { by: "test", byName: "Test" });
  await ren.user.getIdToken(true);
  const staffName = unique("Ren Admin");
  expect((await ren.save({ name: staffName })).status).toBe(200);
  const result = await setRole(admin.auth, admin.db, ren.uid, null, { by: "test", byName: "Test" });
  expect(result.renamed?.to).toMatch(/^Member( \d+)?$/);
  expect(await profileOf(ren.uid)).toMatchObject({ name: result.renamed?.to, nameNotice: { from: staffName } });
  expect(await claimOf(staffName)).toBeUndefined();
});

it("takes photos only from the project's avatars or Google's photo host", async () => {
  const pat = await member("pat");
  const name = unique("Pat");
  for (const photoURL of ["https://example.com/me.png", "/avatars/unknown.svg", "https://lh3.googleusercontent.com.example.com/a"]) {
    expect(await pat.save({ name, photoURL })).toMatchObject({ status: 400, body: { field: "photoURL" } });
  }
  expect((await pat.save({ name, photoURL: "/avatars/orbit.svg" })).status).toBe(200);
  expect((await pat.save({ name, photoURL: "https://lh3.googleusercontent.com/a/ACg8oc=s96-c" })).status).toBe(200);
});

it("gives an account's own name the first free number at sign-up, and a staff-looking one a plain name", async () => {
  const name = unique("Sam Lee");
  const first = await member("sam-one");
  const second = await member("sam-two");
  expect((await first.save({ name, firstFree: true })).body.profile?.name).toBe(name);
  expect((await second.save({ name, firstFree: true, photoURL: "https://example.com/elsewhere.png" })).body).toMatchObject({
    profile: { name: `${name} 2`, photoURL: "" },
  });
  const third = await member("sam-three");
  expect((await third.save({ name: "Northbeam Admin", firstFree: true })).body.profile?.name).toMatch(/^Member( \d+)?$/);
});

it("changes nothing for a blocked member", async () => {
  const blocked = await member("blocked");
  const name = unique("Blocked Bea");
  expect((await blocked.save({ name })).status).toBe(200);
  await admin.db.doc(`${collections.blocks}/${blocked.uid}`).set({ blocked: true, reason: "Spam", by: "test", at: new Date(), auditId: "test" });
  expect(await blocked.save({ name: unique("Renamed Bea") })).toMatchObject({ status: 403, body: { error: expect.stringContaining("blocked") } });
  expect(await profileOf(blocked.uid)).toMatchObject({ name });
});

it("answers bad requests with a JSON 4xx and a message", async () => {
  const someone = await member("requests");
  const put = (init: RequestInit) => PUT(new Request("http://localhost/api/members/profile", { method: "PUT", ...init }));
  const token = await someone.user.getIdToken();
  const auth = { Authorization: `Bearer ${token}` };
  const cases: [RequestInit, number][] = [
    [{ body: "{}" }, 401],
    [{ headers: { Authorization: "Bearer not-a-token", "Content-Type": "application/json" }, body: "{}" }, 401],
    [{ headers: { ...auth, "Content-Type": "text/plain" }, body: "name=x" }, 415],
    [{ headers: { ...auth, "Content-Type": "application/json" }, body: "{" }, 400],
    [{ headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify({ name: 5, photoURL: "", bio: "" }) }, 400],
    [{ headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify({ name: "   ", photoURL: "", bio: "" }) }, 400],
    [{ headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify({ name: "x", photoURL: "", bio: "b".repeat(5000) }) }, 413],
  ];
  for (const [init, status] of cases) {
    const response = await put(init);
    expect([init.body?.toString().slice(0, 40), response.status]).toEqual([init.body?.toString().slice(0, 40), status]);
    expect(await response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
  }
});
