// `npm run bench:members [-- --no-build] [-- --rounds N]`: how soon a signed-in member on a phone sees
// the community chat, on the production build and a throwaway seeded emulator stack. /community-chat
// and the dashboard's Community tab (/dashboard?tab=community), beside /floor, the empty page that is
// what the framework alone costs (loaded signed out: it has no chat).
//  - Conditions: bench-visitors' throttled profile, taken from it: 150 ms latency, 1.6 Mb/s down,
//    750 kb/s up, CPU 4× slower, a 412 × 823 phone that reports a capable device (8 cores, 8 GB).
//  - Signed in: the seeded demo member signs in through the form once a round (a fresh ID token each
//    round); the measured contexts start from that session alone (Firebase Auth's IndexedDB database,
//    as e2e/signed-in.setup.ts keeps it).
//  - The session: Firebase Auth's IndexedDB database and the server session's cookie (`__session`), as
//    a browser keeps both between visits.
//  - Cache: "cold" is a fresh browser context per load (the session, an empty HTTP cache); "warm" loads
//    the same page in that context first, so the measured load is the member's second visit; "old" is
//    cold with a session older than an hour: the stored ID token has expired (Auth must refresh it
//    before Firestore may answer), the cookie is still valid.
//  - Per load, in the page from navigation start: the first chat message shown (the frame that first
//    paints an item of the message list), the send box usable (hydrated and connected: the Message
//    textbox of the live chat's form, `data-connected`, there and enabled),
//    hydrated and LCP (as bench-visitors takes them); off the wire: JS and all bytes transferred, and
//    each request's start and end for the waterfall of the median /community-chat cold load.
//  - A reply from the first paint (the chat's pages): a message typed into the send box as soon as the
//    page lets it be typed in (the box there and enabled, hydrated or not) and sent with Enter; "sent"
//    is the server's timestamp of that message in Firestore, from navigation start (the emulator and
//    the browser share this machine's clock).
// Rounds take the pages in turn, starting one page later each round, so a slow stretch of a shared
// machine falls on all alike. Targets are reported, not enforced. Prints markdown, also written to
// .next/bench-members.md.
import { parseArgs } from "node:util";
import { chatPath, messageItems, onSeededStack, signInToChat } from "./bench-chat.mjs";
import { checkRoutes, launchBrowser, loadUntilIdle, openPage, profiles, retried, rotate } from "./bench-visitors.mjs";
import { demoMember } from "./emulators/seed-data.mjs";
import { sleep } from "./emulators/process.mjs";
import { buildForBench, median, runBench } from "./production.mjs";
import { trackNetwork } from "./visitor-metrics.mjs";
import { cell, kilobytes, mark, seconds, signedSeconds, summarize, tableLines } from "./visitor-report.mjs";

const chatPage = "/community-chat";
const dashboardTab = chatPath;
const floorRoute = "/floor";
const pages = [chatPage, dashboardTab, floorRoute];
const caches = ["cold", "warm", "old"];
/** The pages each case loads: /floor is loaded signed out, so a session's age means nothing there. */
const casePages = (cache) => (cache === "old" ? [chatPage, dashboardTab] : pages);
const profile = profiles.throttled;
const sendBox = "form[data-connected] textarea#chat-message";
const KB = 1024;
const targets = {
  overFloorLcpS: 0.4,
  firstMessageWarmS: 1.0,
  dashboardOverChatS: 0.3,
  oldOverColdS: 0.4,
  jsOverFloorKB: 150,
  sentOverFloorColdS: 0.5,
  sentOverFloorWarmS: 0.3,
};
const sessionCookie = "__session";

