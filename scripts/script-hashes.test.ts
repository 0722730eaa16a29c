/** @jest-environment node */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readScriptHashes } from "../lib/security/script-hashes";
import { inlineScriptHashes, scriptHash, writeScriptHashes } from "./script-hashes.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes exactly the text between the tags, as the browser does", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash("é")).toBe(sha("é"));
  });

  it("lists each inline script the browser would check once, skipping external scripts and data blocks", () => {
    const html = [
      "<html><head><script>window.a=1</script>",
      '<script src="/_next/static/chunks/app.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">self.__next_f.push([1,"x"])</script>',
      '<script type="module">import("/m.js")</script>',
      '<script type="text/javascript">window.b=2</script>',
      "<SCRIPT>window.a=1</SCRIPT></head><body>",
      '<script type="importmap">{"imports":{}}</script>',
      "<script>\n  multi\n  line\n</script></body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a=1"),
      sha('self.__next_f.push([1,"x"])'),
      sha('import("/m.js")'),
      sha("window.b=2"),
      sha('{"imports":{}}'),
      sha("\n  multi\n  line\n"),
    ]);
  });

  it("finds nothing to allow in a page without inline scripts", () => {
    expect(inlineScriptHashes('<p>No scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("the build's list of hashes", () => {
  it("names every prerendered page by its path and is what the server reads", () => {
    const dist = mkdtempSync(join(tmpdir(), "script-hashes-"));
    const pages = join(dist, "server", "app");
    mkdirSync(join(pages, "readarticle"), { recursive: true });
    writeFileSync(join(pages, "index.html"), "<script>home()</script>");
    writeFileSync(join(pages, "_not-found.html"), "<script>missing()</script>");
    writeFileSync(join(pages, "readarticle", "first-post.html"), '<script>post()</script><script src="/a.js"></script>');
    writeFileSync(join(pages, "readarticle", "first-post.rsc"), "not a page");
    const out = mkdtempSync(join(tmpdir(), "standalone-"));

    expect(writeScriptHashes(dist, out)).toBe(3);
    const read = readScriptHashes(out);
    expect(Object.fromEntries(read)).toEqual({ "/": [sha("home()")], "/_not-found": [sha("missing()")], "/readarticle/first-post": [sha("post()")] });
    expect(readFileSync(join(out, "csp-script-hashes.json"), "utf8").length).toBeLessThan(400);
  });

  it("is empty, and says why, where the build did not write it", () => {
    const log = jest.fn();
    expect(readScriptHashes(mkdtempSync(join(tmpdir(), "empty-")), log).size).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("npm run build"));
  });
});
