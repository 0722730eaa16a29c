/**
 * @jest-environment jsdom
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(__dirname, "..", "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The position of the first import of `module` that brings in values (not `import type`), or -1. */
function valueImportAt(source: string, module: string): number {
  const name = module.replace(/[/.@]/g, "\\$&");
  return source.search(new RegExp(`^import (?!type )[^;]*?from "${name}";|^import "${name}";`, "m"));
}

describe("Zod runs without eval in the browser", () => {
  const modules = ["app", "components", "lib"]
    .flatMap((dir) => sources(join(root, dir)))
    .filter((file) => !file.endsWith(join("validation", "jitless.ts")))
    .map((file) => ({ file, source: readFileSync(file, "utf8") }));

  it("every module that builds schemas imports lib/validation/jitless before Zod", () => {
    const users = modules
      .map(({ file, source }) => ({ file, zodAt: valueImportAt(source, "zod"), guardAt: valueImportAt(source, "@/lib/validation/jitless") }))
      .filter(({ zodAt }) => zodAt >= 0);
    expect(users.length).toBeGreaterThan(5);
    const unguarded = users.filter(({ zodAt, guardAt }) => guardAt < 0 || guardAt > zodAt);
    expect(unguarded.map(({ file }) => relative(root, file))).toEqual([]);
  });

  it("switches Zod to its interpreted parsers once imported in a browser", async () => {
    const { globalConfig } = await import("zod/v4/core");
    expect(globalConfig.jitless).not.toBe(true);
    await import("./jitless");
    expect(globalConfig.jitless).toBe(true);
  });
});
