// `npm run bench:visitors [-- --no-build] [-- --rounds N] [-- --routes /a,/b] [-- --profiles throttled,unthrottled]`:
// what a visitor on a phone gets, measured in a real Chromium (no Lighthouse) against the production
// build, each route beside /floor, the empty page that is what the framework alone costs.
//  - Profiles: "throttled" (150 ms latency, 1.6 Mb/s down, 750 kb/s up, CPU 4× slower) and
//    "unthrottled"; both a 412 × 823 phone (2.625 px per CSS px, touch, Chrome on Android).
//  - Cache: "cold" is a fresh browser context per load; "warm" loads /about in that context first, so the
//    measured route is the second page of a visit (shared chunks, CSS and fonts cached).
//  - Per load: FCP, LCP, CLS, when the page hydrated, bytes transferred, and whether the brand font was
//    in use at LCP. Separately (throttled, cold): the menu button tapped at FCP, and when the menu opens.
// Rounds take every route in turn, starting one route later each round, so a slow stretch of a shared
// machine falls on all routes alike. Prints markdown, also written to .next/bench-visitors.md.
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromeFlags } from "./chrome-flags.mjs";
import { buildForBench, onExit, runBench, startProduction } from "./production.mjs";
import { applyConditions, brandFontAtLcp, trackNetwork, visitorCollector, waitUntilIdle } from "./visitor-metrics.mjs";
import { report } from "./visitor-report.mjs";

const chromePath = "/usr/bin/chromium";
const floorRoute = "/floor";
const warmupRoute = "/about";
const menuWaitMs = 10_000;
/** The site's web font families (app/fonts.ts), as Chromium names the fonts it set text in. */
const brandFamilies = /\b(Inter|Space Grotesk)\b/i;

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

// Both profiles report a capable phone (8 cores, 8 GB): this machine's own 2 cores would make the site
// treat every load as a low-end device and turn its animations off. The connection: unthrottled reports
// a fast 4G line (10 Mb/s); throttled leaves navigator.connection as Chromium derives it from the
// emulated network (for 150 ms and 1.6 Mb/s: "4g", downlink 1.6), which is what such a phone would say.
export const profiles = {
  throttled: {
    network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
    cpuSlowdown: 4,
    capMs: 20_000,
    device: { cores: 8, memoryGB: 8 },
  },
  unthrottled: { network: null, cpuSlowdown: null, capMs: 10_000, device: { cores: 8, memoryGB: 8, connection: { downlink: 10, effectiveType: "4g" } } },
};

function list(value, allowed, name) {
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = allowed ? items.filter((item) => !allowed.includes(item)) : [];
  if (items.length === 0 || unknown.length > 0)
    throw new Error(`--${name} takes a comma-separated list${allowed ? ` of ${allowed.join(", ")}` : ""}, not "${value}"`);
  return items;
}

function options() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      rounds: { type: "string", default: "5" },
      routes: { type: "string" },
      profiles: { type: "string", default: "throttled,unthrottled" },
    },
  });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive whole number, not "${values.rounds}"`);
  const routes = values.routes ? list(values.routes, null, "routes") : null;
  if (routes?.some((path) => !path.startsWith("/"))) throw new Error("--routes takes paths that start with /");
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install chromium)`);
  return { build: !values["no-build"], rounds, routes, profiles: list(values.profiles, Object.keys(profiles), "profiles") };
}

async function startServer() {
  // No Firebase: public pages must not depend on it, and the article view counter then answers 503.
  const { origin, child, stop } = await startProduction({ quiet: true });
  child.once("exit", (code, signal) => console.error(`✗ the production server exited early (${signal ?? code})`));
  onExit(() => {
    child.removeAllListeners("exit");
    stop();
  });
  return origin;
}

/** The measured routes; the service page is the first one the running server's sitemap lists. */
async function defaultRoutes(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const service = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).find((path) => path.startsWith("/services/"));
  if (!service) throw new Error("the sitemap lists no /services/... page");
  return [
    "/",
    service,
    "/portfolio",
    "/projectdetail/fernleigh-invoice-finance-portal",
    "/blog",
    "/readarticle/ux-research-on-a-small-budget",
    "/contact",
    floorRoute,
  ];
}

