// The registry this project installs from serves only some platforms' native builds, so npm leaves the
// other platforms' optional packages out of package-lock.json, and `npm ci` then refuses the lock file
// as out of sync. This restores a version-less, optional entry for each one where npm itself would place
// it; `npm ci` accepts those and skips them like any optional package it cannot install.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export function completeLockfile(lock) {
  const packages = { ...lock.packages };
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === "") continue;
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const nested = `${path}/node_modules/${name}`;
      if (packages[`node_modules/${name}`] || packages[nested]) continue;
      packages[nested] = { optional: true, ...(entry.dev ? { dev: true } : {}) };
      added.push(nested);
    }
  }
  const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)));
  return { lock: { ...lock, packages: sorted }, added };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL("../package-lock.json", import.meta.url);
  const { lock, added } = completeLockfile(JSON.parse(readFileSync(file, "utf8")));
  if (added.length > 0) {
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: restored ${added.length} optional platform entries`);
  }
}
