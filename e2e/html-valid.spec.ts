import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { XMLParser } from "fast-xml-parser";

const run = promisify(execFile);
const vnuJar = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

type VnuMessage = { type: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string };

/** A document with one known error: proves the checker really read and judged this run's files. */
const canary = '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><img data-src="/a.svg" alt="A"></body></html>';

// One short run: the JVM's quick compiler alone does it on half the CPU time of the optimising one
// (2.3 s against 5.4 s for every page here), which the rest of the suite needs more. That compiler's
// deeper stack frames need the larger thread stack the checker asks for.
const jvmOptions = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

/** Runs the Nu HTML checker once, in one JVM, over every file; its JSON report comes on stderr. */
async function validate(files: readonly string[]): Promise<VnuMessage[]> {
  const { stdout, stderr } = await run("java", [...jvmOptions, "-jar", vnuJar, "--errors-only", "--exit-zero-always", "--format", "json", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stderr.trim() || stdout) as { messages: VnuMessage[] };
  return report.messages;
}

const fileName = (pagePath: string) => `${pagePath.replace(/^\/|\/$/g, "").replace(/[^a-z0-9-]+/gi, "_") || "index"}.html`;

test("every page in the sitemap and the not-found page are valid HTML (Nu HTML checker)", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = new XMLParser({ isArray: (name) => name === "url" });
  const { urlset } = xml.parse(await sitemap.text()) as { urlset: { url: { loc: string }[] } };
  // The sitemap names the canonical origin; each page is fetched from the server under test.
  const pages = urlset.url.map(({ loc }) => new URL(loc).pathname);
  expect(pages.length).toBeGreaterThan(30);

  const directory = await mkdtemp(path.join(tmpdir(), "northbeam-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [pagePath, status] of [...pages.map((page) => [page, 200] as const), ["/no-such-page", 404] as const]) {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(status);
      expect(response.headers()["content-type"], pagePath).toContain("text/html");
      const file = path.join(directory, status === 404 ? "404.html" : fileName(pagePath));
      await writeFile(file, await response.text());
      files.set(file, pagePath);
    }
    const canaryFile = path.join(directory, "canary.html");
    await writeFile(canaryFile, canary);

    const messages = await validate([...files.keys(), canaryFile]);
    const fileOf = (message: VnuMessage) => (message.url ? decodeURIComponent(new URL(message.url).pathname) : "");
    expect(messages.filter((message) => fileOf(message) === canaryFile).map((message) => message.message)).toEqual([
      expect.stringContaining("“img” is missing one or more of the following attributes: “src”, “srcset”"),
    ]);

    const errors = messages
      .filter((message) => fileOf(message) !== canaryFile)
      .map(
        (message) =>
          `${files.get(fileOf(message)) ?? (fileOf(message) || "(no file)")}:${message.lastLine ?? "?"}:${message.firstColumn ?? "?"} ${message.type}: ${message.message}\n    ${message.extract ?? ""}`,
      );
    expect(errors, `Nu HTML checker errors:\n${errors.join("\n")}`).toEqual([]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