/** Fails at once on a route that does not answer, instead of after minutes of failed loads. */
export async function checkRoutes(origin, routes) {
  for (const path of [...routes, warmupRoute]) {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok)
      throw new Error(`GET ${path} answered ${response.status}${path === floorRoute ? " (built without INCLUDE_FLOOR_PAGE=1? run without --no-build)" : ""}`);
  }
}

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  // Playwright also kills the browser when this process exits; this closes it on a normal end.
  onExit(() => void browser.close().catch(() => undefined));
  const major = browser.version().split(".")[0];
  const userAgent = `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
  return { browser, userAgent };
}

/**
 * A fresh context (empty cache) with the phone and the profile's device, and one throttled page in it.
 * `contextOptions` adds to the context's (a saved `storageState`, for one).
 */
export async function openPage({ browser, userAgent }, profile, contextOptions = {}) {
  const context = await browser.newContext({ ...phone, userAgent, ...contextOptions });
  await context.addInitScript(visitorCollector, profile.device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await applyConditions(cdp, profile);
  return { context, page, cdp };
}

export async function loadUntilIdle(page, network, url, profile) {
  const startedAt = Date.now();
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  return waitUntilIdle(page, network, startedAt, profile.capMs);
}

/** Once more after a failure: on a busy machine a page load now and then times out. */
export async function retried(what, measure) {
  try {
    return await measure();
  } catch (error) {
    console.log(`  ${what} failed (${error.message.split("\n")[0]}); trying once more.`);
    return measure();
  }
}

/** One measured load of `url`; with `warm`, after /about in the same context. */
async function visit(browserInfo, origin, profile, path, warm) {
  const { context, page, cdp } = await openPage(browserInfo, profile);
  try {
    const network = trackNetwork(cdp);
    if (warm) await loadUntilIdle(page, network, `${origin}${warmupRoute}`, profile);
    network.reset();
    const idle = await loadUntilIdle(page, network, `${origin}${path}`, profile);
    const metrics = await page.evaluate(() => window.__visitorBench.collect());
    const font = await brandFontAtLcp(cdp, metrics, brandFamilies);
    return { ...metrics, bytes: network.bytes(), idle, font };
  } finally {
    await context.close();
  }
}

/** Loads `path`, taps the menu button as soon as the first contentful paint is there, waits for the menu. */
async function tapAtFirstPaint(browserInfo, origin, profile, path) {
  const { context, page } = await openPage(browserInfo, profile);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: "commit", timeout: 60_000 });
    const centre = await page.evaluate(() => window.__visitorBench.firstPaint().then(() => window.__visitorBench.menuButton(5_000)));
    if (!centre) return { found: false };
    await page.touchscreen.tap(centre.x, centre.y);
    const { tapAt, openAt, fcp, hydrated } = await page.evaluate((ms) => window.__visitorBench.menuOpen(ms), menuWaitMs);
    if (tapAt === null) throw new Error(`the tap on ${path}'s menu button reached no touch listener`);
    return {
      found: true,
      opened: openAt !== null,
      tapToOpen: openAt === null ? null : openAt - tapAt,
      tapAfterFcp: tapAt - fcp,
      beforeHydration: hydrated === null || hydrated > tapAt,
    };
  } finally {
    await context.close();
  }
}

/** The kinds of measured load, in the order each round takes them. */
function seriesFor(selected) {
  return selected.flatMap((name) =>
    ["cold", "warm"].map((cache) => ({
      key: `${name} ${cache}`,
      profile: name,
      warm: cache === "warm",
      capMs: profiles[name].capMs,
      title: `${name[0].toUpperCase()}${name.slice(1)}, ${cache} cache${cache === "warm" ? ` (after ${warmupRoute})` : ""}`,
    })),
  );
}

export const rotate = (items, by) => items.map((_, index) => items[(index + by) % items.length]);
const s = (ms) => (ms === null ? "—" : (ms / 1000).toFixed(2));

async function bench(settings, origin) {
  const routes = settings.routes ?? (await defaultRoutes(origin));
  await checkRoutes(origin, routes);
  const browserInfo = await launchBrowser();
  const series = seriesFor(settings.profiles);
  const results = Object.fromEntries(series.map(({ key }) => [key, Object.fromEntries(routes.map((path) => [path, []]))]));
  const menuRoutes = settings.profiles.includes("throttled") ? routes.filter((path) => path !== floorRoute) : [];
  const menu = Object.fromEntries(menuRoutes.map((path) => [path, []]));
  const devices = {};
  console.log(
    `▶ ${settings.rounds} round(s) of ${routes.join(" ")} on ${origin}: ${series.map(({ key }) => key).join(", ")}${menuRoutes.length > 0 ? ", menu taps" : ""}`,
  );
  for (let round = 0; round < settings.rounds; round++) {
    const started = Date.now();
    for (const { key, profile, warm } of series) {
      for (const path of rotate(routes, round)) {
        const load = await retried(`${key} ${path}`, () => visit(browserInfo, origin, profiles[profile], path, warm));
        devices[profile] ??=
          `${load.device.cores} cores, ${load.device.memoryGB} GB, connection ${load.device.effectiveType} ${load.device.downlink} Mb/s; ${load.device.profile}`;
        results[key][path].push(load);
      }
      console.log(`  round ${round + 1} ${key}: ${routes.map((path) => `${path} LCP ${s(results[key][path].at(-1).lcp)}`).join(" · ")}`);
    }
    for (const path of rotate(menuRoutes, round))
      menu[path].push(await retried(`menu tap ${path}`, () => tapAtFirstPaint(browserInfo, origin, profiles.throttled, path)));
    if (menuRoutes.length > 0)
      console.log(`  round ${round + 1} menu taps: ${menuRoutes.map((path) => `${path} ${menu[path].at(-1).opened ? "opened" : "closed"}`).join(" · ")}`);
    console.log(`  round ${round + 1}/${settings.rounds} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const heading = [
    `## Visitor benchmark (${new Date().toISOString().slice(0, 10)}, Chromium ${browserInfo.browser.version()}, ${settings.rounds} round(s); median [min–max])`,
    "",
    "Times from navigation start. CLS adds every shift without recent input until the page is idle. Transferred: the bytes that came over the network for the page's requests until it was idle, prefetches included.",
  ].join("\n");
  return report({ heading, series, results, menu, devices });
}

// Run as a script; bench-members imports its conditions and helpers.
if (import.meta.url === `file://${process.argv[1]}`) {
  await runBench("bench-visitors", async () => {
    const settings = options();
    buildForBench(settings.build);
    const origin = await startServer();
    return bench(settings, origin);
  });
}
