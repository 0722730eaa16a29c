/**
 * @jest-environment node
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { getAdmin } from "@/lib/firebase/admin";
import { collections } from "@/lib/firebase/collections.mjs";
import { unsubscribeToken, unsubscribeTokenDays } from "@/lib/notify/unsubscribe-token";
import { DELETE, GET, POST } from "./route";

const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { db } = admin;
const secret = "route-test-secret-of-at-least-32-characters";
process.env.MENTION_EMAIL_SECRET = secret;
beforeAll(() => db.collection("warm-up").doc("connection").get(), 60_000);

/** A member with a profile of their own, e-mails on (the field missing). */
async function member(): Promise<string> {
  const uid = `unsubscribe-${randomUUID()}`;
  await db.collection(collections.users).doc(uid).set({ name: "Sam" });
  return uid;
}
const choice = async (uid: string) => (await db.collection(collections.users).doc(uid).get()).get("mentionEmails");

const url = (token: string) => `http://localhost/api/members/mention-emails?token=${encodeURIComponent(token)}`;
const oneClick = (token: string, headers: Record<string, string> = {}, body = "List-Unsubscribe=One-Click") =>
  POST(new Request(url(token), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body }));

it("turns the member's mention e-mails off with the one-click POST of RFC 8058", async () => {
  const uid = await member();
  const response = await oneClick(unsubscribeToken(secret, uid));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, mentionEmails: false });
  expect(await choice(uid)).toBe(false);
  // Again: still off, still fine.
  expect((await oneClick(unsubscribeToken(secret, uid))).status).toBe(200);
});

it("sends a browser to the page with the button on GET and changes nothing; the button's post goes back to it", async () => {
  const uid = await member();
  const token = unsubscribeToken(secret, uid);
  const page = await GET(new Request(url(token)));
  expect(page.status).toBe(303);
  expect(page.headers.get("location")).toBe(`/mention-emails?token=${encodeURIComponent(token)}`);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(await choice(uid)).toBeUndefined();

  const posted = await oneClick(token, { accept: "text/html,application/xhtml+xml" });
  expect(posted.status).toBe(303);
  expect(posted.headers.get("location")).toBe(`/mention-emails?token=${encodeURIComponent(token)}`);
  expect(await choice(uid)).toBe(false);
});

it("refuses a bad, tampered or expired token with a 4xx JSON answer, and changes nothing", async () => {
  const uid = await member();
  const other = await member();
  const token = unsubscribeToken(secret, uid);
  const [, expires, signature] = token.split(".");
  const tampered = `${Buffer.from(other).toString("base64url")}.${expires}.${signature}`;
  const expired = unsubscribeToken(secret, uid, new Date(Date.now() - unsubscribeTokenDays * 86_400_000 - 1000));
  const forged = unsubscribeToken("another-secret-of-at-least-32-characters", uid);
  for (const [bad, status] of [
    ["", 400],
    ["not-a-token", 400],
    [tampered, 400],
    [forged, 400],
    [expired, 410],
  ] as const) {
    for (const response of [await oneClick(bad), await GET(new Request(url(bad)))]) {
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  }
  expect(await choice(uid)).toBeUndefined();
  expect(await choice(other)).toBeUndefined();
});

it("refuses a POST without the one-click body, and methods it does not take", async () => {
  const uid = await member();
  const token = unsubscribeToken(secret, uid);
  expect((await oneClick(token, {}, "List-Unsubscribe=Maybe")).status).toBe(400);
  expect((await oneClick(token, { "content-type": "application/json" }, "{}")).status).toBe(415);
  expect((await oneClick(token, {}, `List-Unsubscribe=One-Click&pad=${"x".repeat(2000)}`)).status).toBe(413);
  expect((await oneClick(token, { "content-type": "multipart/form-data; boundary=x" }, "not multipart at all")).status).toBe(400);
  expect(DELETE().status).toBe(405);
  expect(await choice(uid)).toBeUndefined();
});

it("takes the one-click body as multipart/form-data too, as RFC 8058 lets a mail receiver send it", async () => {
  const uid = await member();
  const form = new FormData();
  form.set("List-Unsubscribe", "One-Click");
  const response = await POST(new Request(url(unsubscribeToken(secret, uid)), { method: "POST", body: form }));
  expect(response.status).toBe(200);
  expect(await choice(uid)).toBe(false);
});

it("no longer turns e-mails off with a link made before the member turned them back on", async () => {
  const uid = await member();
  const day = 86_400_000;
  const old = unsubscribeToken(secret, uid, new Date(Date.now() - 2 * day));
  expect((await oneClick(old)).status).toBe(200);
  expect(await choice(uid)).toBe(false);
  // The member turns them on again in their profile (the rules stamp the change with the server's time).
  await db
    .collection(collections.users)
    .doc(uid)
    .update({ mentionEmails: true, mentionEmailsAt: Timestamp.fromMillis(Date.now() - day) });
  const stale = await oneClick(old);
  expect(stale.status).toBe(410);
  expect(await stale.json()).toEqual({ error: expect.stringContaining("turned mention e-mails back on") });
  expect(await choice(uid)).toBe(true);
  // The link of an e-mail sent since works.
  expect((await oneClick(unsubscribeToken(secret, uid))).status).toBe(200);
  expect(await choice(uid)).toBe(false);
});

it('refuses a token whose member could not have a profile (a uid with "/") with a 400', async () => {
  for (const uid of ["a/b", "..", "__x__"]) {
    const token = unsubscribeToken(secret, uid);
    expect((await oneClick(token)).status).toBe(400);
    expect((await GET(new Request(url(token)))).status).toBe(400);
  }
});

it("keeps its token out of the Referer of the page it leads to", async () => {
  const sent = await GET(new Request(url(unsubscribeToken(secret, await member()))));
  expect(sent.headers.get("referrer-policy")).toBe("no-referrer");
  expect(sent.headers.get("x-robots-tag")).toBe("noindex");
});
