// `npm run bench:scale [-- --no-build] [-- --minute S] [-- --sizes 10,50,200]`: what the community
// costs in Firestore per member as the number online grows, on the production build and a throwaway
// seeded emulator stack.
//  - Real clients: three seeded members, each in a browser of their own on the dashboard's Community
//    tab (the chat, the directory and who is online: the busiest members' page). Simulated members
//    beside them are cheap writers through firebase-admin: a directory entry each and, while "online",
//    a presence heartbeat every 60 s, as the app writes it.
//  - Counted as Firestore bills (scripts/firestore-wire.mjs): every document a listener delivers
//    (initial and changes), every document a get returns, aggregation queries by the 1,000 entries,
//    every document written, per real client and per collection. The reads the security rules make
//    on a write are not reported by the emulator (its coverage report leaves out what functions
//    evaluate): docs/scale.md counts them from the rules, per kind of write.
//  - Rooms: a quiet room at each size, one minute each (--minute shortens it; figures are per
//    minute); then, at the middle size, 60 messages in a minute from simulated members.
//  - Opening: a fourth browser opens the dashboard and the Community tab with 5,000 members listed.
//  - The server: 50 first visits a second to one article for 5 s; writes per second to the busiest
//    document (the counter, or its busiest shard).
//  - Mentions: the first real client names 1, 3 and 6 members through the send box's suggestions,
//    and 6 in a reply (what each message costs in writes, off the wire); then, at 200 online and
//    5,000 members listed, the mention e-mail sweep runs in this process for 0, 20 and 100 members with
//    unread mentions, each with an account, mailed to a local sink (its reads and writes per run).
// Targets are checked at the end; the run exits non-zero when one is missed (a bench, not a test).
import { chromium } from "@playwright/test";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldValue, Timestamp, getFirestore } from "firebase-admin/firestore";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { chatPath, onSeededStack, signInToChat } from "./bench-chat.mjs";
import { chromeFlags } from "./chrome-flags.mjs";
import { members } from "./emulators/seed-data.mjs";
import { sleep } from "./emulators/process.mjs";
import { countsBetween, totalOf, watchFirestoreWire } from "./firestore-wire.mjs";
import { buildForBench, median, onExit, runBench, serverScript } from "./production.mjs";
import { collections } from "../lib/firebase/collections.mjs";
import { getAuth } from "firebase-admin/auth";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailSink } from "./emulators/mail.mjs";
import { loadMentionSweep } from "./notify.mjs";

const chromePath = "/usr/bin/chromium";
const heartbeatMs = 60_000;
const directorySize = 5_000;
const burst = { perSecond: 50, seconds: 5, article: "native-vs-cross-platform-mobile" };
const quietMs = 3_000;
const targets = { quietReadsPerMinute: 10, readsPerMessage: 1, markWritesPerMinute: 2, directoryOpenReads: 70, writesPerDocumentPerSecond: 1 };
/** Messages naming this many members (the last, the most a message may name, also a reply), and members with unread mentions at a sweep. */
const namings = [1, 3, 6];
const sweepSizes = [0, 20, 100];
/** The sweep's reads per member with unread mentions may not pass this (it reads per member, never per listed member). */
const sweepReadsPerRecipient = 8;

