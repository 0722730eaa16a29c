// What `npm test` prints at its end: each stage's time, and the slowest tests of Jest and Playwright read
// from their JSON reports, so the cost of a new test shows the day it is added.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

const root = process.cwd();

/** @typedef {{ runner: string, name: string, ms: number }} Timing */

/**
 * Every Jest test with its time, from `jest --json --outputFile`.
 * @returns {Timing[]}
 */
export function jestTimings(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({ runner: "jest", name: `${relative(root, file.name ?? "")} › ${test.fullName}`, ms: test.duration ?? 0 })),
  );
}

/**
 * Every Playwright test run (a retry is a run of its own) with its time, from the JSON reporter.
 * @returns {Timing[]}
 */
export function playwrightTimings(report) {
  /** @type {Timing[]} */
  const timings = [];
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        (test.results ?? []).forEach((result, attempt) => {
          const retry = attempt > 0 ? ` (retry ${attempt})` : "";
          timings.push({ runner: "playwright", name: `[${test.projectName}] ${here} › ${spec.title}${retry}`, ms: result.duration ?? 0 });
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return timings;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/**
 * The stages as a table: name, time and outcome, then the total.
 * @param {{ name: string, ms: number, ok: boolean }[]} stages
 */
export function stageTable(stages) {
  const width = Math.max(...stages.map((stage) => stage.name.length), 5);
  const rows = stages.map((stage) => `  ${stage.name.padEnd(width)} ${seconds(stage.ms)}  ${stage.ok ? "✓" : "✗"}`);
  const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
  return ["Stage times:", ...rows, `  ${"total".padEnd(width)} ${seconds(total)}`].join("\n");
}

/**
 * The slowest tests of all runners, slowest first.
 * @param {Timing[]} timings
 */
export function slowestTests(timings, count = 10) {
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return "";
  return [`The ${slowest.length} slowest tests:`, ...slowest.map((test) => `  ${seconds(test.ms)}  ${test.runner.padEnd(10)} ${test.name}`)].join("\n");
}

/**
 * A report file's timings, or none when the stage did not write it (it failed before, or did not run).
 * @param {string} file
 * @param {(report: any) => Timing[]} read
 * @returns {Timing[]}
 */
export function readTimings(file, read) {
  if (!existsSync(file)) return [];
  try {
    return read(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return [];
  }
}
