// `npm run bench:chat [-- --no-build] [-- --messages N] [-- --opens N]`: the community chat, live and
// at length, on the production build and a throwaway seeded emulator stack.
//  1. Latency: two members, each in a browser of their own on /dashboard?tab=community. A sends 100
//     messages (each its own text), just over the rules' 2 s apart. Both times are taken in the pages
//     themselves (one machine, one clock): when Enter goes down in A's send box, and when a message with
//     that text appears in B's list (a MutationObserver). A's own list gives two more figures: the
//     message shown at once (pending) and shown as confirmed by the server ("Sending…" gone).
//     Target: A→B p95 under 300 ms.
//  2. Reads: the Firestore documents the server sends a member who opens the chat, as the page counts
//     them (window.northbeamDocumentsRead, lib/community/read-meter.ts). A third member, in a fresh
//     browser context each time, opens a chat of the 60 seeded messages, then (after older messages are
//     added through firebase-admin) of 5,000. Target: the 5,000-message chat reads no more than the
//     60-message one: what an open reads must not grow with the chat's length. As a cross-check, the
//     documents in Firestore's answers to the page are also counted off the wire, by collection.
// Missing a target is reported, not an error; a run that could not measure (a message that never
// arrived, a build without the read meter) exits non-zero.
import { chromium } from "@playwright/test";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromeFlags } from "./chrome-flags.mjs";
import { watchFirestoreWire } from "./firestore-wire.mjs";
import { sleep } from "./emulators/process.mjs";
import { demoMember, demoPassword, members } from "./emulators/seed-data.mjs";
import { seedUid } from "./emulators/seed.mjs";
import { startStack } from "./emulators/stack.mjs";
import { buildForBench, median, onExit, runBench, serverScript, startProduction } from "./production.mjs";
import { collections } from "../lib/firebase/collections.mjs";

const chromePath = "/usr/bin/chromium";
export const chatPath = "/dashboard?tab=community";
/** The rules' spacing between a member's messages after their first day is 2 s; a little over it. */
const spacingMs = 2_200;
/** How long the last messages may take to arrive before the run counts as broken. */
const arrivalWaitMs = 30_000;
/** An open is measured once the page's read count has not moved for this long. */
const quietMs = 3_000;
const openCapMs = 60_000;
const chatSizes = { short: 60, long: 5_000 };
const targets = { p95Ms: 300 };

export const messageItems = 'ol[aria-label="Chat messages"] li[data-message-id]';

function options() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      messages: { type: "string", default: "100" },
      opens: { type: "string", default: "2" },
    },
  });
  const count = Number(values.messages);
  const opens = Number(values.opens);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--messages must be a positive whole number, not "${values.messages}"`);
  if (!Number.isInteger(opens) || opens < 1) throw new Error(`--opens must be a positive whole number, not "${values.opens}"`);
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install chromium)`);
  return { build: !values["no-build"] || !existsSync(serverScript), count, opens };
}

/** Three seeded members past their first day (2 s between messages): sender, receiver, reader. */
function pickMembers() {
  const settled = members.filter((member) => member.joinedDaysAgo >= 2);
  const [sender, receiver, reader] = settled;
  if (!sender || !receiver || !reader) throw new Error("the seed data has fewer than three members past their first day");
  return { sender, receiver, reader };
}

async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  // Playwright also kills the browser when this process exits; this closes it on a normal end.
  onExit(() => void browser.close().catch(() => undefined));
  return browser;
}

/**
 * Signs `member` in through the form on the chat's own page (as e2e/support.ts does) and waits until
 * the chat shows its messages. Returns the time from the click on "Sign in" to the first message shown.
 */
