/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// `.env.example` is what an operator reads to configure the site: it must name every variable the code
// reads, and nothing the code no longer reads.

const example = readFileSync(".env.example", "utf8");

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => (name === "node_modules" || name.startsWith(".") ? [] : sourceFiles(join(path, name))));
}

const text = (paths: string[]) =>
  paths
    .flatMap(sourceFiles)
    .filter((path) => /\.(ts|tsx|mjs)$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => readFileSync(path, "utf8"))
    .join("\n");
/** The site as it runs: what an operator configures. */
const site = text(["app", "lib", "components", "proxy.ts", "next.config.ts", "instrumentation.ts", "scripts/production.mjs"]);
/** And the local stack and tooling (`npm run dev`'s emulators), whose own variables docs/firebase.md documents. */
const everything = `${site}\n${text(["scripts"])}`;

/** Read by the code but not the operator's to set: the runtime's own, or this repository's tooling's. */
const notSettings: Record<string, string> = {
  NODE_ENV: "set by Next and npm scripts",
  NEXT_RUNTIME: "set by Next",
  GCLOUD_PROJECT: "set by Google's runtimes, read to find the project",
  GOOGLE_CLOUD_PROJECT: "set by Google's runtimes, read to find the project",
  EMULATOR_TEST_PROJECT_ID: "set by the Jest setup for the emulator tests",
  INCLUDE_FLOOR_PAGE: "set by `npm test` to build the benchmarks' empty page",
};

it("documents every variable the code reads", () => {
  const read = new Set(
    [...site.matchAll(/\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]+)|\[["']([A-Z][A-Z0-9_]+)["']\])/g)].map((match) => match[1] ?? match[2] ?? ""),
  );
  expect(read.size).toBeGreaterThan(20);
  const undocumented = [...read].filter((name) => !(name in notSettings) && !new RegExp(`\\b${name}\\b`).test(example));
  expect(undocumented).toEqual([]);
});

it("documents no variable the code does not read", () => {
  const documented = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] ?? "");
  expect(documented.length).toBeGreaterThan(20);
  expect(documented.filter((name) => !new RegExp(`\\b${name}\\b`).test(everything))).toEqual([]);
});
