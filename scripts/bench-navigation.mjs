// `npm run bench:navigation [-- --no-build] [-- --rounds N]`: what a click on one of the header's links
// costs a visitor, measured in a real Chromium against the production build: from the click to the new
// page's heading on screen, and to the new page fully in (faded in, where pages animate). Each journey
// runs with the page transition (a capable device) beside the instant swap (the same device, preferring
// reduced motion) in the same round, so the transition's cost is read against no transition at all.
//  - Profiles: "throttled" (150 ms latency, 1.6 Mb/s down, CPU 4× slower) and "unthrottled"; both a
//    1280 × 800 window, where the header shows its links.
//  - Each load: a fresh browser context; the click comes once the page has hydrated and its network has
//    been quiet (the links in view prefetched, the animation code fetched), as a reader's would.
// Rounds take the journeys and modes in turn, starting one later each round. Prints markdown, also
// written to .next/bench-navigation.md.
import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { chromeFlags } from "./chrome-flags.mjs";
import { buildForBench, median, onExit, runBench, startProduction } from "./production.mjs";
import { applyConditions } from "./visitor-metrics.mjs";

const chromePath = "/usr/bin/chromium";
/** From a page, the header link clicked, and the start of the heading the next page shows. */
const journeys = [
  { from: "/about", link: "Career", heading: "Do the best work" },
  { from: "/career", link: "Portfolio", heading: "" },
  { from: "/portfolio", link: "About", heading: "We are" },
];
const profiles = {
  throttled: { network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }, cpuSlowdown: 4 },
  unthrottled: { network: null, cpuSlowdown: null },
};
const modes = ["transition", "instant"];

function options() {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false }, rounds: { type: "string", default: "5" } } });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive whole number, not "${values.rounds}"`);
  return { build: !values["no-build"], rounds };
}

/** One click: the times from it to the new heading and to the new page fully in, in ms. */
async function click(browser, origin, profile, mode, journey) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: mode === "instant" ? "reduce" : "no-preference" });
  try {
    const page = await context.newPage();
    // A capable device (this machine's 2 cores would make the site treat every load as low-end).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 8 });
      Object.defineProperty(navigator, "deviceMemory", { get: () => 8 });
    });
    await applyConditions(await context.newCDPSession(page), profile);
    await page.goto(`${origin}${journey.from}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const expected = mode === "instant" ? "instant" : "animated";
    const shown = await page.locator("[data-transition]").getAttribute("data-transition");
    if (shown !== expected) throw new Error(`${journey.from} swaps pages "${shown}", not "${expected}": is the device emulation still right?`);
    await page.evaluate((heading) => {
      const record = { click: 0, heading: 0, in: 0 };
      Object.assign(window, { navigationRecord: record });
      const before = document.querySelector("main h1")?.textContent ?? "";
      // The first click only: a held link clicks itself again once the page has left.
      addEventListener("click", () => (record.click ||= performance.now()), { capture: true });
      const frame = () => {
        const now = performance.now();
        const text = document.querySelector("main h1")?.textContent ?? "";
        if (record.click && !record.heading && text && text !== before && text.startsWith(heading)) record.heading = now;
        const wrapper = document.querySelector("[data-transition]");
        if (record.heading && wrapper && Number(getComputedStyle(wrapper).opacity) >= 0.99) record.in = now;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, journey.heading);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: journey.link, exact: true }).click();
    await page.waitForFunction(() => window.navigationRecord.in > 0, null, { timeout: 20_000 });
    const record = await page.evaluate(() => window.navigationRecord);
    return { heading: record.heading - record.click, in: record.in - record.click };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const spread = (values) => `${ms(median(values))} [${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}]`;
const rotate = (items, by) => items.map((_, index) => items[(index + by) % items.length]);

async function bench({ rounds }, origin) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  onExit(() => void browser.close());
  const results = {};
  for (const profile of Object.keys(profiles)) for (const mode of modes) results[`${profile} ${mode}`] = [];
  console.log(`▶ ${rounds} round(s) of ${journeys.map(({ from, link }) => `${from} → ${link}`).join(", ")} on ${origin}`);
  for (let round = 0; round < rounds; round++) {
    for (const profile of rotate(Object.keys(profiles), round)) {
      for (const journey of rotate(journeys, round)) {
        for (const mode of rotate(modes, round)) results[`${profile} ${mode}`].push(await click(browser, origin, profiles[profile], mode, journey));
      }
    }
    console.log(
      `  round ${round + 1}/${rounds}: ${Object.entries(results)
        .map(([key, values]) => `${key} ${ms(values.at(-1).in)}`)
        .join(" · ")}`,
    );
  }
  const rows = Object.entries(results).map(
    ([key, values]) => `| ${key} | ${spread(values.map((value) => value.heading))} | ${spread(values.map((value) => value.in))} |`,
  );
  return [
    `## Navigation benchmark (${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version()}, ${rounds} round(s) of ${journeys.length} journeys; median [min–max])`,
    "",
    'From the click on a header link: the new page\'s heading on screen, and the new page fully in. "instant" is the same device preferring reduced motion.',
    "",
    "| profile and mode | new heading | page fully in |",
    "|---|---|---|",
    ...rows,
  ].join("\n");
}

await runBench("bench-navigation", async () => {
  const settings = options();
  buildForBench(settings.build);
  // No Firebase: the public pages do not depend on it.
  const { origin, child, stop } = await startProduction({ quiet: true });
  child.once("exit", (code, signal) => console.error(`✗ the production server exited early (${signal ?? code})`));
  onExit(() => {
    child.removeAllListeners("exit");
    stop();
  });
  return bench(settings, origin);
});