function options() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      rounds: { type: "string", default: "5" },
    },
  });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive whole number, not "${values.rounds}"`);
  return { build: !values["no-build"], rounds };
}

/**
 * The init script beside bench-visitors' collector: performance.now() in the frame that first paints a
 * message of the chat's list (a requestAnimationFrame callback once an item is in the document and
 * rendered), and when the send box is first there and enabled. Self-contained: Playwright runs its
 * source in every page.
 */
function membersCollector({ message, box }) {
  const state = { firstMessage: null, sendBox: null };
  let messageSeen = false;
  const check = () => {
    if (!messageSeen && document.querySelector(message)?.checkVisibility()) {
      messageSeen = true;
      requestAnimationFrame(() => (state.firstMessage = performance.now()));
    }
    const textbox = state.sendBox === null ? document.querySelector(box) : null;
    if (textbox?.matches(":enabled") && !textbox.readOnly && textbox.checkVisibility()) state.sendBox = performance.now();
    if (messageSeen && state.sendBox !== null) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class", "style", "hidden", "disabled", "readonly"] });
  window.__membersBench = {
    ready: () => state.firstMessage !== null && state.sendBox !== null,
    collect: () => ({ ...state, timeOrigin: performance.timeOrigin }),
  };
}

/**
 * The demo member signed in through the form (unthrottled, a context of its own), as a storage state
 * that holds what a browser keeps of the session: Firebase Auth's IndexedDB database (nothing else the
 * page stored) and the server session's cookie, once the page has opened it.
 */
async function signedInState(browser, origin) {
  const context = await browser.newContext();
  try {
    await signInToChat(await context.newPage(), origin, demoMember);
    const startedAt = Date.now();
    while (!(await context.cookies()).some((cookie) => cookie.name === sessionCookie)) {
      if (Date.now() - startedAt > 30_000) throw new Error(`signing in set no ${sessionCookie} cookie within 30 s`);
      await sleep(100);
    }
    const state = await context.storageState({ indexedDB: true });
    const origins = state.origins.map((entry) => ({
      ...entry,
      localStorage: [],
      indexedDB: entry.indexedDB?.filter((database) => database.name === "firebaseLocalStorageDb"),
    }));
    if (origins.flatMap((entry) => entry.indexedDB ?? []).length !== 1) throw new Error("signing in left no Firebase Auth session in IndexedDB");
    return { cookies: state.cookies.filter((cookie) => cookie.name === sessionCookie), origins };
  } finally {
    await context.close();
  }
}

/**
 * `value` with every stored ID token's expiry (`stsTokenManager.expirationTime`) set to `at`: in a
 * record kept as plain JSON, or as Playwright encodes one that is not (`{ o: [{ k, v }] }` objects).
 */
function withTokenExpiry(value, at) {
  if (Array.isArray(value)) return value.map((item) => withTokenExpiry(item, at));
  if (value === null || typeof value !== "object") return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTokenExpiry(item, at)]));
  if (copy.stsTokenManager && typeof copy.stsTokenManager === "object") copy.stsTokenManager = { ...copy.stsTokenManager, expirationTime: at };
  if (copy.k === "expirationTime" && typeof copy.v === "number") copy.v = at;
  return copy;
}

/** The same session an hour and more later: the ID token it holds has expired, the cookie has not. */
function agedState(state) {
  const aged = withTokenExpiry(state.origins, Date.now() - 60_000);
  if (JSON.stringify(aged) === JSON.stringify(state.origins)) throw new Error("the stored session holds no ID token expiry to age");
  return { ...state, origins: aged };
}

/**
 * Waits until the chat's message and send box are in, or `profile.capMs` after `startedAt`. A page that
 * shows the sign-in form then fails the load: the session did not come back.
 */
async function waitForChat(page, startedAt) {
  while (Date.now() - startedAt < profile.capMs) {
    if (await page.evaluate(() => window.__membersBench.ready())) return;
    await sleep(100);
  }
  if (await page.getByRole("region", { name: "Sign in" }).isVisible())
    throw new Error(`${new URL(page.url()).pathname} asks to sign in: the saved session did not come back`);
}

/**
 * The load's requests, in milliseconds from navigation start: the DevTools clock is set against the
 * page's by the document request, whose wall time and monotonic time were both taken when it was sent.
 */
function timeline(requests, timeOrigin) {
  const document = requests.find((request) => request.type === "Document");
  if (!document) return [];
  const navigationStart = timeOrigin / 1000 - (document.wallTime - document.sentAt);
  const at = (time) => (time === null ? null : (time - navigationStart) * 1000);
  return requests.filter((request) => !request.url.startsWith("data:")).map((request) => ({ ...request, start: at(request.sentAt), end: at(request.endedAt) }));
}

const sum = (requests) => requests.reduce((total, request) => total + request.bytes, 0);

/**
 * The chat's send box, as soon as the page lets it be typed in: a message typed and sent with Enter.
 * Resolves with its text, or null when the box never came.
 */
async function replyAtOnce(page, label) {
  const text = `Bench reply ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const box = page.locator("textarea#chat-message");
  try {
    await box.waitFor({ state: "visible", timeout: profile.capMs });
    await box.fill(text, { timeout: profile.capMs });
    await box.press("Enter", { timeout: profile.capMs });
    return text;
  } catch {
    return null;
  }
}

