import { readFileSync } from "node:fs";
import { join } from "node:path";
import "@/lib/validation/jitless";
import { z } from "zod";

/** Written by `npm run build` beside the standalone server (scripts/script-hashes.mjs). */
const scriptHashesFileName = "csp-script-hashes.json";

const hashesSchema = z.record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)));

export type ScriptHashes = ReadonlyMap<string, readonly string[]>;

/**
 * The hashes of each prerendered page's inline scripts, by path, as the build listed them; read once
 * when the server starts, from the folder it runs in. Empty where there is no such file (development,
 * where nothing is prerendered) or it cannot be read, which is logged: then no page's inline scripts
 * may run.
 */
export function readScriptHashes(dir: string = process.cwd(), log: (message: string) => void = console.error): ScriptHashes {
  try {
    return new Map(Object.entries(hashesSchema.parse(JSON.parse(readFileSync(join(dir, scriptHashesFileName), "utf8")))));
  } catch (error) {
    log(
      `[csp] ${scriptHashesFileName} could not be read (${error instanceof Error ? error.message.split("\n")[0] : String(error)}): build with \`npm run build\`, which writes it`,
    );
    return new Map();
  }
}

/** A page's path as the build names it: no trailing slash, "/" for the home page. */
export function prerenderedRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