function options() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      minute: { type: "string", default: "60" },
      sizes: { type: "string", default: "10,50,200" },
    },
  });
  const minuteMs = Number(values.minute) * 1000;
  const sizes = values.sizes.split(",").map(Number);
  if (!Number.isFinite(minuteMs) || minuteMs < 10_000) throw new Error(`--minute must be at least 10 seconds, not "${values.minute}"`);
  if (sizes.some((size) => !Number.isInteger(size) || size < 4)) throw new Error(`--sizes must be whole numbers of at least 4, not "${values.sizes}"`);
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install chromium)`);
  return { build: !values["no-build"] || !existsSync(serverScript), minuteMs, sizes: sizes.toSorted((a, b) => a - b) };
}

// ---- Simulated members --------------------------------------------------------------------------

const simUid = (n) => `sim-${String(n).padStart(5, "0")}`;

/** Directory entries for simulated members `from` to `to` (exclusive), joined over the past year. */
async function listSims(db, from, to) {
  for (let start = from; start < to; start += 400) {
    const batch = db.batch();
    for (let n = start; n < Math.min(to, start + 400); n += 1) {
      const name = `Simulated Member ${n}`;
      batch.set(db.doc(`${collections.members}/${simUid(n)}`), {
        name,
        searchName: name.toLowerCase(),
        photoURL: "",
        joinedAt: Timestamp.fromMillis(Date.now() - (n % 365) * 86_400_000 - n * 1000),
      });
    }
    await batch.commit();
  }
}

/**
 * Keeps `count()` simulated members online: each writes its presence every heartbeatMs, spread evenly
 * over the interval (a batch each second for the ones due). Returns the setter and the stop.
 */
function simulatePresence(db) {
  let online = 0;
  let tick = 0;
  const ticksPerBeat = heartbeatMs / 1000;
  const beat = async () => {
    tick += 1;
    const batch = db.batch();
    let due = 0;
    for (let n = tick % ticksPerBeat; n < online; n += ticksPerBeat) {
      batch.set(db.doc(`${collections.presence}/${simUid(n)}`), {
        lastSeen: FieldValue.serverTimestamp(),
        online: true,
        expiresAt: Timestamp.fromMillis(Date.now() + 2 * heartbeatMs),
      });
      due += 1;
    }
    if (due > 0) await batch.commit().catch(() => undefined);
  };
  const timer = setInterval(() => void beat(), 1000);
  return {
    async setOnline(count) {
      // Newly online members say so at once, as a page that opens does.
      for (let start = online; start < count; start += 400) {
        const batch = db.batch();
        for (let n = start; n < Math.min(count, start + 400); n += 1)
          batch.set(db.doc(`${collections.presence}/${simUid(n)}`), {
            lastSeen: FieldValue.serverTimestamp(),
            online: true,
            expiresAt: Timestamp.fromMillis(Date.now() + 2 * heartbeatMs),
          });
        await batch.commit();
      }
      online = count;
    },
    stop: () => clearInterval(timer),
  };
}

// ---- Real clients -------------------------------------------------------------------------------

async function openClient(browser, origin, member) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const wire = await watchFirestoreWire(context, page);
  await signInToChat(page, origin, member);
  return { member, context, page, wire };
}

/**
 * What a page has cost so far. Reads are the page's own count (lib/firebase/read-meter.ts: the
 * documents each listener's answers added or changed, each one-off read, each aggregation by the
 * thousand), which is what Firestore bills; the wire's count of documents in the Listen answers is
 * kept beside it, being higher on the emulator, which sends a query's unchanged documents again when
 * one of them changes. Writes are counted off the wire.
 */
async function costSoFar(client) {
  const [wire, page] = await Promise.all([client.wire.read(), client.page.evaluate(() => window.northbeamFirestoreReads?.() ?? null)]);
  if (!page) throw new Error("this build has no read meter (window.northbeamFirestoreReads): run without --no-build");
  return { reads: page.byCollection, wireReads: wire.reads, writes: wire.writes };
}

/** What each client cost over `ms`, per minute. */
async function perMinute(clients, ms, during = async () => sleep(ms)) {
  const before = await Promise.all(clients.map(costSoFar));
  const started = Date.now();
  await during();
  const elapsed = Math.max(ms, Date.now() - started);
  const after = await Promise.all(clients.map(costSoFar));
  const scale = 60_000 / elapsed;
  return clients.map((client, index) => {
    const between = (key) => countsBetween(before[index]?.[key] ?? {}, after[index]?.[key] ?? {});
    const [reads, wireReads, writes] = [between("reads"), between("wireReads"), between("writes")];
    return {
      name: client.member.name,
      reads,
      wireReads,
      writes,
      readsPerMinute: totalOf(reads) * scale,
      wireReadsPerMinute: totalOf(wireReads) * scale,
      writesPerMinute: totalOf(writes) * scale,
      elapsed,
    };
  });
}

/** A fresh browser signs `member` in on `path` and is measured once its reads have been still for quietMs. */
async function openAndCount(browser, origin, member, path) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const client = { page, wire: await watchFirestoreWire(context, page) };
    // Signed in on another page first, so what is counted is the open itself.
    await signInToChat(page, origin, member);
    await page.goto(`${origin}/about`);
    await page.goto(`${origin}${path}`);
    let last = -1;
    let stillSince = Date.now();
    const deadline = Date.now() + 60_000;
    while (Date.now() - stillSince < quietMs && Date.now() < deadline) {
      await sleep(250);
      const now = totalOf((await costSoFar(client)).reads);
      if (now !== last) [last, stillSince] = [now, Date.now()];
    }
    return (await costSoFar(client)).reads;
  } finally {
    await context.close();
  }
}

// ---- Mentions -----------------------------------------------------------------------------------

/** Chooses `name` from the send box's suggestions, typed in full after "@", with the keyboard. */
async function chooseMention(page, name) {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.pressSequentially(`@${name}`);
  const option = page.getByRole("listbox").getByRole("option", { name, exact: true });
  await option.waitFor();
  for (let step = 0; (await option.getAttribute("aria-selected")) !== "true"; step += 1) {
    if (step > 8) throw new Error(`${name} could not be made the active suggestion`);
    await box.press("ArrowDown");
  }
  await box.press("Enter");
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

/**
 * The writes of a message naming `count` simulated members through the suggestions (a reply to a
 * simulated member's message when `reply`), as the first real client sends it, by collection: what
 * the browser wrote itself (off its wire), and what the server committed for it as the member (the
 * send box posts through app/api/community/messages): the message, the stats that count it and a
 * mention record for each member told, read back from the store by the message's id and time.
 */
async function namingWrites(db, client, count, reply) {
  const { page } = client;
  const text = `Naming ${count}${reply ? " in a reply" : ""} (${Date.now()})`;
  if (reply) {
    const theirs = page.getByRole("list", { name: "Chat messages" }).getByRole("listitem").filter({ hasText: "Bench message" }).last();
    await theirs.hover();
    await theirs.getByRole("button", { name: /^Reply to / }).click();
  }
  for (let n = 1; n <= count; n += 1) await chooseMention(page, `Simulated Member ${n}`);
  const before = await costSoFar(client);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.pressSequentially(text);
  await box.press("Enter");
  await page.getByRole("list", { name: "Chat messages" }).getByRole("listitem").filter({ hasText: text, hasNotText: "Sending…" }).waitFor();
  await sleep(1_000);
  const writes = countsBetween(before.writes, (await costSoFar(client)).writes);
  const [message] = (await db.collection(collections.chat).where("text", "==", text).limit(1).get()).docs;
  if (!message) throw new Error(`"${text}" is not in the store`);
  const author = message.get("uid");
  const stats = await db.doc(`${collections.stats}/${author}`).get();
  const told = await db.collectionGroup(collections.mentions).where("from", "==", author).where("at", "==", message.get("timestamp")).get();
  const committed = {
    [collections.chat]: 1,
    [collections.stats]: stats.get("lastMessageId") === message.id ? 1 : 0,
    [collections.mentions]: told.docs.filter((record) => record.id === message.id).length,
  };
  for (const [collection, count] of Object.entries(committed)) writes[collection] = (writes[collection] ?? 0) + count;
  // The spacing between one member's messages (2 s past their first day).
  await sleep(2_500);
  return { count: count + (reply ? 1 : 0), reply, writes };
}

/**
 * The sweep's cost per run with the simulated members `sims` having two unread mentions each (each
 * with a verified account), at whatever is listed and online now; then a second run with nothing
 * new. Returns both runs' tallies.
 */
async function sweepCost(db, auth, runSweep, sims) {
  const size = sims.length;
  const message = await db.collection(collections.chat).add({
    text: `Sweep bench: ${size} members named`,
    uid: simUid(0),
    name: "Simulated Member 0",
    photoURL: "",
    timestamp: FieldValue.serverTimestamp(),
    hidden: false,
  });
  const second = await db.collection(collections.chat).add({
    text: `Sweep bench, again: ${size} members named`,
    uid: simUid(0),
    name: "Simulated Member 0",
    photoURL: "",
    timestamp: FieldValue.serverTimestamp(),
    hidden: false,
  });
  for (const n of sims) {
    const uid = simUid(n);
    await auth.createUser({ uid, email: `${uid}@example.com`, emailVerified: true }).catch((error) => {
      if (error?.code !== "auth/uid-already-exists") throw error;
    });
    const batch = db.batch();
    for (const ref of [message, second])
      batch.set(db.doc(`${collections.mentionInbox}/${uid}/${collections.mentions}/${ref.id}`), {
        from: simUid(0),
        fromName: "Simulated Member 0",
        at: FieldValue.serverTimestamp(),
        kind: "mention",
        read: false,
        dueAt: FieldValue.serverTimestamp(),
      });
    await batch.commit();
  }
  const first = await runSweep();
  const again = await runSweep();
  return { size, first, again };
}

// ---- The server ---------------------------------------------------------------------------------

/** 50 first visits a second to one article for 5 s; the busiest document's writes per second. */
async function articleBurst(origin, db) {
  const statuses = {};
  const sends = [];
  const started = Date.now();
  for (let second = 0; second < burst.seconds; second += 1) {
    for (let n = 0; n < burst.perSecond; n += 1) {
      const visitor = `10.${second}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      sends.push(
        fetch(`${origin}/api/articles/${burst.article}/views`, {
          method: "POST",
          headers: { "X-Forwarded-For": `${visitor}`, "Content-Type": "application/json" },
          signal: AbortSignal.timeout(30_000),
        })
          .then((response) => response.status)
          .catch(() => 0)
          .then((status) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
          }),
      );
    }
    await sleep(Math.max(0, started + (second + 1) * 1000 - Date.now()));
  }
  await Promise.all(sends);
  // The writes each counter document took: a shard counts its own; a counter without shards took one
  // write per view.
  const counter = db.doc(`${collections.views}/${burst.article}`);
  const shards = await counter.collection("shards").get();
  const own = Number((await counter.get()).get("count")) || 0;
  const counts = [own, ...shards.docs.map((shard) => Number(shard.get("writes") ?? shard.get("count")) || 0)];
  // Every view counted is in the store once the last write is in (a second after the last view at most).
  await sleep(1_500);
  const counted = own + (await counter.collection("shards").get()).docs.reduce((sum, shard) => sum + (Number(shard.get("count")) || 0), 0);
  return {
    statuses,
    counted,
    busiest: Math.max(...counts),
    documents: counts.filter((count) => count > 0).length,
    perSecond: Math.max(...counts) / burst.seconds,
  };
}