/** The server's time (ms) of the chat message with `text`, read past the rules from the emulator; null when it is not there within `waitMs`. */
async function acceptedAt(stack, text, waitMs = 10_000) {
  const url = `http://${stack.firestore.host}/v1/projects/${stack.projectId}/databases/(default)/documents:runQuery`;
  const query = {
    structuredQuery: {
      from: [{ collectionId: "community_chat" }],
      where: { fieldFilter: { field: { fieldPath: "text" }, op: "EQUAL", value: { stringValue: text } } },
      limit: 1,
    },
  };
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const response = await fetch(url, {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify(query),
    });
    const [first] = await response.json();
    const stamp = first?.document?.fields?.timestamp?.timestampValue;
    if (stamp) return Date.parse(stamp);
    await sleep(100);
  }
  return null;
}

/** One measured load of `path`; with `warm`, after a first visit of it in the same context. */
async function visit(browserInfo, origin, path, warm, storageState, stack) {
  const { context, page, cdp } = await openPage(browserInfo, profile, storageState ? { storageState } : {});
  try {
    await page.addInitScript(membersCollector, { message: messageItems, box: sendBox });
    const network = trackNetwork(cdp);
    if (warm) await loadUntilIdle(page, network, `${origin}${path}`, profile);
    network.reset();
    const startedAt = Date.now();
    const reply = path === floorRoute ? null : replyAtOnce(page, path);
    const idle = await loadUntilIdle(page, network, `${origin}${path}`, profile);
    if (path !== floorRoute) await waitForChat(page, startedAt);
    const metrics = await page.evaluate(() => ({ ...window.__visitorBench.collect(), ...window.__membersBench.collect() }));
    const replied = reply ? await reply : null;
    const accepted = replied ? await acceptedAt(stack, replied) : null;
    metrics.sent = accepted === null ? null : accepted - metrics.timeOrigin;
    // When the page posted it, and when the server's answer was in (both from navigation start).
    const post = await page.evaluate(() => performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/api/community/messages")) ?? null);
    metrics.posted = post ? post.startTime : null;
    metrics.answered = post ? post.responseEnd : null;
    const requests = timeline(network.requests(), metrics.timeOrigin);
    const js = requests.filter((request) => request.type === "Script");
    const byFirstMessage = metrics.firstMessage === null ? null : sum(js.filter((request) => request.end !== null && request.end <= metrics.firstMessage));
    return { ...metrics, idle, requests, jsBytes: sum(js), jsByFirstMessage: byFirstMessage, bytes: sum(requests) };
  } finally {
    await context.close();
  }
}

const s = (ms) => (ms === null ? "—" : seconds(ms));

async function bench(settings, origin, stack) {
  await checkRoutes(origin, pages);
  const browserInfo = await launchBrowser();
  const results = Object.fromEntries(caches.map((cache) => [cache, Object.fromEntries(casePages(cache).map((path) => [path, []]))]));
  console.log(
    `▶ ${settings.rounds} round(s) of ${pages.join(" ")} on ${origin}, throttled, cold and warm, signed in as ${demoMember.email} (${floorRoute} signed out)`,
  );
  for (let round = 0; round < settings.rounds; round++) {
    const started = Date.now();
    const session = await signedInState(browserInfo.browser, origin);
    for (const cache of caches) {
      const storageState = cache === "old" ? agedState(session) : session;
      for (const path of rotate(casePages(cache), round)) {
        const load = await retried(`${cache} ${path}`, () =>
          visit(browserInfo, origin, path, cache === "warm", path === floorRoute ? null : storageState, stack),
        );
        results[cache][path].push(load);
      }
      const latest = (path) => results[cache][path].at(-1);
      const floor = cache === "old" ? "" : ` · ${floorRoute} LCP ${s(latest(floorRoute).lcp)}`;
      console.log(
        `  round ${round + 1} ${cache}: ${[chatPage, dashboardTab].map((path) => `${path} first message ${s(latest(path).firstMessage)}`).join(" · ")}${floor}`,
      );
    }
    console.log(`  round ${round + 1}/${settings.rounds} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const device = results.cold[chatPage][0].device;
  return report({ rounds: settings.rounds, chromium: browserInfo.browser.version(), results, device, origin });
}

// ---- Report -------------------------------------------------------------------------------------

function pageSummary(loads) {
  const of = (name) => summarize(loads.map((load) => load[name]));
  return {
    firstMessage: of("firstMessage"),
    sendBox: of("sendBox"),
    sent: of("sent"),
    posted: of("posted"),
    answered: of("answered"),
    hydrated: of("hydrated"),
    lcp: of("lcp"),
    jsBytes: of("jsBytes"),
    jsByFirstMessage: of("jsByFirstMessage"),
    bytes: of("bytes"),
  };
}

function loadsTable(byPage) {
  const rows = Object.entries(byPage).map(([path, loads]) => {
    const row = pageSummary(loads);
    const idle = loads.filter((load) => load.idle).length;
    return [
      `\`${path}\``,
      cell(row.firstMessage, seconds),
      cell(row.sendBox, seconds),
      cell(row.posted, seconds),
      cell(row.answered, seconds),
      cell(row.sent, seconds),
      cell(row.hydrated, seconds),
      cell(row.lcp, seconds),
      cell(row.jsByFirstMessage, kilobytes),
      cell(row.jsBytes, kilobytes),
      cell(row.bytes, kilobytes),
      `${idle} of ${loads.length}`,
    ];
  });
  return tableLines(
    [
      "Page",
      "first message (s)",
      "send box usable (s)",
      "reply posted (s)",
      "reply answered (s)",
      "reply in Firestore (s)",
      "hydrated (s)",
      "LCP (s)",
      "JS by first message (KB)",
      "JS (KB)",
      "transferred (KB)",
      "idle before cap",
    ],
    rows,
  );
}

