/**
 * @jest-environment node
 */
import { Timestamp } from "firebase-admin/firestore";
import { setLogLevel } from "firebase/firestore";
import { postChatMessage } from "@/lib/community/chat";
import { chatDraftCookie } from "@/lib/community/chat-form";
import { newMessageId } from "@/lib/community/message-post";
import { mentionsPath } from "@/lib/community/mention-record";
import { getAdmin } from "@/lib/firebase/admin";
import { collections } from "@/lib/firebase/collections.mjs";
import { sessionCookieName } from "@/lib/members/cookie-names";
import { closeEverySession, openSession } from "@/lib/members/session";
import { emulatorClients } from "@/test/emulator-clients";
import { GET, POST } from "./route";

setLogLevel("silent");
const configured = getAdmin();
if (!configured) throw new Error("firebase-admin should be configured for the emulators");
const admin = configured;
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);

const site = { Host: "northbeam.test", Origin: "http://northbeam.test" };
const monthAgo = () => Timestamp.fromMillis(Date.now() - 30 * 86_400_000);

/** A verified member with a reserved profile, listed, who joined `joined` (a month ago: two seconds between messages), and their session cookie. */
async function member(label: string, joined = monthAgo()) {
  const client = connect(`messages-${label}`);
  const name = `${label} ${Date.now().toString(36)}`;
  const { uid } = await signUp(client, name);
  await admin.db.doc(`${collections.users}/${uid}`).set({ name, nameKey: name.toLowerCase(), photoURL: "", bio: "", createdAt: joined });
  await admin.db.doc(`${collections.stats}/${uid}`).set({ messagesSent: 0, joinedAt: joined });
  await admin.db.doc(`${collections.members}/${uid}`).set({ name, searchName: name.toLowerCase(), photoURL: "", joinedAt: joined });
  const user = client.auth.currentUser;
  if (!user) throw new Error("not signed in");
  const opened = await openSession(admin, await user.getIdToken(true), undefined);
  if (!opened.ok) throw new Error(opened.error);
  return { uid, name, client, cookie: opened.cookie };
}

