// The markdown report of `npm run bench:visitors`: per profile and cache state a table of each route's
// loads, the menu taps, each route against /floor, and the targets. Figures only; nothing here fails.
import { median } from "./production.mjs";

export const targets = { lcpOverFloorS: 0.3, hydratedOverFloorS: 0.5, cls: 0.02 };
const floorRoute = "/floor";

/** Median and range of the values that were measured; `missing` counts the loads without one. */
export function summarize(values) {
  const present = values.filter((value) => value !== null && value !== undefined && Number.isFinite(value));
  if (present.length === 0) return { median: null, min: null, max: null, missing: values.length };
  return { median: median(present), min: Math.min(...present), max: Math.max(...present), missing: values.length - present.length };
}

export function cell({ median, min, max, missing }, format) {
  if (median === null) return "—";
  const range = min === max ? "" : ` [${format(min)}–${format(max)}]`;
  return `${format(median)}${range}${missing > 0 ? ` (none in ${missing})` : ""}`;
}

export const seconds = (ms) => (ms / 1000).toFixed(2);
export const signedSeconds = (ms) => `${ms >= 0 ? "+" : ""}${seconds(ms)}`;
export const kilobytes = (bytes) => (bytes / 1024).toFixed(1);
const count = (loads, test) => `${loads.filter(test).length} of ${loads.length}`;
export const tableLines = (header, rows) => [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`);

/** Each figure of a route's loads, summarized. */
export function routeSummary(loads) {
  return {
    fcp: summarize(loads.map((load) => load.fcp)),
    lcp: summarize(loads.map((load) => load.lcp)),
    cls: summarize(loads.map((load) => load.cls)),
    hydrated: summarize(loads.map((load) => load.hydrated)),
    bytes: summarize(loads.map((load) => load.bytes)),
    brandFont: loads.filter((load) => load.font.ok).length,
    loads: loads.length,
  };
}

function loadsTable(byRoute) {
  const rows = Object.entries(byRoute).map(([path, loads]) => {
    const row = routeSummary(loads);
    return [
      `\`${path}\``,
      cell(row.fcp, seconds),
      cell(row.lcp, seconds),
      cell(row.cls, (value) => value.toFixed(3)),
      cell(row.hydrated, seconds),
      cell(row.bytes, kilobytes),
      `${row.brandFont} of ${row.loads}`,
    ];
  });
  return tableLines(["Route", "FCP (s)", "LCP (s)", "CLS", "hydrated (s)", "transferred (KB)", "brand font at LCP"], rows);
}

/** What the probed text was set in, over all routes of a series, and how often the font files were in by LCP. */
function fontLine(byRoute) {
  const loads = Object.values(byRoute).flat();
  const families = {};
  for (const load of loads) families[load.font.family ?? "none"] = (families[load.font.family ?? "none"] ?? 0) + 1;
  const list = Object.entries(families)
    .map(([family, times]) => `${family} (${times})`)
    .join(", ");
  return `LCP text (or the h1 when LCP is an image) set in: ${list}; every requested web font file in by LCP: ${count(loads, (load) => load.font.filesByLcp)} loads.`;
}

function idleLine(byRoute, capMs) {
  const loads = Object.values(byRoute).flat();
  return `Idle (hydrated, then 1 s with no request awaiting its answer and no bytes arriving) before the ${capMs / 1000} s cap: ${count(loads, (load) => load.idle)} loads.`;
}

export function menuSummary(taps) {
  const found = taps.filter((tap) => tap.found);
  const opened = found.filter((tap) => tap.opened);
  return {
    opened: opened.length,
    taps: taps.length,
    tapToOpen: summarize(opened.map((tap) => tap.tapToOpen)),
    tapAfterFcp: summarize(found.map((tap) => tap.tapAfterFcp)),
    beforeHydration: found.filter((tap) => tap.beforeHydration).length,
    noButton: taps.length - found.length,
  };
}

function menuTable(menu) {
  const rows = Object.entries(menu).map(([path, taps]) => {
    const row = menuSummary(taps);
    const ms = (value) => value.toFixed(0);
    return [
      `\`${path}\``,
      `${row.opened} of ${row.taps}${row.noButton > 0 ? ` (no button in ${row.noButton})` : ""}`,
      cell(row.tapToOpen, ms),
      cell(row.tapAfterFcp, ms),
      `${row.beforeHydration} of ${row.taps - row.noButton}`,
    ];
  });
  return tableLines(["Route", "menu opened", "tap → open (ms)", "tap after FCP (ms)", "tapped before hydration"], rows);
}

