import { type Browser, expect, type Page, type Response, test } from "@playwright/test";
import { type App, deleteApp, initializeApp } from "firebase-admin/app";
import { type Firestore, getFirestore, Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/firebase/collections.mjs";
import { messageSpacing } from "../lib/community/spacing";
import { members } from "../scripts/emulators/seed-data.mjs";
import { closeOwnPages, newMember, newMemberPassword, openAccountMenu, ownPage, sendWhenAllowed, signedInPage, uidOf } from "./support";

// The chat's send box posts through the server (app/api/community/messages) under the member's session
// cookie: as a plain form without JavaScript, and from the page's scripts with it. Each journey posts as
// a new member of its own, so no other journey's block, role or spacing gets in its way; what the store
// holds is read with firebase-admin, past the rules.
test.afterEach(closeOwnPages);

const chat = (page: Page) => page.getByRole("list", { name: "Chat messages" });
const box = (page: Page) => page.getByRole("textbox", { name: "Message" });
const sendForm = (page: Page) => page.getByRole("form", { name: "Send a message" });
/** What the send box says about the last message it was asked to send. */
const sendAlert = (page: Page) => sendForm(page).getByRole("alert");
/** The send box once the chat has connected (before, it is the server's form). */
const connected = (page: Page) => page.locator("form[data-connected]");
const onTheirWay = (page: Page, text: string) => page.getByRole("list", { name: "Your messages on their way" }).getByRole("listitem").filter({ hasText: text });
/** A message in the chat's history as the store has it (not one still being written from this browser). */
const inHistory = (page: Page, text: string) => chat(page).getByRole("listitem").filter({ hasText: text, hasNotText: "Sending…" });
const signInForm = (page: Page) => page.getByRole("region", { name: "Sign in" });
const signInAgainNotice = (page: Page) => page.getByRole("heading", { name: "Sign in again to post" });
const hasSession = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === "__session");
const postTo = (path: string) => (response: Response) => new URL(response.url()).pathname === path && response.request().method() === "POST";
const messagePost = postTo("/api/community/messages");
const sessionPost = postTo("/api/members/session");
/** Unique to this run, so no test finds a message an earlier run (or another test) posted. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// firebase-admin on the stack's emulators, found through the site's own settings as the browser finds
// them (the emulator's host set on the client, so this worker's environment stays as it was).
let admin: Promise<{ app: App; db: Firestore }> | null = null;

function store(baseURL: string): Promise<Firestore> {
  admin ??= (async () => {
    const response = await fetch(`${baseURL}/api/credentials.json`);
    const { firebase, emulators } = (await response.json()) as { firebase: { projectId: string }; emulators: { firestore: string } };
    const app = initializeApp({ projectId: firebase.projectId }, `members-send-${process.pid}`);
    const db = getFirestore(app);
    db.settings({ host: emulators.firestore, ssl: false });
    return { app, db };
  })();
  return admin.then(({ db }) => db);
}

test.afterAll(async () => {
  const held = admin;
  admin = null;
  if (held) await deleteApp((await held).app);
});

/** Waits until the store holds the one message with `text`; its author and the store's time for it. */
async function storedMessage(db: Firestore, text: string): Promise<{ uid: string; at: number }> {
  const query = db.collection(collections.chat).where("text", "==", text);
  await expect.poll(async () => (await query.get()).size, { message: `"${text}" is stored` }).toBe(1);
  const [message] = (await query.get()).docs;
  const at: unknown = message?.get("timestamp");
  if (!message || !(at instanceof Timestamp)) throw new Error(`"${text}" is stored without its time`);
  return { uid: String(message.get("uid")), at: at.toMillis() };
}

const storedCount = async (db: Firestore, text: string) => (await db.collection(collections.chat).where("text", "==", text).get()).size;

/**
 * Waits until the member may post again after their message stored at `at`: the rules measure the
 * spacing on the store's clock, which is this machine's.
 */
async function spacingPassed(at: number): Promise<void> {
  await expect
    .poll(() => Date.now() - at, { message: "the spacing since the last message has passed", intervals: [100] })
    .toBeGreaterThan(messageSpacing.ms + 250);
}

/** Dates the member's joining a month back, past their first day: two seconds between messages, not ten. */
async function pastFirstDay(db: Firestore, uid: string): Promise<void> {
  const stats = db.collection(collections.stats).doc(uid);
  // Written by their page as they joined.
  await expect.poll(async () => (await stats.get()).exists, { message: `user_stats/${uid} exists` }).toBe(true);
  await stats.update({ joinedAt: Timestamp.fromMillis(Date.now() - 30 * messageSpacing.firstDayLengthMs) });
}

