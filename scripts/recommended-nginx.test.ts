/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

// The nginx configuration docs/operations.md recommends, read between its markers as `npm run bench:load` reads it.
const operations = readFileSync(join(process.cwd(), "docs", "operations.md"), "utf8");
const block = /<!-- recommended-nginx:start -->\s*```nginx\n([\s\S]*?)```\s*<!-- recommended-nginx:end -->/.exec(operations)?.[1] ?? "";

/** Every `proxy_set_header` directive: the header's name (lower case) and the value passed on. */
const forwarded = [...block.matchAll(/^\s*proxy_set_header\s+(\S+)\s+([^;]+);/gm)].map(([, name = "", value = ""]) => [name.toLowerCase(), value.trim()]);

it("the recommended nginx block passes the Host header with its port, as the browser sent it", () => {
  expect(block).not.toBe("");
  // $host drops the port: on any port but 443 the server would see an origin that is not the page's.
  expect(forwarded.filter(([name]) => name === "host")).toEqual([["host", "$http_host"]]);
});