const send = (cookie: string | null, body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request("http://northbeam.test/api/community/messages", {
      method: "POST",
      headers: { ...site, "Content-Type": "application/json", ...(cookie ? { Cookie: `${sessionCookieName}=${cookie}` } : {}), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
const sendForm = (cookie: string, fields: Record<string, string>, accept = "text/html") =>
  POST(
    new Request("http://northbeam.test/api/community/messages", {
      method: "POST",
      headers: { ...site, "Content-Type": "application/x-www-form-urlencoded", Accept: accept, Cookie: `${sessionCookieName}=${cookie}` },
      body: new URLSearchParams(fields).toString(),
    }),
  );
const stored = async (path: string) => (await admin.db.doc(path).get()).data();
const spacing = () => new Promise((resolve) => setTimeout(resolve, 2_100));

it("posts as the member, writing what the member's browser writes, judged by the rules", async () => {
  const ada = await member("Ada");
  const bea = await member("Bea");
  // Bea posts from her browser; Ada answers through the server, naming her.
  const original = await postChatMessage(bea.client.db, { uid: bea.uid, name: bea.name, photoURL: "" }, "Hello from the browser");
  const id = newMessageId();
  const answer = await send(ada.cookie, {
    id,
    text: `  Hi @${bea.name}  `,
    replyTo: { id: original, uid: bea.uid },
    mentions: [{ uid: bea.uid, name: bea.name }],
  });
  expect(answer.status).toBe(201);
  expect(await answer.json()).toEqual({ id });
  expect(answer.headers.get("cache-control")).toBe("private, no-store");

  const message = await stored(`${collections.chat}/${id}`);
  const browsers = await stored(`${collections.chat}/${original}`);
  expect(Object.keys(message ?? {}).sort()).toEqual([...Object.keys(browsers ?? {}), "mentions", "replyTo"].sort());
  expect(message).toMatchObject({
    text: `Hi @${bea.name}`,
    uid: ada.uid,
    name: ada.name,
    photoURL: "",
    hidden: false,
    replyTo: original,
    mentions: { [bea.uid]: bea.name },
  });
  expect(message?.timestamp).toBeInstanceOf(Timestamp);
  expect(await stored(`${collections.stats}/${ada.uid}`)).toMatchObject({ messagesSent: 1, lastMessageId: id, lastMessageAt: message?.timestamp });
  expect(await stored(`${mentionsPath(bea.uid)}/${id}`)).toMatchObject({
    from: ada.uid,
    fromName: ada.name,
    kind: "mention",
    read: false,
    at: message?.timestamp,
  });
  // Sent again with the same id (an answer lost on the way back): it is the same message, not a second.
  expect((await send(ada.cookie, { id, text: `Hi @${bea.name}` })).status).toBe(201);
  expect(await stored(`${collections.stats}/${ada.uid}`)).toMatchObject({ messagesSent: 1 });
  // A reply to a message whose id the store did not make (the seeded ones), telling its author.
  await admin.db
    .doc(`${collections.chat}/seeded-message-1`)
    .set({ text: "Seeded", uid: bea.uid, name: bea.name, photoURL: "", hidden: false, timestamp: Timestamp.now() });
  await spacing();
  const reply = newMessageId();
  expect((await send(ada.cookie, { id: reply, text: "An answer", replyTo: { id: "seeded-message-1", uid: bea.uid } })).status).toBe(201);
  expect(await stored(`${mentionsPath(bea.uid)}/${reply}`)).toMatchObject({ from: ada.uid, kind: "reply", read: false });
});

it("says the real reason for each refusal, and writes nothing then", async () => {
  const cy = await member("Cy");
  const first = await send(cy.cookie, { text: "First" });
  expect(first.status).toBe(201);
  // The pace: two seconds for a member of a month.
  const fast = await send(cy.cookie, { text: "Second, too soon" });
  expect(fast.status).toBe(403);
  expect(await fast.json()).toMatchObject({ reason: "tooFast", error: expect.stringContaining("2 seconds") });
  // A new member's first day: ten seconds.
  const newcomer = await member("Dee", Timestamp.now());
  expect((await send(newcomer.cookie, { text: "Hello" })).status).toBe(201);
  expect(await (await send(newcomer.cookie, { text: "Again" })).json()).toMatchObject({ reason: "tooFastFirstDay" });
  // Blocked by a moderator.
  await spacing();
  await admin.db.doc(`${collections.blocks}/${cy.uid}`).set({ blocked: true, reason: "test", at: Timestamp.now() });
  const blocked = await send(cy.cookie, { text: "Blocked now" });
  expect(blocked.status).toBe(403);
  expect(await blocked.json()).toMatchObject({ reason: "blocked", error: expect.stringContaining("blocked") });
  await admin.db.doc(`${collections.blocks}/${cy.uid}`).delete();
  // A member named under a name they no longer have.
  const renamed = await member("Eve");
  const stale = await send(cy.cookie, { text: "Hi @Someone Else", mentions: [{ uid: renamed.uid, name: "Someone Else" }] });
  expect(stale.status).toBe(409);
  expect(await stale.json()).toMatchObject({ reason: "mentionChanged", names: ["Someone Else"] });
  // The text: too long, or nothing visible, said before anything is tried.
  expect(await (await send(cy.cookie, { text: "x".repeat(1001) })).json()).toMatchObject({ reason: "tooLong" });
  expect(await (await send(cy.cookie, { text: "\u200b\u200b" })).json()).toMatchObject({ reason: "invisible" });
  expect((await stored(`${collections.stats}/${cy.uid}`))?.messagesSent).toBe(1);
});

it("tells a member whose session no longer counts that they are signed out", async () => {
  expect(await (await send(null, { text: "No session" })).json()).toMatchObject({ reason: "signedOut" });
  expect((await send("not-a-session", { text: "Forged" })).status).toBe(401);
  // Signed out everywhere at once: the session's record is gone. In the second the account was made
  // (Auth keeps whole seconds, so that revocation ends nothing by itself) it is "signed out"; if the
  // second turned meanwhile, the sign-in itself was ended. Either way nothing is written.
  const fay = await member("Fay");
  await closeEverySession(admin, fay.uid);
  const gone = await send(fay.cookie, { text: "After signing out everywhere" });
  expect(gone.status).toBe(401);
  const { reason, error } = (await gone.json()) as { reason: string; error: string };
  expect(reason === "signedOut" ? /Sign in again/.test(error) : reason === "signInAgain" && /signed out everywhere/.test(error)).toBe(true);
  // Signed out everywhere later: the sign-in itself was ended, which the browser is told, so it does
  // not post the message from there either.
  const gil = await member("Gil");
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await closeEverySession(admin, gil.uid);
  const ended = await send(gil.cookie, { text: "After signing out everywhere, a second on" });
  expect(ended.status).toBe(401);
  expect(await ended.json()).toMatchObject({ reason: "signInAgain", error: expect.stringContaining("signed out everywhere") });
});

it("takes the chat's form without JavaScript: back to its page, or the text kept and the reason said", async () => {
  const gus = await member("Gus");
  const sent = await sendForm(gus.cookie, { message: "From a page without scripts", from: "/dashboard?tab=community" });
  expect(sent.status).toBe(303);
  expect(sent.headers.get("location")).toBe("/dashboard?tab=community");
  expect(sent.headers.get("set-cookie")).toContain(`${chatDraftCookie}=; Path=/; Max-Age=0`);
  const refused = await sendForm(gus.cookie, { message: "Too soon after", from: "/elsewhere" });
  expect(refused.status).toBe(303);
  expect(refused.headers.get("location")).toBe("/community-chat?unsent=tooFast");
  expect(refused.headers.get("set-cookie")).toContain(`${chatDraftCookie}=Too%20soon%20after;`);
  // A script posting the form asks for JSON.
  await spacing();
  const scripted = await sendForm(gus.cookie, { message: "From the page's first script", id: newMessageId() }, "application/json");
  expect(scripted.status).toBe(201);
});

it("refuses what is not the chat's own message, with a JSON reason", async () => {
  const hal = await member("Hal");
  for (const [body, status] of [
    ["{", 400],
    [{ text: 5 }, 400],
    [{ text: "Hi", id: "../../users/x" }, 400],
    [{ text: "Hi", mentions: Array.from({ length: 7 }, (_, index) => ({ uid: `m${index}`, name: "M" })) }, 400],
  ] as const) {
    const refused = await send(hal.cookie, body);
    expect(refused.status).toBe(status);
    expect(await refused.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
  }
  expect((await send(hal.cookie, { text: "From elsewhere" }, { Origin: "https://evil.example" })).status).toBe(403);
  expect((await send(hal.cookie, "text=hi", { "Content-Type": "text/plain" })).status).toBe(415);
  expect((await send(hal.cookie, { text: "x".repeat(20_000) })).status).toBe(413);
  const get = GET();
  expect(get.status).toBe(405);
  expect(get.headers.get("allow")).toBe("POST");
  expect((await stored(`${collections.stats}/${hal.uid}`))?.messagesSent).toBe(0);
});