/** A new member, address verified, on the live chat with a server session (its cookie). */
async function memberWithSession(browser: Browser, baseURL: string, name: string): Promise<{ page: Page; email: string; uid: string }> {
  const { page, email } = await newMember(browser, baseURL, name, "/community-chat");
  await expect(connected(page)).toBeVisible();
  await expect.poll(() => hasSession(page), { message: "the server session is open" }).toBe(true);
  return { page, email, uid: await uidOf(baseURL, email, newMemberPassword) };
}

/**
 * Signs in through the form at once, and returns what the server made of the sign-in: a session
 * opened, or refused because the sign-in itself was ended (signed out everywhere in that very second).
 * Any other refusal fails the test.
 */
async function signIn(page: Page, email: string): Promise<"open" | "signInAgain"> {
  const form = signInForm(page);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(newMemberPassword);
  const answer = page.waitForResponse(sessionPost);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  const response = await answer;
  if (response.ok()) return "open";
  expect(await response.json(), `the session was refused with ${response.status()}`).toMatchObject({ signInAgain: true });
  return "signInAgain";
}

/** Records the text of every alert the page shows from now on (the page is not left meanwhile). */
async function watchAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { alertsSeen: string[] }).alertsSeen = seen;
    const note = () => {
      for (const element of document.querySelectorAll('[role="alert"]')) {
        const text = element.textContent?.trim() ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { alertsSeen?: string[] }).alertsSeen ?? ["(the page was left: its alerts were not watched)"]);
}

test("without JavaScript the form posts through the server: the page comes back with the message, another member sees it live, and one sent too soon comes back with its text and why", async ({
  browser,
  baseURL,
}) => {
  // A new member signed up and verified, and a seeded reader: 20-40 s on a busy machine.
  test.setTimeout(90_000);
  const reader = members[1];
  if (!reader || !baseURL) throw new Error("no seeded member or base URL");
  const db = await store(baseURL);
  const [sender, watching] = await Promise.all([memberWithSession(browser, baseURL, "Wren Altamira"), signedInPage(browser, reader.email, "/community-chat")]);
  await expect(chat(watching).getByRole("listitem").last()).toBeVisible();

  // The same member on a browser with no script at all, holding this device's session cookie.
  const plain = await ownPage(browser, { javaScriptEnabled: false, storageState: await sender.page.context().storageState() });
  await plain.goto("/community-chat");
  await expect(chat(plain).getByRole("listitem").first()).toBeVisible();
  const text = `Posted with no script at all (${stamp()})`;
  await box(plain).fill(text);
  await sendForm(plain).getByRole("button", { name: "Send", exact: true }).click();
  // Only the page that comes back can show it: nothing updates this one.
  await expect(chat(plain).getByText(text, { exact: true })).toBeVisible();
  await expect(plain).toHaveURL(/\/community-chat$/);
  await expect(box(plain)).toHaveValue("");
  await expect(sendAlert(plain)).toHaveText("");
  expect((await storedMessage(db, text)).uid).toBe(sender.uid);

  // At once another: in their first day a member waits ten seconds between messages. The page comes
  // back saying why, with the text in the box, and nothing was posted.
  const again = `And one more straight after (${stamp()})`;
  await box(plain).fill(again);
  await sendForm(plain).getByRole("button", { name: "Send", exact: true }).click();
  await expect(plain).toHaveURL(/\/community-chat\?unsent=tooFastFirstDay$/);
  await expect(box(plain)).toHaveValue(again);
  await expect(sendAlert(plain)).toHaveText("Slow down: in your first day here, one message every 10 seconds");
  await expect(chat(plain).getByText(again)).toHaveCount(0);
  expect(await storedCount(db, again)).toBe(0);

  // The reader's chat, open since before it was sent, has the first one, under the sender's name.
  const arrived = inHistory(watching, text);
  await expect(arrived).toBeVisible();
  await expect(arrived).toContainText("Wren Altamira");
  await expect(chat(watching).getByText(again)).toHaveCount(0);
});