// ---- Report -------------------------------------------------------------------------------------

const fixed = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const top = (counts, scale = 1) =>
  Object.entries(counts)
    .toSorted(([, a], [, b]) => b - a)
    .map(([collection, n]) => `${collection} ${fixed(n * scale)}`)
    .join(", ") || "none";

/** The sweep's runs at each of sweepSizes, in this process, mailing a local sink. */
async function sweepRuns(db, app, online) {
  const directory = mkdtempSync(join(tmpdir(), "bench-scale-mail-"));
  const sink = await startMailSink({ directory, password: "bench" });
  Object.assign(process.env, sink.env, { SMTP_FROM: "community@bench.example", SMTP_TO: "team@bench.example" });
  try {
    const { runMentionSweep } = await loadMentionSweep();
    const auth = getAuth(app);
    const runSweep = () =>
      runMentionSweep(db, auth, {
        holder: "bench",
        origin: "https://bench.example",
        secret: "bench-".repeat(8),
        timings: { awayMs: 15 * 60_000, spacingMs: 60 * 60_000 },
        // One author names every member here: the cap on what one author's mentions e-mail an hour
        // would close most of them unmailed, and the run is to measure the mailing.
        perAuthorHour: 1_000,
      });
    // What the messages naming members above left due is settled first: the runs measured start from nothing due.
    await runSweep();
    const runs = [];
    // Half of each group online (simulated members below `simulatedOnline`), half away (never seen).
    const simulatedOnline = online;
    let [here, away] = [simulatedOnline - 1, simulatedOnline];
    for (const size of sweepSizes) {
      const sims = [];
      for (let n = 0; n < size; n += 1) sims.push(n % 2 === 0 ? here-- : away++);
      runs.push(await sweepCost(db, auth, runSweep, sims));
    }
    return runs;
  } finally {
    await sink.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

async function measure(origin, stack, settings) {
  const app = initializeApp({ projectId: stack.projectId }, `bench-scale-${Date.now()}`);
  const db = getFirestore(app);
  const sims = simulatePresence(db);
  onExit(sims.stop);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  onExit(() => void browser.close().catch(() => undefined));
  const settled = members.filter((member) => member.joinedDaysAgo >= 2);
  const [first, second, third, opener] = settled;
  if (!first || !second || !third || !opener) throw new Error("the seed data has fewer than four members past their first day");
  try {
    console.log("▶ three members open the Community tab");
    const clients = [];
    for (const member of [first, second, third]) clients.push(await openClient(browser, origin, member));
    const rooms = [];
    let listed = 0;
    for (const size of settings.sizes) {
      const simulated = size - clients.length;
      if (simulated > listed) {
        await listSims(db, listed, simulated);
        listed = simulated;
      }
      await sims.setOnline(simulated);
      console.log(`▶ ${size} online (${simulated} simulated): settling, then a quiet minute`);
      await sleep(Math.min(15_000, settings.minuteMs / 2));
      const costs = await perMinute(clients, settings.minuteMs);
      rooms.push({ size, costs });
      for (const cost of costs)
        console.log(
          `  ${cost.name}: ${fixed(cost.readsPerMinute)} reads/min (${top(cost.reads, 60_000 / cost.elapsed)}; on the wire ${fixed(cost.wireReadsPerMinute)}), ${fixed(cost.writesPerMinute)} writes/min (${top(cost.writes, 60_000 / cost.elapsed)})`,
        );
    }

    const busySize = settings.sizes[Math.floor(settings.sizes.length / 2)] ?? settings.sizes[0];
    await sims.setOnline(busySize - clients.length);
    console.log(`▶ 60 messages in a minute at ${busySize} online`);
    const messages = 60;
    const spacing = settings.minuteMs / messages;
    const post = (n) => {
      const author = n % Math.max(1, busySize - clients.length);
      return db.collection(collections.chat).add({
        text: `Bench message ${n + 1}: a note about release planning.`,
        uid: simUid(author),
        name: `Simulated Member ${author}`,
        photoURL: "",
        timestamp: FieldValue.serverTimestamp(),
        hidden: false,
      });
    };
    // The room is busy before the minute is measured: what is counted is the steady pace, not the
    // first mark of a reader arriving in a quiet room.
    for (let n = 0; n < 3; n += 1) {
      await post(messages + n);
      await sleep(spacing);
    }
    await sleep(2_000);
    const busy = await perMinute(clients, settings.minuteMs, async () => {
      const started = Date.now();
      for (let n = 0; n < messages; n += 1) {
        await post(n);
        await sleep(Math.max(0, started + (n + 1) * spacing - Date.now()));
      }
      // The last message reaches the pages.
      await sleep(1_000);
    });
    // `reads` are the minute's counts as they came (not per minute): the chat's reads over the messages sent.
    const chatReads = busy.map((cost) => (cost.reads.community_chat ?? 0) / messages);
    const readsPerMessage = busy.map((cost) => (cost.readsPerMinute * cost.elapsed) / 60_000 / messages);
    const markWrites = busy.map((cost) => ((cost.writes.chat_reads ?? 0) * 60_000) / cost.elapsed);
    for (const [index, cost] of busy.entries())
      console.log(
        `  ${cost.name}: ${fixed(readsPerMessage[index] ?? 0)} reads per message (${fixed(chatReads[index] ?? 0)} of them messages), ${fixed(markWrites[index] ?? 0)} read-mark writes/min; ${top(cost.writes, 60_000 / cost.elapsed)}`,
      );
    console.log("▶ messages naming members through the suggestions: the writes each costs");
    const named = [];
    for (const count of namings) named.push(await namingWrites(db, clients[0], count, false));
    named.push(await namingWrites(db, clients[0], namings.at(-1) ?? 1, true));
    for (const { count, reply, writes } of named)
      console.log(`  ${count} told${reply ? ` (${count - 1} named and the author answered)` : ""}: ${totalOf(writes)} writes (${top(writes)})`);
    for (const client of clients) await client.context.close();

    await sims.setOnline(0);
    sims.stop();
    console.log(`▶ opening the dashboard and the Community tab with ${directorySize.toLocaleString("en-GB")} members`);
    if (listed < directorySize) await listSims(db, listed, directorySize);
    const opens = {
      dashboard: await openAndCount(browser, origin, opener, "/dashboard"),
      community: await openAndCount(browser, origin, opener, chatPath),
    };
    for (const [name, reads] of Object.entries(opens)) console.log(`  ${name}: ${totalOf(reads)} reads (${top(reads)})`);

    console.log(`▶ ${burst.perSecond} first visits a second to one article for ${burst.seconds} s`);
    const article = await articleBurst(origin, db);
    console.log(
      `  answers ${JSON.stringify(article.statuses)}; ${article.counted} views stored; busiest document ${article.busiest} writes (${fixed(article.perSecond)}/s) over ${article.documents} document(s)`,
    );
    const largest = settings.sizes.at(-1) ?? 0;
    console.log(`▶ the mention e-mail sweep at ${largest} online and ${directorySize.toLocaleString("en-GB")} members listed`);
    await sims.setOnline(largest);
    const sweeps = await sweepRuns(db, app, largest);
    for (const { size, first, again } of sweeps)
      console.log(
        `  ${size} members with unread mentions: ${first.reads} reads, ${first.writes} writes, ${first.sent} sent, ${first.deferred.here} mentions deferred (online), ${first.authLookups} account lookups; the next run ${again.reads} reads, ${again.writes} writes`,
      );
    await sims.setOnline(0);
    return { rooms, busySize, busy, readsPerMessage, chatReads, markWrites, opens, article, named, sweeps, sweepOnline: largest };
  } finally {
    sims.stop();
    await browser.close();
    await deleteApp(app);
  }
}

function report(result, settings) {
  const date = new Date().toISOString().slice(0, 10);
  const medianOf = (values) => median(values) ?? 0;
  const roomRows = result.rooms.map(({ size, costs }) => {
    const reads = medianOf(costs.map((cost) => cost.readsPerMinute));
    const writes = medianOf(costs.map((cost) => cost.writesPerMinute));
    const first = costs[0];
    const scale = first ? 60_000 / first.elapsed : 1;
    const wire = medianOf(costs.map((cost) => cost.wireReadsPerMinute));
    return `| ${size} | ${fixed(reads)} | ${fixed(wire)} | ${fixed(writes)} | ${first ? top(first.reads, scale) : ""} | ${first ? top(first.writes, scale) : ""} |`;
  });
  const quiet = result.rooms.map((room) => medianOf(room.costs.map((cost) => cost.readsPerMinute)));
  const flat = quiet.every((reads) => reads <= (quiet[0] ?? 0) * 1.25 + 1);
  const perMessage = medianOf(result.readsPerMessage);
  const chatPerMessage = medianOf(result.chatReads);
  const marks = medianOf(result.markWrites);
  // The directory's own reads on the Community tab: its page of entries, the staff list and who is online
  // (the rest is the chat's, which bench:chat measures).
  const community = result.opens.community;
  const directoryOpen = (community.community_members ?? 0) + (community.member_roles ?? 0) + (community.presence_summary ?? 0);
  const checks = [
    [
      `quiet room: at most ${targets.quietReadsPerMinute} reads a minute per client at every size (${quiet.map(fixed).join(", ")})`,
      quiet.every((reads) => reads <= targets.quietReadsPerMinute),
    ],
    [`quiet room: reads flat across sizes (${quiet.map(fixed).join(" → ")})`, flat],
    [
      `60 messages a minute: at most ${targets.readsPerMessage} read of the chat per message per client (${fixed(chatPerMessage)}; ${fixed(perMessage)} with the quiet room's own reads)`,
      chatPerMessage <= targets.readsPerMessage,
    ],
    [
      `60 messages a minute: at most ${targets.markWritesPerMinute} read-mark writes a minute per reader (${fixed(marks)})`,
      marks <= targets.markWritesPerMinute,
    ],
    [
      `opening the directory with ${directorySize.toLocaleString("en-GB")} members: at most ${targets.directoryOpenReads} reads (${directoryOpen}: its entries, the staff list and who is online)`,
      directoryOpen <= targets.directoryOpenReads,
    ],
    [
      `article burst: no document written more than ${targets.writesPerDocumentPerSecond} a second (${fixed(result.article.perSecond)})`,
      result.article.perSecond <= targets.writesPerDocumentPerSecond,
    ],
    ...result.named.map(({ count, reply, writes }) => {
      // The mention records; the rest is the message, its stats and what the page writes anyway.
      const extra = writes[collections.mentions] ?? 0;
      return [`a message telling ${count} member(s)${reply ? " (a reply)" : ""}: at most ${count} + 1 writes beyond its own (${extra})`, extra <= count + 1];
    }),
    ...result.sweeps.map(({ size, first }) => [
      `the mention sweep with ${size} members with unread mentions, ${directorySize.toLocaleString("en-GB")} listed: at most 3 + ${sweepReadsPerRecipient} reads per such member (${first.reads})`,
      first.reads <= 3 + sweepReadsPerRecipient * size,
    ]),
  ];
  return {
    missed: checks.filter(([, ok]) => !ok).length,
    markdown: [
      `## Scale benchmark (${date}, production build on the local emulators, ${settings.minuteMs / 1000} s windows)`,
      "",
      "Per real client (median of three browsers on the Community tab), per minute: documents read as Firestore bills them (the page's own count) and as the emulator sent them (on the wire: it repeats a query's unchanged documents), and documents written. The reads the security rules make on each write are in docs/scale.md.",
      "",
      "| Online | reads/min | on the wire | writes/min | reads by collection (first client) | writes by collection |",
      "|---:|---:|---:|---:|---|---|",
      ...roomRows,
      "",
      `With 60 messages in a minute at ${result.busySize} online: ${fixed(perMessage)} reads per message per client (${fixed(medianOf(result.chatReads))} of them the messages), ${fixed(marks)} read-mark writes a minute per reader.`,
      "",
      `Opening (a fresh browser, signed in, until its reads are still for ${quietMs / 1000} s), ${directorySize.toLocaleString("en-GB")} members listed:`,
      "",
      "| Page | reads | by collection |",
      "|---|---:|---|",
      ...Object.entries(result.opens).map(([name, reads]) => `| ${name} | ${totalOf(reads)} | ${top(reads)} |`),
      "",
      `Article burst: ${burst.perSecond} first visits a second for ${burst.seconds} s, answered ${JSON.stringify(result.article.statuses)}, ${result.article.counted} views stored; the busiest document took ${result.article.busiest} writes (${fixed(result.article.perSecond)} a second), over ${result.article.documents} counter document(s).`,
      "",
      "Messages naming members, sent through the suggestions by a real client (writes off the wire):",
      "",
      "| members told | writes | by collection |",
      "|---:|---:|---|",
      ...result.named.map(
        ({ count, reply, writes }) =>
          `| ${count}${reply ? ` (${count - 1} named, and the author of the message answered)` : ""} | ${totalOf(writes)} | ${top(writes)} |`,
      ),
      "",
      `The mention e-mail sweep, one run, at ${result.sweepOnline} online and ${directorySize.toLocaleString("en-GB")} members listed (each member told twice; about half of them online, whose mentions wait):`,
      "",
      "| members with unread mentions | reads | writes | account lookups | e-mails | mentions deferred | next run: reads, writes |",
      "|---:|---:|---:|---:|---:|---:|---|",
      ...result.sweeps.map(
        ({ size, first, again }) =>
          `| ${size} | ${first.reads} | ${first.writes} | ${first.authLookups} | ${first.sent} | ${first.deferred.here + first.deferred.spacing} | ${again.reads}, ${again.writes} |`,
      ),
      "",
      ...checks.map(([name, ok]) => `${ok ? "✓" : "✗"} ${name}`),
    ].join("\n"),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let missed = 0;
  await runBench("bench-scale", async () => {
    const settings = options();
    buildForBench(settings.build);
    const result = await onSeededStack((origin, stack) => measure(origin, stack, settings));
    const { markdown, missed: count } = report(result, settings);
    missed = count;
    return markdown;
  });
  if (missed > 0 && !process.exitCode) {
    console.error(`✗ ${missed} target(s) missed`);
    process.exitCode = 1;
  }
}
