/**
 * @jest-environment node
 */
import { signInWithEmailAndPassword } from "firebase/auth";
import { firstChatPage } from "@/lib/community/server-first-page";
import { verifyIdTokenChecked } from "@/lib/members/caller";
import { setLogLevel } from "firebase/firestore";
import { siteInfo } from "@/lib/content/company";
import { getAdmin } from "@/lib/firebase/admin";
import { sessionCookieName } from "@/lib/members/cookie-names";
import { checkSession, openSession, recentSignInMs, sessionDevicesMax, sessionUid } from "@/lib/members/session";
import { Timestamp } from "firebase-admin/firestore";
import { collections } from "@/lib/firebase/collections.mjs";
import { emulatorClients } from "@/test/emulator-clients";
import { DELETE, GET, POST } from "./route";

setLogLevel("silent");
const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);

const site = { Host: "northbeam.test", Origin: "http://northbeam.test" };
const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request("http://northbeam.test/api/members/session", { method: "POST", headers: { ...site, "Content-Type": "application/json", ...headers }, body }),
  );
const cookieOf = (response: Response) => response.headers.get("set-cookie") ?? "";
const valueOf = (response: Response) => /^__session=([^;]*)/.exec(cookieOf(response))?.[1] ?? "";

async function member(label: string) {
  const client = connect(`session-${label}`);
  const { uid } = await signUp(client, label);
  const user = client.auth.currentUser;
  if (!user) throw new Error("not signed in");
  return { uid, client, token: () => user.getIdToken(true) };
}

const withCookie = (value: string, headers: Record<string, string> = site) => ({ ...headers, Cookie: `${sessionCookieName}=${value}` });
const close = (value: string, init: { headers?: Record<string, string>; query?: string } = {}) =>
  DELETE(new Request(`http://northbeam.test/api/members/session${init.query ?? ""}`, { method: "DELETE", headers: withCookie(value, init.headers) }));
const chatFor = (value: string) => firstChatPage(admin, { get: (name) => (name === sessionCookieName ? { value } : undefined) });

