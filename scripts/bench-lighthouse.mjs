// `npm run bench:lighthouse [-- --no-build] [-- --runs N]`: Lighthouse (mobile) on the main routes of a
// production build, each compared with /floor, the empty page that is what the framework alone costs.
// The server runs against throwaway local emulators, as a deployment runs against its Firebase project.
// Prints a markdown table and target checks, also written to .next/bench-lighthouse.md.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { budgetOverFloorBytes } from "./bundle-budget.mjs";
import { chromeFlags } from "./chrome-flags.mjs";
import { createChunkReader, firstLoadGzipBytes, floorRoute, readRouteStats } from "./bundle-stats.mjs";
import { startStack } from "./emulators/stack.mjs";
import { buildProduction, median, onExit, root, runBench, startProduction } from "./production.mjs";
import { secretSentinels } from "./secret-sentinels.mjs";

const categories = ["performance", "accessibility", "best-practices", "seo"];
const launchFlags = ["--headless=new", ...chromeFlags];

const lighthouseVersion = lighthousePackage.version;
const KB = 1024; // as the bundle budget (npm test) counts them
const targets = { perfPoints: 2, lcpSeconds: 0.3, cls: 0.02, jsKB: budgetOverFloorBytes / KB };

function options() {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false }, runs: { type: "string", default: "5" } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not "${values.runs}"`);
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) throw new Error(`No Chrome at ${chromePath} (set CHROME_PATH)`);
  return { build: !values["no-build"], runs, chromePath };
}

function build() {
  console.log("▶ next build (INCLUDE_FLOOR_PAGE=1)");
  buildProduction({ ...secretSentinels, INCLUDE_FLOOR_PAGE: "1" });
}

/** Without the emulators (no Java, no jar) the bench still runs; the article view counter then answers 503. */
async function startBackend() {
  const stack = await startStack({ seed: false });
  if (!stack.ok) {
    console.log(`  No local Firebase (${stack.reason}); measuring without a backend.`);
    return {};
  }
  onExit(() => stack.killNow());
  return stack.env;
}

async function startServer(backendEnv) {
  const { origin, child, stop } = await startProduction({ env: { ...secretSentinels, ...backendEnv } });
  // Without this, a server that dies mid-run (or is killed from outside) shows up only as failed page loads.
  child.once("exit", (code, signal) => console.error(`✗ the production server exited early (${signal ?? code})`));
  onExit(() => {
    child.removeAllListeners("exit");
    stop();
  });
  return origin;
}

async function fetchHtml(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

async function firstLink(origin, page, prefix) {
  const match = (await fetchHtml(`${origin}${page}`)).match(new RegExp(`href="(${prefix}/[^"?#]+)"`));
  if (!match) throw new Error(`${page} links to no ${prefix}/... page`);
  return match[1];
}

/** Each measured path with the route pattern it has in the build's bundle stats. */
async function routes(origin) {
  const project = await firstLink(origin, "/portfolio", "/projectdetail");
  const article = await firstLink(origin, "/blog", "/readarticle");
  return [
    ["/", "/"],
    ["/services", "/services"],
    ["/portfolio", "/portfolio"],
    [project, "/projectdetail/[projectId]"],
    ["/blog", "/blog"],
    [article, "/readarticle/[articleId]"],
    ["/contact", "/contact"],
    [floorRoute, floorRoute],
  ].map(([path, pattern]) => ({ path, pattern }));
}

/** Sized before any Lighthouse run, so a build without /floor fails at once. */
function withJsSizes(routes) {
  const stats = readRouteStats(root);
  const readChunk = createChunkReader(root);
  return routes.map((route) => {
    const entry = stats.find((candidate) => candidate.route === route.pattern);
    if (!entry) throw new Error(`${route.pattern} is not in route-bundle-stats.json (built without INCLUDE_FLOOR_PAGE=1?)`);
    return { ...route, jsBytes: firstLoadGzipBytes(entry, readChunk) };
  });
}

/** One retry: on a busy machine the page load now and then fails outright (CHROME_INTERSTITIAL_ERROR). */
async function lighthouseRun(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, logLevel: "error", onlyCategories: categories });
    if (!lhr.runtimeError) return lhr;
    const failure = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 2) throw new Error(failure);
    console.log(`  ${failure} Trying once more.`);
  }
}

const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);

function summary(lhr) {
  return {
    perf: score(lhr, "performance"),
    a11y: score(lhr, "accessibility"),
    bp: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpSeconds: lhr.audits["largest-contentful-paint"].numericValue / 1000,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
  };
}

