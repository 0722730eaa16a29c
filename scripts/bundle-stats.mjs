// First-load JavaScript per route, from the build's own report (.next/diagnostics/route-bundle-stats.json).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const floorRoute = "/floor";

export function readRouteStats(root = process.cwd()) {
  const file = path.join(root, ".next", "diagnostics", "route-bundle-stats.json");
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Loads each chunk once, however many routes share it. */
export function createChunkReader(root = process.cwd()) {
  const cache = new Map();
  return (chunkPath) => {
    if (!cache.has(chunkPath)) {
      const source = readFileSync(path.join(root, chunkPath));
      cache.set(chunkPath, { source: source.toString("utf8"), gzipBytes: gzipSync(source, { level: 9 }).length });
    }
    return cache.get(chunkPath);
  };
}

export function firstLoadGzipBytes(entry, readChunk) {
  return entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + readChunk(chunk).gzipBytes, 0);
}
