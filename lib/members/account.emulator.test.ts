/**
 * @jest-environment node
 */
import { deleteApp } from "firebase/app";
import { createUserWithEmailAndPassword, signOut, updateProfile } from "firebase/auth";
import { doc, getDoc, setLogLevel } from "firebase/firestore";
import { connectFirebase, type FirebaseServices } from "@/lib/firebase/client";
import { buildCredentials } from "@/lib/firebase/config";
import { verificationLinkFor, verifyEmail } from "@/test/emulator-clients";
import { serveProfileRoute } from "@/test/profile-route";
import { accountServices, ensureMember, sendPasswordReset, signIn, signUp } from "./account";
import { parseSignUp } from "./credentials";
import { collections } from "@/lib/firebase/collections.mjs";

setLogLevel("silent");
// The first Firestore request waits for the emulator to warm up.

const clients: FirebaseServices[] = [];
// The members' area creates profiles through the profile route, as the browser would.
let restoreFetch: () => void = () => undefined;
beforeAll(() => {
  restoreFetch = serveProfileRoute();
});
afterAll(() => restoreFetch());

function connect(name: string): FirebaseServices {
  const client = connectFirebase(buildCredentials(process.env), `members-${name}-${process.pid}`);
  if (!client.available) throw new Error(client.reason);
  if (!clients.some((known) => known.app === client.app)) clients.push(client);
  return client;
}

afterAll(async () => {
  for (const client of clients) {
    await signOut(client.auth).catch(() => undefined);
    await deleteApp(client.app);
  }
});

const email = `ada-${Date.now()}@example.com`;
const password = "analytical-engine";

it("creates the account with its display name, its profile and stats, and lists it once its address is verified", async () => {
  const { auth, db } = connect("first");
  const input = parseSignUp({ name: "  Ada Lovelace ", email, password });
  if (!input.ok) throw new Error("valid input was refused");

  await expect(signUp(accountServices(auth, db), input.data)).resolves.toEqual({ ok: true });

  const user = auth.currentUser;
  if (!user) throw new Error("not signed in");
  expect(user).toMatchObject({ email, displayName: "Ada Lovelace" });
  const [profile, stats] = await Promise.all([getDoc(doc(db, collections.users, user.uid)), getDoc(doc(db, collections.stats, user.uid))]);
  expect(profile.data()).toMatchObject({ name: "Ada Lovelace", photoURL: "", bio: "" });
  expect(stats.data()).toMatchObject({ messagesSent: 0 });
  // Unverified, the account is not in the community: it cannot read the directory, nor be in it.
  await expect(getDoc(doc(db, collections.members, user.uid))).rejects.toMatchObject({ code: "permission-denied" });

  await verifyEmail(user);
  await ensureMember(db, user, true);
  expect((await getDoc(doc(db, collections.members, user.uid))).data()).toMatchObject({ name: "Ada Lovelace", photoURL: "" });
});

it("sends the new account the e-mail that verifies its address", async () => {
  // (In a browser the link also leads back to /dashboard?verified=1: the browser test follows it.)
  expect(await verificationLinkFor(email)).toContain("mode=verifyEmail");
});

it("heals a sign-up that stopped before the member's documents: the next sign-in writes them", async () => {
  const { auth, db } = connect("interrupted");
  // The account exists, named, but the page was closed before its documents were written.
  const { user } = await createUserWithEmailAndPassword(auth, `grace-${Date.now()}@example.com`, password);
  await updateProfile(user, { displayName: "Grace Hopper" });
  expect((await getDoc(doc(db, collections.users, user.uid))).exists()).toBe(false);

  await ensureMember(db, user, false);
  const [profile, stats] = await Promise.all([getDoc(doc(db, collections.users, user.uid)), getDoc(doc(db, collections.stats, user.uid))]);
  expect(profile.data()).toMatchObject({ name: "Grace Hopper" });
  expect(stats.data()).toMatchObject({ messagesSent: 0 });
  // Verified, the next visit adds the directory entry; and after that, nothing is rewritten.
  await verifyEmail(user);
  await ensureMember(db, user, true);
  expect((await getDoc(doc(db, collections.members, user.uid))).data()).toMatchObject({ name: "Grace Hopper" });
  await expect(ensureMember(db, user, true)).resolves.toBeUndefined();
});

it("finds the Firestore of the same app when none is given", () => {
  const { auth, db } = connect("first");
  expect(accountServices(auth).db).toBe(db);
});

it("refuses a second account for the same e-mail address, naming the e-mail field", async () => {
  const { auth } = connect("second");
  await expect(signUp(accountServices(auth), { name: "Someone Else", email, password: "another-password" })).resolves.toEqual({
    ok: false,
    problem: { message: "An account already uses that e-mail address. Sign in instead.", fields: ["email"] },
  });
  expect(auth.currentUser).toBeNull();
});

it("signs in with the password and says which half of a failed pair is wrong", async () => {
  const { auth } = connect("third");
  await expect(signIn(auth, { email, password: "not-the-password" })).resolves.toMatchObject({
    ok: false,
    problem: { message: expect.stringMatching(/password is not right/) },
  });
  await expect(signIn(auth, { email: `nobody-${Date.now()}@example.com`, password })).resolves.toMatchObject({
    ok: false,
    problem: { message: expect.stringMatching(/no account with that e-mail/), fields: ["email"] },
  });
  await expect(signIn(auth, { email, password })).resolves.toEqual({ ok: true });
  expect(auth.currentUser?.email).toBe(email);
});

it("sends a password reset e-mail to an existing account", async () => {
  const { auth } = connect("fourth");
  await expect(sendPasswordReset(auth, { email })).resolves.toEqual({ ok: true });
});