it("opens a two-week HttpOnly session for a fresh sign-in, and closes it", async () => {
  const ada = await member("Ada");
  const opened = await post(JSON.stringify({ idToken: await ada.token() }));
  expect(opened.status).toBe(200);
  expect(await opened.json()).toEqual({ ok: true });
  const cookie = cookieOf(opened);
  expect(cookie).toMatch(new RegExp(`^${sessionCookieName}=[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=1209600$`));
  expect(opened.headers.get("cache-control")).toBe("private, no-store");
  expect(await sessionUid(admin, valueOf(opened))).toBe(ada.uid);
  // Secure where the site is served over https.
  const overHttps = await post(JSON.stringify({ idToken: await ada.token() }), { "X-Forwarded-Proto": "https" });
  expect(cookieOf(overHttps)).toContain("; Secure;");

  const closed = await DELETE(new Request("http://northbeam.test/api/members/session", { method: "DELETE", headers: site }));
  expect(closed.status).toBe(200);
  expect(cookieOf(closed)).toMatch(/^__session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
});

it("needs a recent sign-in for a new session, and renews a valid one of the same account without", async () => {
  const bea = await member("Bea");
  const token = await bea.token();
  const later = Date.now() + recentSignInMs + 60_000;
  expect(await openSession(admin, token, undefined, later)).toMatchObject({ ok: false, status: 401, error: expect.stringContaining("Sign in again") });
  const first = await openSession(admin, token, undefined);
  if (!first.ok) throw new Error(first.error);
  await expect(openSession(admin, token, first.cookie, later)).resolves.toMatchObject({ ok: true, uid: bea.uid });
  // Another account's session renews nothing.
  const cal = await member("Cal");
  const theirs = await openSession(admin, await cal.token(), undefined);
  if (!theirs.ok) throw new Error(theirs.error);
  expect(await openSession(admin, token, theirs.cookie, later)).toMatchObject({ ok: false, status: 401 });
});

it("refuses a revoked or disabled account's token, and clears the cookie", async () => {
  const dee = await member("Dee");
  const held = await dee.token();
  const session = await post(JSON.stringify({ idToken: held }));
  // Revocation counts tokens issued before its second: the held one is a second older.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await admin.auth.revokeRefreshTokens(dee.uid);
  const revoked = await post(JSON.stringify({ idToken: held }), { Cookie: `${sessionCookieName}=${valueOf(session)}` });
  expect(revoked.status).toBe(401);
  expect(cookieOf(revoked)).toContain("Max-Age=0");
  // The session from before the revocation is no session any more.
  expect(await sessionUid(admin, valueOf(session))).toBeNull();

  const eve = await member("Eve");
  const token = await eve.token();
  await admin.auth.updateUser(eve.uid, { disabled: true });
  const disabled = await post(JSON.stringify({ idToken: token }));
  expect(disabled.status).toBe(403);
  expect(await disabled.json()).toEqual({ error: "This account is disabled." });
  // Signing in again is refused too; nothing here answers 5xx.
  await expect(signInWithEmailAndPassword(eve.client.auth, eve.client.auth.currentUser?.email ?? "", "correct-horse-battery")).rejects.toThrow();
});

it("answers requests from elsewhere and bad bodies with a JSON 4xx", async () => {
  const fay = await member("Fay");
  const token = await fay.token();
  const cases: [Record<string, string>, string, number][] = [
    [{ Origin: "https://evil.example" }, JSON.stringify({ idToken: token }), 403],
    [{ Origin: "" }, JSON.stringify({ idToken: token }), 403],
    [{}, "{", 400],
    [{}, JSON.stringify({ token }), 400],
    [{}, JSON.stringify({ idToken: 42 }), 400],
    [{}, JSON.stringify({ idToken: "not-a-token-at-all-but-long-enough" }), 401],
    [{ "Content-Type": "text/plain" }, JSON.stringify({ idToken: token }), 415],
  ];
  for (const [headers, body, status] of cases) {
    const response = await post(body, headers);
    expect([body.slice(0, 30), response.status]).toEqual([body.slice(0, 30), status]);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
  const foreign = await DELETE(
    new Request("http://northbeam.test/api/members/session", { method: "DELETE", headers: { Host: "northbeam.test", Origin: "https://evil.example" } }),
  );
  expect(foreign.status).toBe(403);
  expect((await GET()).status).toBe(405);
});

it("ends a session at sign-out for every copy of its cookie, saved copies included", async () => {
  const gus = await member("Gus");
  const opened = await post(JSON.stringify({ idToken: await gus.token() }));
  const saved = valueOf(opened);
  expect((await checkSession(admin, saved)).state).toBe("valid");
  expect((await close(saved)).status).toBe(200);
  // The copy kept before signing out is no session: it renders nothing and renews nothing.
  expect((await checkSession(admin, saved)).state).toBe("invalid");
  expect((await chatFor(saved)).first).toBeNull();
  const later = Date.now() + recentSignInMs + 60_000;
  expect(await openSession(admin, await gus.token(), saved, later)).toMatchObject({ ok: false, status: 401 });
});

it("keeps a young session as it is, renews an older one on the same device, and signs out both cookies", async () => {
  const hal = await member("Hal");
  const first = valueOf(await post(JSON.stringify({ idToken: await hal.token() })));
  // Asked again on the next page load: the same cookie, nothing written.
  expect(await openSession(admin, await hal.token(), first)).toEqual({ ok: true, uid: hal.uid, cookie: first });
  // A cookie carries the second it was made in: one made a second on, for a session a day old, differs.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const renewed = await openSession(admin, await hal.token(), first, Date.now() + 25 * 60 * 60 * 1000);
  if (!renewed.ok) throw new Error(renewed.error);
  expect(renewed.cookie).not.toBe(first);
  // Two tabs renewing at once both keep a session.
  for (const cookie of [first, renewed.cookie]) expect((await checkSession(admin, cookie)).state).toBe("valid");
  expect((await close(renewed.cookie)).status).toBe(200);
  for (const cookie of [first, renewed.cookie]) expect((await checkSession(admin, cookie)).state).toBe("invalid");
});

it("signs out everywhere: every session and token of the account ends, and only with proof of who asks", async () => {
  const ivy = await member("Ivy");
  const token = await ivy.token();
  const here = valueOf(await post(JSON.stringify({ idToken: token })));
  const there = valueOf(await post(JSON.stringify({ idToken: await ivy.token() })));
  // Revocation counts whole seconds: these sessions come from a sign-in a second before it.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect((await close("", { query: "?everywhere" })).status).toBe(401);
  const ended = await close(here, { query: "?everywhere" });
  expect(ended.status).toBe(200);
  expect(await ended.json()).toEqual({ ok: true, everywhere: true });
  expect(cookieOf(ended)).toContain("Max-Age=0");
  for (const cookie of [here, there]) expect((await checkSession(admin, cookie)).state).toBe("invalid");
  expect(await verifyIdTokenChecked(admin, token)).toMatchObject({ ok: false, status: 401 });
});

it("holds an account to its most devices: a sign-in on one more ends the least recently used, and only it", async () => {
  const lou = await member("Lou");
  const sessions = admin.db.collection(collections.sessions);
  const devices = async () => new Set((await sessions.where("uid", "==", lou.uid).get()).docs.map((record) => String(record.get("device"))));
  // Devices signed in before, one a minute, the oldest first; one of them renewed its cookie since.
  const minute = 60_000;
  const earlier = Array.from({ length: sessionDevicesMax }, (_, index) => `device-${index}`);
  const records = earlier.map((device, index) => ({ device, at: Date.now() - (sessionDevicesMax + 1 - index) * minute }));
  records.push({ device: "device-0", at: Date.now() - minute / 2 });
  await Promise.all(
    records.map(({ device, at }, index) =>
      sessions
        .doc(`seeded-${lou.uid}-${index}`)
        .set({ uid: lou.uid, device, createdAt: Timestamp.fromMillis(at), expiresAt: Timestamp.fromMillis(at + 14 * 86_400_000) }),
    ),
  );

  const here = valueOf(await post(JSON.stringify({ idToken: await lou.token() })));
  expect((await checkSession(admin, here)).state).toBe("valid");
  // device-1 was the least recently used (device-0 renewed since): its session ended, no other.
  const after = await devices();
  expect(after.size).toBe(sessionDevicesMax);
  expect(after.has("device-1")).toBe(false);
  expect(after.has("device-0")).toBe(true);

  // Renewing is the same device: nobody else's session ends.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const renewed = await openSession(admin, await lou.token(), here, Date.now() + 25 * 60 * 60 * 1000);
  if (!renewed.ok) throw new Error(renewed.error);
  expect(await devices()).toEqual(after);

  // Another new device ends the next least recently used.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const there = valueOf(await post(JSON.stringify({ idToken: await lou.token() })));
  expect(there).not.toBe(here);
  const last = await devices();
  expect(last.size).toBe(sessionDevicesMax);
  expect(last.has("device-2")).toBe(false);
  for (const cookie of [here, there]) expect((await checkSession(admin, cookie)).state).toBe("valid");
});

it("stops rendering the chat for a session whose address is no longer verified", async () => {
  const jo = await member("Jo");
  const cookie = valueOf(await post(JSON.stringify({ idToken: await jo.token() })));
  expect(await checkSession(admin, cookie)).toMatchObject({ state: "valid", verified: true });
  await admin.auth.updateUser(jo.uid, { emailVerified: false });
  expect(await checkSession(admin, cookie)).toMatchObject({ state: "valid", verified: false });
  expect(await chatFor(cookie)).toEqual({ session: "valid", first: null });
});

it("holds a revocation made in the same second as the sign-in, for the session and for the token", async () => {
  const kit = await member("Kit");
  const email = kit.client.auth.currentUser?.email ?? "";
  // Auth keeps revocations in whole seconds: sign in, open a session and revoke within one second.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 20));
    const { user } = await signInWithEmailAndPassword(kit.client.auth, email, "correct-horse-battery");
    const token = await user.getIdToken();
    const opened = await openSession(admin, token, undefined);
    await admin.auth.revokeRefreshTokens(kit.uid);
    const validSince = Date.parse((await admin.auth.getUser(kit.uid)).tokensValidAfterTime ?? "");
    const signedIn = (await admin.auth.verifyIdToken(token)).auth_time * 1000;
    if (validSince !== signedIn || !opened.ok) continue;
    expect((await checkSession(admin, opened.cookie)).state).toBe("invalid");
    expect(await verifyIdTokenChecked(admin, token)).toMatchObject({ ok: false, status: 401 });
    expect(await openSession(admin, token, undefined)).toMatchObject({ ok: false, status: 401 });
    return;
  }
  throw new Error("could not sign in and revoke within one second");
});

it("takes the site's configured public origin when the proxy in front sends another Host", async () => {
  const publicOrigin = new URL(siteInfo.url).origin;
  const behindProxy = (origin: string) =>
    DELETE(new Request("http://127.0.0.1:3000/api/members/session", { method: "DELETE", headers: { Host: "127.0.0.1:3000", Origin: origin } }));
  expect((await behindProxy(publicOrigin)).status).toBe(200);
  expect((await behindProxy("http://127.0.0.1:3001")).status).toBe(403);
  expect((await behindProxy(`${publicOrigin}.evil.example`)).status).toBe(403);
});
