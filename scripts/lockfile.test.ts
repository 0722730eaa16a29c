import { readFileSync } from "node:fs";
import { join } from "node:path";

type LockEntry = { optionalDependencies?: Record<string, string> };

it("package-lock.json has an entry for every optional dependency, so npm ci accepts it", () => {
  const lock = JSON.parse(readFileSync(join(__dirname, "..", "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === "") continue;
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!lock.packages[`node_modules/${name}`] && !lock.packages[`${path}/node_modules/${name}`]) missing.push(`${path} -> ${name}`);
    }
  }
  expect(missing).toEqual([]);
});