/**
 * The server's own URLs as path and query, query values cut short (what tells one RSC prefetch from
 * another); any other as host and path (the emulators' queries are session bookkeeping). At most 90
 * characters.
 */
function shortUrl(url, origin) {
  const parsed = new URL(url);
  const query = [...parsed.searchParams].map(([name, value]) => `${name}=${value.length > 12 ? `${value.slice(0, 8)}…` : value}`).join("&");
  const text = parsed.origin === origin ? `${parsed.pathname}${query ? `?${query}` : ""}` : `${parsed.host}${parsed.pathname}`;
  return text.length > 90 ? `${text.slice(0, 89)}…` : text;
}

/** The requests of the median /community-chat cold load (by first message) sent before its first message. */
function waterfall(loads, origin) {
  const present = loads.filter((load) => load.firstMessage !== null);
  if (present.length === 0) return ["(no /community-chat cold load showed a message: no waterfall)"];
  const middle = median(present.map((load) => load.firstMessage));
  const load = present.find((entry) => entry.firstMessage === middle);
  const round = loads.indexOf(load) + 1;
  const requests = load.requests.filter((request) => request.start !== null && request.start <= load.firstMessage).toSorted((a, b) => a.start - b.start);
  const end = (request) => (request.end === null ? "open" : `${seconds(request.end)}${request.end > load.firstMessage ? " (after)" : ""}`);
  const rows = requests.map((request, index) => [
    index + 1,
    `${request.method} \`${shortUrl(request.url, origin)}\``,
    request.type,
    seconds(request.start),
    end(request),
    kilobytes(request.bytes),
  ]);
  return [
    `Round ${round}: first message at ${seconds(load.firstMessage)} s, send box usable at ${s(load.sendBox)} s, hydrated at ${s(load.hydrated)} s, LCP ${s(load.lcp)} s. Every request sent before the first message, in seconds from navigation start; "(after)": it ended after the first message, "open": not by the end of the load.`,
    "",
    ...tableLines(["#", "request", "type", "start (s)", "end (s)", "KB"], rows),
  ];
}