export async function signInToChat(page, origin, member) {
  await page.goto(`${origin}${chatPath}`, { timeout: 60_000 });
  const form = page.getByRole("region", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(member.email);
  await form.getByLabel("Password").fill(demoPassword);
  const clicked = Date.now();
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.locator(messageItems).first().waitFor({ timeout: 60_000 });
  return Date.now() - clicked;
}

/** The page's count of documents the server sent it; null when the build has no read meter. */
const documentsRead = (page) => page.evaluate(() => (typeof window.northbeamDocumentsRead === "function" ? window.northbeamDocumentsRead() : null));

// ---- In the pages -------------------------------------------------------------------------------

/** A's page: the time Enter goes down in the send box, by the text it sends (before the app sees it). */
function recordSends() {
  const sent = new Map();
  window.addEventListener(
    "keydown",
    (event) => {
      const box = event.target;
      if (event.key !== "Enter" || event.shiftKey || !(box instanceof HTMLTextAreaElement) || box.id !== "chat-message") return;
      const text = box.value.trim();
      sent.set(text, Date.now());
      // Sent again after a refusal: the earlier attempt's appearance in this list does not count.
      window.__chatBenchForget?.(text);
    },
    { capture: true },
  );
  window.__chatBenchSent = () => Object.fromEntries(sent);
}

/**
 * A page's list, watched: when each message whose text matches `pattern` first appears, and when it
 * first appears without "Sending…" (confirmed by the server). Installed before the first message goes.
 */
function watchArrivals(pattern) {
  const wanted = new RegExp(pattern);
  const shown = new Map();
  const confirmed = new Map();
  const done = new WeakSet();
  const scan = () => {
    const now = Date.now();
    for (const item of document.querySelectorAll('ol[aria-label="Chat messages"] li[data-message-id]')) {
      if (done.has(item)) continue;
      const text = item.querySelector("[data-message-text]")?.textContent?.trim() ?? "";
      if (!wanted.test(text)) {
        done.add(item);
        continue;
      }
      if (!shown.has(text)) shown.set(text, now);
      if (!item.textContent.includes("Sending…")) {
        if (!confirmed.has(text)) confirmed.set(text, now);
        done.add(item);
      }
    }
  };
  new MutationObserver(scan).observe(document.body, { subtree: true, childList: true, characterData: true });
  scan();
  window.__chatBenchArrivals = () => ({ shown: Object.fromEntries(shown), confirmed: Object.fromEntries(confirmed) });
  window.__chatBenchForget = (text) => {
    shown.delete(text);
    confirmed.delete(text);
  };
}

// ---- Latency ------------------------------------------------------------------------------------

/** Nearest-rank percentile. */
function percentile(values, p) {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

function summary(values) {
  return { n: values.length, p50: percentile(values, 0.5), p95: percentile(values, 0.95), max: Math.max(...values), min: Math.min(...values) };
}

/**
 * A sends `count` messages, one every `spacingMs` at the soonest. A text still in the box when its
 * next turn comes was not taken (a send still on its way) or came back refused: it goes again, and its
 * send time is then the later Enter.
 */
async function sendAll(a, texts, wanted) {
  const box = a.locator("#chat-message");
  let typed = 0;
  let resent = 0;
  let lastPress = 0;
  const started = Date.now();
  for (let turn = 0; ; turn += 1) {
    await sleep(Math.max(0, lastPress + spacingMs - Date.now()));
    const left = (await box.inputValue()).trim();
    if (wanted.test(left)) {
      resent += 1;
      console.log(`  "${left}" was still in the box: sending it again`);
    } else if (typed < texts.length) {
      await box.fill(texts[typed]);
      typed += 1;
      if (typed % 20 === 0) console.log(`  ${typed}/${texts.length} sent (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    } else {
      break;
    }
    if (turn >= texts.length + 20) throw new Error(`A's messages kept coming back: ${resent} sent again, ${typed} of ${texts.length} typed`);
    await box.press("Enter");
    lastPress = Date.now();
  }
  return { resent, seconds: (Date.now() - started) / 1000 };
}

/** Waits until every text has been shown (and confirmed) in `page`, or `arrivalWaitMs` passes. */
async function arrivals(page, texts) {
  const deadline = Date.now() + arrivalWaitMs;
  for (;;) {
    const seen = await page.evaluate(() => window.__chatBenchArrivals());
    const complete = texts.every((text) => text in seen.shown && text in seen.confirmed);
    if (complete || Date.now() > deadline) return seen;
    await sleep(250);
  }
}

async function latency(origin, settings, { sender, receiver }) {
  const nonce = randomBytes(4).toString("hex");
  const texts = Array.from({ length: settings.count }, (_, index) => `bench ${index + 1} ${nonce}`);
  const pattern = `^bench \\d+ ${nonce}$`;
  const wanted = new RegExp(pattern);

  console.log(`▶ two browsers: A ${sender.name} sends ${settings.count} messages, B ${receiver.name} receives`);
  const [browserA, browserB] = [await launchBrowser(), await launchBrowser()];
  const [a, b] = [await browserA.newPage(), await browserB.newPage()];
  const [signInA, signInB] = await Promise.all([signInToChat(a, origin, sender), signInToChat(b, origin, receiver)]);
  if ((await documentsRead(a)) === null) throw new Error("this build has no read meter (window.northbeamDocumentsRead): run without --no-build");
  await a.locator("#chat-message").waitFor({ timeout: 30_000 });
  console.log(`  signed in and showing the chat: A in ${(signInA / 1000).toFixed(1)} s, B in ${(signInB / 1000).toFixed(1)} s`);

  await a.evaluate(recordSends);
  await a.evaluate(watchArrivals, pattern);
  await b.evaluate(watchArrivals, pattern);
  // The rules count the spacing from A's last message; the seeded one is days old, but a pause costs nothing.
  await sleep(spacingMs);
  const { resent, seconds } = await sendAll(a, texts, wanted);

  const [atB, atA] = [await arrivals(b, texts), await arrivals(a, texts)];
  const sent = await a.evaluate(() => window.__chatBenchSent());
  const missing = texts.filter((text) => !(text in atB.shown));
  if (missing.length > 0)
    throw new Error(
      `B received ${texts.length - missing.length} of ${texts.length} messages within ${arrivalWaitMs / 1000} s of the last one; missing: ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? ", …" : ""}`,
    );
  const unconfirmed = texts.filter((text) => !(text in atA.confirmed));
  if (unconfirmed.length > 0) throw new Error(`${unconfirmed.length} of A's messages were never confirmed in A's list: ${unconfirmed.slice(0, 10).join(", ")}`);

  const toB = texts.map((text) => atB.shown[text] - sent[text]);
  const echo = texts.map((text) => atA.shown[text] - sent[text]);
  const confirmed = texts.map((text) => atA.confirmed[text] - sent[text]);
  const slowest = texts
    .map((text, index) => ({ text, ms: toB[index] }))
    .toSorted((x, y) => y.ms - x.ms)
    .slice(0, 5);
  const version = browserA.version();
  await Promise.all([browserA.close(), browserB.close()]);
  return {
    count: texts.length,
    received: texts.length - missing.length,
    resent,
    seconds,
    toB: summary(toB),
    echo: summary(echo),
    confirmed: summary(confirmed),
    slowest,
    chromium: version,
  };
}

// ---- Reads --------------------------------------------------------------------------------------

/** firebase-admin on the stack's emulators (startStack has put their hosts in the environment). */
function adminDb(projectId) {
  const app = initializeApp({ projectId }, `bench-chat-${Date.now()}`);
  return { app, db: getFirestore(app) };
}

async function deleteAll(db, refs) {
  for (let start = 0; start < refs.length; start += 500) {
    const batch = db.batch();
    for (const ref of refs.slice(start, start + 500)) batch.delete(ref);
    await batch.commit();
  }
}

const chatLength = async (db) => (await db.collection(collections.chat).count().get()).data().count;

/** Back to the seeded chat: every message but the seeded ones (ids `seed-…`) goes. */
async function keepSeededChat(db) {
  const all = await db.collection(collections.chat).select().get();
  await deleteAll(
    db,
    all.docs.filter((entry) => !entry.id.startsWith("seed-")).map((entry) => entry.ref),
  );
  const length = await chatLength(db);
  if (length !== chatSizes.short) throw new Error(`the chat holds ${length} messages after clean-up, not the ${chatSizes.short} seeded ones`);
}

/**
 * Adds messages older than every seeded one until the chat holds `total`, from the seeded members in
 * turn, each as postChatMessage (lib/community/chat.ts) writes it: the author's stored name and photo.
 * The newest messages, the ones an open shows, are then the same in both chats.
 */
async function growChat(db, total) {
  const current = await chatLength(db);
  const oldest = (await db.collection(collections.chat).orderBy("timestamp", "asc").limit(1).get()).docs[0]?.get("timestamp")?.toMillis() ?? Date.now();
  const authors = [];
  for (const member of [demoMember, ...members]) {
    const uid = seedUid(member.key);
    const profile = (await db.doc(`${collections.users}/${uid}`).get()).data();
    if (!profile) throw new Error(`users/${uid} is missing`);
    authors.push({ uid, name: profile.name, photoURL: profile.photoURL });
  }
  const adding = total - current;
  const spanMs = 30 * 24 * 60 * 60 * 1000;
  for (let start = 0; start < adding; start += 500) {
    const batch = db.batch();
    for (let index = start; index < Math.min(adding, start + 500); index += 1) {
      const author = authors[index % authors.length];
      const timestamp = Timestamp.fromMillis(oldest - Math.round(((index + 1) * spanMs) / adding));
      const text = `Archive message ${index + 1}: notes from an earlier thread on release planning, accessibility and build pipelines.`;
      batch.set(db.collection(collections.chat).doc(), { text, uid: author.uid, name: author.name, photoURL: author.photoURL, timestamp, hidden: false });
    }
    await batch.commit();
  }
  const length = await chatLength(db);
  if (length !== total) throw new Error(`the chat holds ${length} messages, not ${total}`);
}

/**
 * One member opening the chat in a fresh context: signed in on the chat's page, measured once the
 * messages are shown and the page's read count has been still for `quietMs`. Presence is cleared first,
 * so who happened to be online a moment ago (the members of the run before) is the same for every open.
 */
async function openAndCount(browser, origin, db, reader) {
  await deleteAll(
    db,
    (await db.collection(collections.presence).select().get()).docs.map((entry) => entry.ref),
  );
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const wire = await watchFirestoreWire(context, page);
    const toMessages = await signInToChat(page, origin, reader);
    const deadline = Date.now() + openCapMs;
    let reads = await documentsRead(page);
    if (reads === null) throw new Error("this build has no read meter (window.northbeamDocumentsRead): run without --no-build");
    let stillSince = Date.now();
    while (Date.now() - stillSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page's read count was still moving after ${openCapMs / 1000} s (${reads})`);
      await sleep(250);
      const now = await documentsRead(page);
      if (now !== reads) [reads, stillSince] = [now, Date.now()];
    }
    const shown = await page.locator(messageItems).count();
    const { reads: byCollection, unreadable } = await wire.read();
    if (unreadable > 0) console.log(`  ${unreadable} answer(s) on the Listen channel could not be read: the wire count is short`);
    return { reads, shown, toMessages, wire: byCollection, unreadable };
  } finally {
    await context.close();
  }
}

async function reads(origin, settings, projectId, reader) {
  const { app, db } = adminDb(projectId);
  const browser = await launchBrowser();
  const opens = { [chatSizes.short]: [], [chatSizes.long]: [] };
  try {
    for (const size of [chatSizes.short, chatSizes.long]) {
      if (size === chatSizes.short) await keepSeededChat(db);
      else await growChat(db, size);
      console.log(`▶ ${reader.name} opens a chat of ${size.toLocaleString("en-GB")} messages, ${settings.opens} time(s), each in a fresh context`);
      for (let round = 0; round < settings.opens; round += 1) {
        const open = await openAndCount(browser, origin, db, reader);
        opens[size].push(open);
        console.log(
          `  open ${round + 1}: ${open.reads} documents read, ${open.shown} messages shown, ${(open.toMessages / 1000).toFixed(1)} s from "Sign in" to messages; on the wire ${describe(open.wire)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await deleteApp(app);
  }
  return opens;
}

// ---- Report -------------------------------------------------------------------------------------

const ms = (value) => String(Math.round(value));
const total = (byCollection) => Object.values(byCollection).reduce((sum, count) => sum + count, 0);
const describe = (byCollection) =>
  Object.entries(byCollection)
    .toSorted(([, a], [, b]) => b - a)
    .map(([collection, count]) => `${collection} ${count}`)
    .join(", ");

function report(who, run, opens) {
  const date = new Date().toISOString().slice(0, 10);
  const readsOf = (size) => opens[size].map((open) => open.reads);
  const [short, long] = [median(readsOf(chatSizes.short)), median(readsOf(chatSizes.long))];
  const rows = [chatSizes.short, chatSizes.long].flatMap((size) =>
    opens[size].map((open, index) => {
      const chat = open.wire[collections.chat] ?? 0;
      return `| ${size.toLocaleString("en-GB")} | ${index + 1} | ${open.reads} | ${open.shown} | ${total(open.wire)} | ${chat} | ${total(open.wire) - chat} | ${(open.toMessages / 1000).toFixed(1)} |`;
    }),
  );
  const checks = [
    [`A→B p95 under ${targets.p95Ms} ms (${ms(run.toB.p95)} ms)`, run.toB.p95 < targets.p95Ms],
    [`reads on opening a chat of ${chatSizes.long.toLocaleString("en-GB")} ≤ of ${chatSizes.short} (medians ${long} and ${short})`, long <= short],
  ];
  return [
    `## Chat benchmark (${date}, Chromium ${run.chromium}, production build on the local emulators)`,
    "",
    `${who.sender.name} (browser A) sent ${run.count} messages ${spacingMs / 1000} s apart to the chat ${who.receiver.name} had open (browser B), in ${run.seconds.toFixed(0)} s; B received ${run.received} of ${run.count}${run.resent > 0 ? `, ${run.resent} sent again after being refused` : ""}. Times from Enter in A's send box, both taken in the pages (one machine, one clock).`,
    "",
    "| From Enter in A to | p50 ms | p95 ms | max ms | min ms | n |",
    "|---|---:|---:|---:|---:|---:|",
    `| shown in B's list (A→B) | ${ms(run.toB.p50)} | ${ms(run.toB.p95)} | ${ms(run.toB.max)} | ${ms(run.toB.min)} | ${run.toB.n} |`,
    `| shown in A's own list (pending) | ${ms(run.echo.p50)} | ${ms(run.echo.p95)} | ${ms(run.echo.max)} | ${ms(run.echo.min)} | ${run.echo.n} |`,
    `| confirmed in A's list ("Sending…" gone) | ${ms(run.confirmed.p50)} | ${ms(run.confirmed.p95)} | ${ms(run.confirmed.max)} | ${ms(run.confirmed.min)} | ${run.confirmed.n} |`,
    "",
    `Slowest A→B: ${run.slowest.map(({ text, ms: value }) => `#${text.split(" ")[1]} ${ms(value)} ms`).join(", ")}.`,
    "",
    `Documents read when ${who.reader.name} opens the chat (fresh context, signed in on ${chatPath}, counted once the page has read nothing for ${quietMs / 1000} s): "read" is the page's own count (window.northbeamDocumentsRead); "on the wire" counts the documents in Firestore's answers to the page (scripts/firestore-wire.mjs), chat messages and the rest.`,
    "",
    "| Chat length | open | documents read | messages shown | on the wire | of them chat | other | s from Sign in to messages |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    ...[chatSizes.short, chatSizes.long].map((size) => `On the wire, first open of ${size.toLocaleString("en-GB")}: ${describe(opens[size][0].wire)}.`),
    "",
    `Median documents read: ${short} for ${chatSizes.short} messages, ${long} for ${chatSizes.long.toLocaleString("en-GB")}.`,
    "",
    ...checks.map(([name, ok]) => `${ok ? "✓" : "✗"} ${name}`),
  ].join("\n");
}

/**
 * The production build on a throwaway seeded emulator stack, for `run(origin, stack)`: both are
 * stopped once it has returned (or failed), and a server that exited during the run fails it.
 */
export async function onSeededStack(run) {
  const stack = await startStack({ seed: true });
  if (!stack.ok) throw new Error(`the local emulators did not start (${stack.reason})`);
  onExit(() => stack.killNow());
  try {
    const server = await startProduction({
      env: { ...stack.env, OPENROUTER_API_KEY: "", GEMINI_API_KEY: "", SMTP_HOST: "", MENTION_EMAILS: "off" },
      quiet: true,
    });
    onExit(server.stop);
    console.log(`  the production server at ${server.origin}, Firestore ${stack.firestore.host}, Auth ${stack.auth.host}`);
    const result = await run(server.origin, stack);
    if (server.child.exitCode !== null) throw new Error("the production server exited during the run");
    server.stop();
    return result;
  } finally {
    // Stopped here, not only on exit: stop() also removes the stack's throwaway folder.
    await stack.stop();
  }
}

// Run as a script; bench-members imports its sign-in and seeded stack.
if (import.meta.url === `file://${process.argv[1]}`) {
  await runBench("bench-chat", async () => {
    const settings = options();
    const chosen = pickMembers();
    buildForBench(settings.build);
    return onSeededStack(async (origin, stack) => {
      const run = await latency(origin, settings, chosen);
      const opens = await reads(origin, settings, stack.projectId, chosen.reader);
      return report(chosen, run, opens);
    });
  });
}