function deltaTable(byRoute) {
  const floor = byRoute[floorRoute] && routeSummary(byRoute[floorRoute]);
  if (!floor) return ["(no /floor loads: no deltas)"];
  const gap = (value, base) => (value === null || base === null ? "—" : signedSeconds(value - base));
  const rows = Object.entries(byRoute)
    .filter(([path]) => path !== floorRoute)
    .map(([path, loads]) => {
      const row = routeSummary(loads);
      return [`\`${path}\``, gap(row.lcp.median, floor.lcp.median), gap(row.hydrated.median, floor.hydrated.median)];
    });
  return tableLines(["Route", "LCP − floor (s)", "hydrated − floor (s)"], rows);
}

export const mark = (ok) => (ok ? "✓" : "✗");

/** The throttled, cold targets of one route against the floor's medians. */
function throttledChecks(row, floor, taps) {
  const lcpGap = row.lcp.median === null || floor.lcp.median === null ? null : row.lcp.median - floor.lcp.median;
  const hydratedGap =
    row.hydrated.median === null || floor.hydrated.median === null || row.hydrated.missing > 0 ? null : row.hydrated.median - floor.hydrated.median;
  const checks = [
    [lcpGap !== null && lcpGap <= targets.lcpOverFloorS * 1000, `LCP ${lcpGap === null ? "—" : signedSeconds(lcpGap)} s`],
    [
      hydratedGap !== null && hydratedGap <= targets.hydratedOverFloorS * 1000,
      `hydrated ${hydratedGap === null ? "— (not every load hydrated)" : `${signedSeconds(hydratedGap)} s`}`,
    ],
  ];
  if (taps) {
    const menu = menuSummary(taps);
    const time = menu.tapToOpen.median === null ? "" : `, ${cell(menu.tapToOpen, (value) => value.toFixed(0))} ms after the tap`;
    checks.push([menu.taps > 0 && menu.opened === menu.taps, `menu opened on a tap at FCP in ${menu.opened} of ${menu.taps}${time}`]);
  }
  checks.push([
    row.cls.median !== null && row.cls.median <= targets.cls,
    `CLS ${row.cls.median === null ? "—" : row.cls.median.toFixed(3)} (worst ${row.cls.max?.toFixed(3) ?? "—"})`,
  ]);
  return checks.map(([ok, text]) => `${mark(ok)} ${text}`).join(" · ");
}

function targetLines(results, menu) {
  const lines = [];
  const throttled = results["throttled cold"];
  const floorLoads = throttled?.[floorRoute];
  if (throttled && floorLoads) {
    const floor = routeSummary(floorLoads);
    lines.push(
      `Throttled, cold cache, against /floor: LCP ≤ floor + ${targets.lcpOverFloorS} s, hydrated ≤ floor + ${targets.hydratedOverFloorS} s, the menu opens on a tap at FCP in every load, median CLS ≤ ${targets.cls}:`,
      "",
      ...Object.entries(throttled)
        .filter(([path]) => path !== floorRoute)
        .map(([path, loads]) => `- \`${path}\`: ${throttledChecks(routeSummary(loads), floor, menu[path])}`),
      "",
    );
  }
  const unthrottled = results["unthrottled cold"];
  if (unthrottled) {
    lines.push(
      "Unthrottled, cold cache: the brand font in use at LCP in every load:",
      "",
      ...Object.entries(unthrottled)
        .filter(([path]) => path !== floorRoute)
        .map(([path, loads]) => {
          const row = routeSummary(loads);
          return `- \`${path}\`: ${mark(row.brandFont === row.loads)} brand font at LCP in ${row.brandFont} of ${row.loads}`;
        }),
      "",
    );
  }
  return lines.length > 0 ? lines : ["(no throttled or unthrottled cold loads with /floor: no targets checked)"];
}

/** The whole report. `results` is by series ("throttled cold", ...) then route; `menu` by route. */
export function report({ heading, series, results, menu, devices }) {
  const lines = [heading, ""];
  for (const { key, title, capMs } of series) {
    lines.push(
      `### ${title}`,
      "",
      `The site saw: ${devices[key.split(" ")[0]] ?? "—"}`,
      "",
      ...loadsTable(results[key]),
      "",
      fontLine(results[key]),
      idleLine(results[key], capMs),
      "",
    );
  }
  if (Object.keys(menu).length > 0) {
    lines.push("### Menu tap at first contentful paint (throttled, cold cache, separate loads)", "", ...menuTable(menu), "");
  }
  lines.push("### Against /floor (median − median)", "");
  for (const { key, title } of series) lines.push(`${title}:`, "", ...deltaTable(results[key]), "");
  lines.push("### Targets (reported, not enforced)", "", ...targetLines(results, menu));
  return lines.join("\n").trimEnd();
}