/** The audits that cost points in the categories other than performance. */
function failingAudits(lhr) {
  return categories
    .slice(1)
    .flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ({ category, id: ref.id, title: lhr.audits[ref.id].title })),
    );
}

/** Each figure is the median of its own runs, so one noisy run does not decide any of them. */
function medianRow(route, results) {
  const row = { ...route };
  for (const key of ["perf", "a11y", "bp", "seo", "lcpSeconds", "tbtMs", "cls"]) row[key] = median(results.map((result) => result[key]));
  const worst = results.toSorted((a, b) => a.bp + a.a11y + a.seo - (b.bp + b.a11y + b.seo))[0];
  return { ...row, failing: failingAudits(worst.lhr) };
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const signedKb = (bytes) => `${bytes >= 0 ? "+" : ""}${kb(bytes)}`;

function table(rows, floor) {
  const header = ["Route", "Perf", "A11y", "BP", "SEO", "LCP (s)", "TBT (ms)", "CLS", "JS gzip (KB)", "Δ JS vs floor (KB)"];
  const lines = rows.map((row) => [
    row.path,
    row.perf,
    row.a11y,
    row.bp,
    row.seo,
    row.lcpSeconds.toFixed(2),
    Math.round(row.tbtMs),
    row.cls.toFixed(3),
    kb(row.jsBytes),
    signedKb(row.jsBytes - floor.jsBytes),
  ]);
  return [header, header.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`);
}

function checks(row, floor) {
  const lcpGap = row.lcpSeconds - floor.lcpSeconds;
  const jsGap = row.jsBytes - floor.jsBytes;
  return [
    [row.perf >= floor.perf - targets.perfPoints, `Perf ${row.perf} (floor ${floor.perf})`],
    [lcpGap <= targets.lcpSeconds, `LCP ${lcpGap >= 0 ? "+" : ""}${lcpGap.toFixed(2)} s`],
    [row.a11y === 100, `A11y ${row.a11y}`],
    [row.bp === 100, `BP ${row.bp}`],
    [row.seo === 100, `SEO ${row.seo}`],
    [row.cls <= targets.cls, `CLS ${row.cls.toFixed(3)}`],
    [jsGap <= budgetOverFloorBytes, `JS ${signedKb(jsGap)} KB`],
  ].map(([ok, figure]) => `${ok ? "✓" : "✗"} ${figure}`);
}

function report(rows, runs) {
  const floor = rows.find((row) => row.path === floorRoute);
  const targetLines = rows.filter((row) => row !== floor).map((row) => `- \`${row.path}\`: ${checks(row, floor).join(" · ")}`);
  const auditLines = rows.flatMap((row) => row.failing.map((audit) => `- \`${row.path}\` ${audit.category}: \`${audit.id}\` ${audit.title}`));
  return [
    `Lighthouse ${lighthouseVersion}, mobile preset, median of ${runs} run(s) per figure.`,
    "",
    ...table(rows, floor),
    "",
    `Targets vs /floor: perf within ${targets.perfPoints} points, LCP within ${targets.lcpSeconds} s, A11y/BP/SEO 100, CLS ≤ ${targets.cls}, JS ≤ floor + ${targets.jsKB} KB`,
    "",
    ...targetLines,
    "",
    "Failing audits (accessibility, best practices, SEO):",
    "",
    ...(auditLines.length > 0 ? auditLines : ["- none"]),
  ].join("\n");
}

/**
 * Round by round, every route once per round, so that a slower stretch of a shared machine falls on
 * all routes alike instead of on whichever route was being measured then.
 */
async function bench({ runs, chromePath }, origin) {
  const measured = withJsSizes(await routes(origin));
  for (const route of measured) await fetchHtml(`${origin}${route.path}`);
  const chrome = await launch({ chromePath, chromeFlags: launchFlags, handleSIGINT: false });
  onExit(() => chrome.kill());
  const results = measured.map(() => []);
  for (let run = 1; run <= runs; run++) {
    for (const [index, route] of measured.entries()) {
      const lhr = await lighthouseRun(`${origin}${route.path}`, chrome.port);
      results[index].push({ lhr, ...summary(lhr) });
    }
    console.log(`  round ${run}/${runs}: ${measured.map((route, index) => `${route.path} ${results[index].at(-1).perf}`).join(" · ")}`);
  }
  return report(
    measured.map((route, index) => medianRow(route, results[index])),
    runs,
  );
}

await runBench("bench-lighthouse", async () => {
  const settings = options();
  if (settings.build) build();
  const origin = await startServer(await startBackend());
  console.log(`▶ Lighthouse on ${origin}, ${settings.runs} run(s) per route`);
  return bench(settings, origin);
});