function targetLines(results) {
  const summaries = (cache) => Object.fromEntries(casePages(cache).map((path) => [path, pageSummary(results[cache][path])]));
  const [cold, warm, old] = caches.map(summaries);
  const value = (summary) => (summary.missing > 0 ? null : summary.median);
  const check = (measured, limit, text) => `- ${mark(measured !== null && limit !== null && measured <= limit)} ${text}`;
  const gapOf = (a, b) => (a === null || b === null ? null : a - b);
  const signed = (gap) => (gap === null ? "—" : signedSeconds(gap));
  const coldChat = value(cold[chatPage].firstMessage);
  const floorLcp = value(cold[floorRoute].lcp);
  const overFloor = gapOf(coldChat, floorLcp);
  const warmChat = value(warm[chatPage].firstMessage);
  const lines = [
    check(
      overFloor,
      targets.overFloorLcpS * 1000,
      `first message on \`${chatPage}\`, cold: ${s(coldChat)} s, against ${floorRoute}'s LCP (${s(floorLcp)} s): ${signed(overFloor)} s (≤ +${targets.overFloorLcpS} s)`,
    ),
    check(warmChat, targets.firstMessageWarmS * 1000, `first message on \`${chatPage}\`, warm: ${s(warmChat)} s (≤ ${targets.firstMessageWarmS.toFixed(1)} s)`),
  ];
  const tabGap = gapOf(value(cold[dashboardTab].firstMessage), coldChat);
  lines.push(
    check(
      tabGap,
      targets.dashboardOverChatS * 1000,
      `first message on \`${dashboardTab}\` against \`${chatPage}\`, cold: ${signed(tabGap)} s (≤ +${targets.dashboardOverChatS} s)`,
    ),
  );
  for (const path of [chatPage, dashboardTab]) {
    const gap = gapOf(value(old[path].firstMessage), value(cold[path].firstMessage));
    lines.push(
      check(
        gap,
        targets.oldOverColdS * 1000,
        `first message on \`${path}\` with a session older than an hour against cold: ${s(value(old[path].firstMessage))} s, ${signed(gap)} s (≤ +${targets.oldOverColdS} s)`,
      ),
    );
  }
  for (const [cache, byPage] of [
    ["cold", cold],
    ["warm", warm],
    ["old", old],
  ]) {
    lines.push(
      `- send box usable (hydrated and connected), ${cache}: ${[chatPage, dashboardTab].map((path) => `\`${path}\` ${s(value(byPage[path].sendBox))} s`).join(", ")}`,
    );
  }
  for (const [cache, byPage, limit] of [
    ["cold", cold, targets.sentOverFloorColdS],
    ["warm", warm, targets.sentOverFloorWarmS],
  ]) {
    const floor = value(byPage[floorRoute].lcp);
    for (const path of [chatPage, dashboardTab]) {
      const sent = value(byPage[path].sent);
      const gap = gapOf(sent, floor);
      lines.push(
        check(
          gap,
          limit * 1000,
          `a reply typed as soon as the box allows and sent with Enter, in Firestore, ${cache}, on \`${path}\`: ${s(sent)} s, against ${floorRoute}'s LCP (${s(floor)} s): ${signed(gap)} s (≤ +${limit} s)`,
        ),
      );
    }
  }
  for (const path of [chatPage, dashboardTab]) {
    const [js, floorJs] = [value(cold[path].jsBytes), value(cold[floorRoute].jsBytes)];
    const gap = js === null || floorJs === null ? null : js - floorJs;
    lines.push(
      check(
        gap,
        targets.jsOverFloorKB * KB,
        `JS transferred on \`${path}\`, cold, against ${floorRoute} (${floorJs === null ? "—" : kilobytes(floorJs)} KB): ${gap === null ? "—" : `${gap >= 0 ? "+" : ""}${kilobytes(gap)}`} KB (≤ +${targets.jsOverFloorKB} KB)`,
      ),
    );
  }
  return lines;
}

function report({ rounds, chromium, results, device, origin }) {
  const { latency, downloadThroughput, uploadThroughput } = profile.network;
  const conditions = `${latency} ms latency, ${(downloadThroughput * 8) / 1e6} Mb/s down, ${(uploadThroughput * 8) / 1e3} kb/s up, CPU ${profile.cpuSlowdown}× slower`;
  return [
    `## Members' benchmark (${new Date().toISOString().slice(0, 10)}, Chromium ${chromium}, ${rounds} round(s); median [min–max])`,
    "",
    `Production build on throwaway seeded emulators. Throttled as bench:visitors: ${conditions}, its phone. The site saw: ${device.cores} cores, ${device.memoryGB} GB, connection ${device.effectiveType} ${device.downlink} Mb/s; ${device.profile}. Signed in as ${demoMember.name} (${demoMember.email}); ${floorRoute} signed out.`,
    "",
    "Times from navigation start, taken in the page: first message, the frame that first paints an item of the chat's message list; send box usable, the live chat's Message textbox (hydrated and connected) there and enabled; hydrated, when <html> gets `data-hydrated`. Bytes came over the network (headers included, nothing from the browser's cache) for the requests sent until the page was idle (hydrated, then 1 s with no request awaiting its answer and no bytes arriving) or the 20 s cap: JS, the scripts as served (gzip); JS by first message, the scripts that had arrived when it was shown; transferred, every request, a stream still open with what had come of it.",
    "",
    "### Cold cache (a fresh context: the session, an empty HTTP cache)",
    "",
    ...loadsTable(results.cold),
    "",
    "### Warm cache (the same page visited once before in the same context)",
    "",
    ...loadsTable(results.warm),
    "",
    "### A session older than an hour (cold, the stored ID token expired, the cookie valid)",
    "",
    ...loadsTable(results.old),
    "",
    `### Requests until the first message: \`${chatPage}\`, cold, median round`,
    "",
    ...waterfall(results.cold[chatPage], origin),
    "",
    "### Targets (reported, not enforced)",
    "",
    ...targetLines(results),
  ].join("\n");
}

await runBench("bench-members", async () => {
  const settings = options();
  buildForBench(settings.build);
  return onSeededStack((origin, stack) => bench(settings, origin, stack));
});