test("with JavaScript, a message sent with Enter shows at once as on its way, then in the history, and is stored", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error("no base URL");
  const db = await store(baseURL);
  const { page, uid } = await memberWithSession(browser, baseURL, "Idris Falk");
  await expect(chat(page).getByRole("listitem").first()).toBeVisible();

  const text = `Sent through the server (${stamp()})`;
  // Every state the message shows while on its way, as the page draws it.
  await page.evaluate((expected) => {
    const states: string[] = [];
    (window as unknown as { onItsWay: string[] }).onItsWay = states;
    new MutationObserver(() => {
      for (const item of document.querySelectorAll("[data-pending-message]")) {
        if (!item.textContent?.includes(expected)) continue;
        const state = item.querySelector('[role="status"]')?.textContent ?? "";
        if (states.at(-1) !== state) states.push(state);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  const answer = page.waitForResponse(messagePost);
  await box(page).fill(text);
  await box(page).press("Enter");
  await expect(onTheirWay(page, text).or(inHistory(page, text)).first()).toBeVisible();
  await expect(box(page)).toHaveValue("");
  // Taken by the server under the session, not written from the browser.
  expect((await answer).status()).toBe(201);
  await expect(inHistory(page, text)).toBeVisible();
  await expect(onTheirWay(page, text)).toHaveCount(0);
  await expect(sendAlert(page)).toHaveText("");
  expect((await storedMessage(db, text)).uid).toBe(uid);
  // On its way it said "Sending…", then "Sent" if the server answered before the live chat had it.
  const states = await page.evaluate(() => (window as unknown as { onItsWay: string[] }).onItsWay);
  expect(states.every((state) => state === "Sending…" || state === "Sent")).toBe(true);
  if (states.length > 0) expect(states[0]).toBe("Sending…");
});

test("each refusal is said in the send box with the text kept: too soon, too long, blocked, no network; without this device's session the browser posts, and a sign-in ended elsewhere is told to sign in again", async ({
  browser,
  baseURL,
}) => {
  // A new member, several sends a spacing apart, a reload and a second sign-in.
  test.setTimeout(150_000);
  if (!baseURL) throw new Error("no base URL");
  const db = await store(baseURL);
  const { page, email, uid } = await memberWithSession(browser, baseURL, "Maren Solberg");
  await pastFirstDay(db, uid);
  await expect(chat(page).getByRole("listitem").first()).toBeVisible();

  // Two at once: the second is refused for the spacing and stays in the box; the refusal goes once
  // the member may post again.
  const first = `The first of two at once (${stamp()})`;
  const second = `The second of two at once (${stamp()})`;
  await box(page).fill(first);
  await box(page).press("Enter");
  await box(page).fill(second);
  await box(page).press("Enter");
  await expect(sendAlert(page)).toHaveText(/^Slow down: /);
  await expect(box(page)).toHaveValue(second);
  const firstAt = (await storedMessage(db, first)).at;
  await expect(sendAlert(page)).toHaveText("");
  expect(await storedCount(db, second)).toBe(0);

  // Over the 1,000 characters a message may have.
  const long = "x".repeat(1001);
  await box(page).fill(long);
  await expect(page.getByText("1 characters over the limit")).toBeVisible();
  await box(page).press("Enter");
  await expect(sendAlert(page)).toHaveText("Message too long");
  await expect(box(page)).toHaveValue(long);

  // Blocked by a moderator (as the console records a block), then unblocked.
  const block = db.collection(collections.blocks).doc(uid);
  const blockedNotice = page.getByRole("status").filter({ hasText: "A moderator has blocked your account from posting" });
  const blockedText = `Written while blocked (${stamp()})`;
  await block.set({ blocked: true, reason: "Posting the same link again and again", by: "e2e-moderator", at: Timestamp.now(), auditId: "e2e-block" });
  try {
    await expect(blockedNotice).toBeVisible();
    await box(page).fill(blockedText);
    await box(page).press("Enter");
    await expect(sendAlert(page)).toHaveText(/blocked/);
    await expect(box(page)).toHaveValue(blockedText);
  } finally {
    await block.set({ blocked: false, reason: "", by: "e2e-moderator", at: Timestamp.now(), auditId: "e2e-unblock" });
  }
  await expect(blockedNotice).toHaveCount(0);
  await expect(sendAlert(page)).toHaveText("");
  expect(await storedCount(db, blockedText)).toBe(0);

  // This device's session cookie gone while the browser is still signed in to Firebase: the server
  // refuses it as signed out, and the page posts it from the browser, as the rules allow.
  await spacingPassed(firstAt);
  await page.context().clearCookies({ name: "__session" });
  const fromBrowser = `Posted from the browser without a session (${stamp()})`;
  const refused = page.waitForResponse(messagePost);
  await box(page).fill(fromBrowser);
  await box(page).press("Enter");
  const refusal = await refused;
  expect(refusal.status()).toBe(401);
  expect(await refusal.json()).toMatchObject({ reason: "signedOut" });
  await expect(inHistory(page, fromBrowser)).toBeVisible();
  await expect(box(page)).toHaveValue("");
  await expect(sendAlert(page)).toHaveText("");
  const fromBrowserAt = (await storedMessage(db, fromBrowser)).at;

  // No network: the message is not sent, says so, and stays in the box.
  await spacingPassed(fromBrowserAt);
  await page.route("**/api/community/messages", (route) => route.abort("internetdisconnected"));
  const offline = `Written with the network gone (${stamp()})`;
  await box(page).fill(offline);
  await box(page).press("Enter");
  await expect(sendAlert(page)).toHaveText("Your message was not sent. Check your connection and try again.");
  await expect(box(page)).toHaveValue(offline);
  await page.unroute("**/api/community/messages");
  expect(await storedCount(db, offline)).toBe(0);

  // Signed out everywhere from another device: this page's sign-in is ended. The server says so (and
  // the message is not posted from the browser either), and on its next load the page says so before
  // the member writes.
  await page.reload();
  await expect(connected(page)).toBeVisible();
  await expect.poll(() => hasSession(page), { message: "the server session is open again" }).toBe(true);
  const elsewhere = await ownPage(browser);
  await elsewhere.goto("/community-chat");
  expect(await signIn(elsewhere, email)).toBe("open");
  await openAccountMenu(elsewhere);
  await elsewhere.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(signInForm(elsewhere)).toBeVisible();
  const ended = `Written after signing out everywhere elsewhere (${stamp()})`;
  const endedAnswer = page.waitForResponse(messagePost);
  await box(page).fill(ended);
  await box(page).press("Enter");
  // The server finds this device's session ended (or already gone: the page may have tried to renew
  // it meanwhile and been told the sign-in was ended); either way the browser does not post it instead.
  const endedRefusal = await endedAnswer;
  expect(endedRefusal.status()).toBe(401);
  await expect(sendAlert(page)).toHaveText(
    /^Not sent: (this sign-in was ended when your account was signed out everywhere|you're signed out on this device)\./,
  );
  await expect(box(page)).toHaveValue(ended);
  expect(await storedCount(db, ended)).toBe(0);
  // Loaded again, the page says so before the member writes: the notice with its way back in (the
  // server refused to renew the session), or the sign-in form itself (Auth refused to renew the ended
  // sign-in's token first).
  await page.reload();
  await expect(signInAgainNotice(page).or(signInForm(page))).toBeVisible();
  if (await signInAgainNotice(page).isVisible()) await page.getByRole("button", { name: "Sign in again", exact: true }).click();

  // Signing in again leads back in, with a session of its own, and the chat takes messages again.
  await expect(signInForm(page)).toBeVisible();
  expect(await signIn(page, email)).toBe("open");
  await expect(signInAgainNotice(page)).toHaveCount(0);
  await expect(connected(page)).toBeVisible();
  const back = `Back after signing in again (${stamp()})`;
  await sendWhenAllowed(page, back);
  expect((await storedMessage(db, back)).uid).toBe(uid);
});

test("signing out everywhere and straight back in, twenty times: each time the chat takes the message, or says to sign in again before anything is written", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error("no base URL");
  const db = await store(baseURL);
  // A member of its own: signing a seeded one out everywhere would sign other journeys out.
  const { page, email, uid } = await memberWithSession(browser, baseURL, "Teodor Vask");
  await pastFirstDay(db, uid);
  const alerts = await watchAlerts(page);
  const wrong = /Slow down|Check your connection|signed out on this device/;
  let lastAt: number | null = null;
  let endedInTheirSecond = 0;

  for (let round = 1; round <= 20; round += 1) {
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(signInForm(page)).toBeVisible();
    let answer = await signIn(page, email);
    // Signed in again in the very second every session was ended: that sign-in was ended too. The
    // page says so before the member writes; signing in once more is a sign-in of its own.
    for (let attempt = 1; answer === "signInAgain"; attempt += 1) {
      endedInTheirSecond += 1;
      expect(attempt, `round ${round}: signed in again ${attempt} times, each ended`).toBeLessThanOrEqual(3);
      await expect(signInAgainNotice(page)).toBeVisible();
      await page.getByRole("button", { name: "Sign in again", exact: true }).click();
      await expect(signInForm(page)).toBeVisible();
      answer = await signIn(page, email);
    }
    await expect(signInAgainNotice(page)).toHaveCount(0);
    await expect(connected(page)).toBeVisible();
    if (lastAt !== null) await spacingPassed(lastAt);

    const text = `Round ${round} after signing out everywhere (${stamp()})`;
    const posted = page.waitForResponse(messagePost);
    await box(page).fill(text);
    await box(page).press("Enter");
    expect((await posted).status(), `round ${round}: the server takes the message`).toBe(201);
    await expect(inHistory(page, text)).toBeVisible();
    const stored = await storedMessage(db, text);
    expect(stored.uid).toBe(uid);
    lastAt = stored.at;
    // Twenty messages would push the seeded ones other journeys look for out of the newest page: each
    // goes once it has been checked.
    for (const message of (await db.collection(collections.chat).where("text", "==", text).get()).docs) await message.ref.delete();
    expect(
      (await alerts()).filter((alert) => wrong.test(alert)),
      `round ${round}`,
    ).toEqual([]);
  }
  test.info().annotations.push({ type: "sign-ins ended in their own second", description: String(endedInTheirSecond) });
});
