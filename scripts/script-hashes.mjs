// The build step that lets static pages keep a hash-based Content-Security-Policy: after `next build`,
// the hashes of the inline scripts in each prerendered page are written to one small JSON file beside
// the standalone server, which proxy.ts reads when it starts (lib/security/script-hashes.ts). Pages
// stay static: nothing is rendered or read per request.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The file's name; the standalone server runs from its own folder, where it is written. */
export const scriptHashesFileName = "csp-script-hashes.json";

/** The CSP source for a script's text, as the browser computes it: sha256 over its UTF-8 bytes. */
export function scriptHash(source) {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const dataBlockType = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module|importmap)[^"'\s>]+/i;

/**
 * The hashes of every inline script a page's HTML would execute. Scripts with a src are governed by
 * script-src's origins, and data blocks such as JSON-LD never run, so neither needs a hash.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || dataBlockType.test(attributes)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/**
 * Each page the build prerendered (its path: "/", "/blog", "/_not-found"), with its inline scripts'
 * hashes. `distDir` is the build's folder (.next).
 * @param {string} distDir
 * @returns {Record<string, string[]>}
 */
export function prerenderedScriptHashes(distDir) {
  const pages = join(distDir, "server", "app");
  const routes = {};
  for (const file of htmlFiles(pages)) {
    const name = relative(pages, file).slice(0, -".html".length).split(sep).join("/");
    routes[name === "index" ? "/" : `/${name}`] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  return Object.fromEntries(Object.entries(routes).sort(([a], [b]) => a.localeCompare(b)));
}

/** Writes the file into `outDir` and returns how many pages it lists. */
export function writeScriptHashes(distDir, outDir) {
  const routes = prerenderedScriptHashes(distDir);
  writeFileSync(join(outDir, scriptHashesFileName), `${JSON.stringify(routes)}\n`);
  return Object.keys(routes).length;
}
