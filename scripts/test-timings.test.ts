/** @jest-environment node */
import { join } from "node:path";
import { jestTimings, playwrightTimings, slowestTests, stageTable } from "./test-timings.mjs";

const jestReport = {
  testResults: [
    {
      name: join(process.cwd(), "lib/a.test.ts"),
      assertionResults: [
        { fullName: "a fast one", duration: 12 },
        { fullName: "a slow one", duration: 2_400 },
      ],
    },
    { name: join(process.cwd(), "lib/b.test.ts"), assertionResults: [{ fullName: "b", duration: 700 }] },
  ],
};
const playwrightReport = {
  suites: [
    {
      file: "layout.spec.ts",
      specs: [{ title: "the header hides", tests: [{ projectName: "site", results: [{ duration: 9_000 }, { duration: 8_000 }] }] }],
      suites: [{ title: "on a phone", specs: [{ title: "the menu opens", tests: [{ projectName: "site", results: [{ duration: 300 }] }] }] }],
    },
  ],
};

describe("the test timings npm test prints", () => {
  it("reads every Jest test with its file, and every Playwright run with its project, file and retry", () => {
    expect(jestTimings(jestReport).map((test) => [test.name, test.ms])).toEqual([
      ["lib/a.test.ts › a fast one", 12],
      ["lib/a.test.ts › a slow one", 2_400],
      ["lib/b.test.ts › b", 700],
    ]);
    expect(playwrightTimings(playwrightReport).map((test) => [test.name, test.ms])).toEqual([
      ["[site] layout.spec.ts › the header hides", 9_000],
      ["[site] layout.spec.ts › the header hides (retry 1)", 8_000],
      ["[site] layout.spec.ts › the menu opens", 300],
    ]);
  });

  it("lists the slowest tests of both runners, slowest first, at most the count asked for", () => {
    const lines = slowestTests([...jestTimings(jestReport), ...playwrightTimings(playwrightReport)], 3).split("\n");
    expect(lines[0]).toBe("The 3 slowest tests:");
    expect(lines.slice(1).map((line) => line.trim())).toEqual([
      "9.0 s  playwright [site] layout.spec.ts › the header hides",
      "8.0 s  playwright [site] layout.spec.ts › the header hides (retry 1)",
      "2.4 s  jest       lib/a.test.ts › a slow one",
    ]);
    expect(slowestTests([])).toBe("");
  });

  it("tables each stage's time and outcome with the total", () => {
    const table = stageTable([
      { name: "lint", ms: 14_400, ok: true },
      { name: "browser tests", ms: 742_600, ok: false },
    ]);
    expect(table.split("\n")).toEqual(["Stage times:", "  lint             14.4 s  ✓", "  browser tests   742.6 s  ✗", "  total           757.0 s"]);
  });
});
