/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";

// README.md, docs/ and the rules' comments name files, folders and commands; each must exist.
const root = process.cwd();
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  "firestore.rules",
];
const scripts = new Set(Object.keys((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts));
const topLevel = ["app", "components", "lib", "scripts", "e2e", "test", "docs", "public", ".ci"];
/** A file named without its folder must be one the repository holds somewhere. */
const trackedNames = new Set(
  execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .map((file) => basename(file)),
);
/** What the build writes into .next/standalone, by the script that writes it (checked below). */
const builtFiles: Record<string, string> = {
  "start.mjs": "scripts/production.mjs",
  "csp-script-hashes.json": "scripts/script-hashes.mjs",
  "server.js": "scripts/production.mjs",
};

/** A path as written in the prose: from the repository's root, without a line number or an anchor. */
function pathIn(token: string): string | null {
  const path = token.replace(/[#:].*$/, "").replace(/[.,;)]+$/, "");
  if (!topLevel.some((folder) => path.startsWith(`${folder}/`)) && !/^[\w.-]+\.(?:ts|tsx|mjs|json|md|rules|css|cjs)$/.test(path)) return null;
  // Patterns and placeholders (`lib/content/articles/*.mdx`, `app/api/[id]`) name many files, not one.
  if (/[*{}<>]|\[\w+\]|\.\.\./.test(path) && !existsSync(join(root, path))) return null;
  return path;
}

function problemsIn(document: string): string[] {
  const text = readFileSync(join(root, document), "utf8");
  const problems: string[] = [];
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
  const words = document.endsWith(".rules")
    ? [...text.matchAll(/(?:^|\s)((?:app|components|lib|scripts|e2e|test)\/[^\s'"`]+)/gm)].map((match) => match[1] ?? "")
    : [];
  for (const span of [...spans, ...words]) {
    for (const command of span.matchAll(/npm run ([\w:.-]+)/g)) {
      const name = command[1] ?? "";
      // `npm run bench:*` names a family of scripts.
      if (!scripts.has(name) && !(name.endsWith(":") && [...scripts].some((script) => script.startsWith(name))))
        problems.push(`${document}: npm run ${name} is not a script`);
    }
    for (const token of span.split(/\s+/)) {
      const path = pathIn(token);
      if (!path || existsSync(join(root, path))) continue;
      const bare = !path.includes("/");
      if (bare && (trackedNames.has(path) || path in builtFiles)) continue;
      problems.push(`${document}: ${path} does not exist`);
    }
  }
  for (const link of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (link[1] ?? "").replace(/#.*$/, "");
    if (!target || /^[a-z]+:/.test(target)) continue;
    const path = relative(root, join(root, dirname(document), target));
    if (!existsSync(join(root, path))) problems.push(`${document}: link to ${path} does not exist`);
  }
  return problems;
}

it("names only files, folders and npm scripts that exist", () => {
  expect(documents.flatMap(problemsIn)).toEqual([]);
});

it("knows which files the build writes from the scripts that write them", () => {
  for (const [file, script] of Object.entries(builtFiles)) expect([file, readFileSync(join(root, script), "utf8").includes(file)]).toEqual([file, true]);
});
