// `npm run bench:load [-- --no-build] [-- --seconds N]`: throughput under load, all in one run.
//  1. The standalone production server (on the local emulators) on /, an article and
//     /api/credentials.json, and on /floor, the empty page of the same build: the framework's floor.
//     Its req/s (and each page's ratio to the floor's) are reported as figures, with no target.
//  2. nginx (Debian's package) serving the same prerendered HTML files straight from disk.
//  3. nginx as the caching reverse proxy docs/operations.md recommends, in front of the same server.
//  4. /api/contact and /api/assistant flooded from one address: the limits must hold (429s, no 5xx)
//     and the server's memory must stay bounded (its RSS before, after, and growth are printed).
//  5. A slow-connection flood on the recommended nginx: 1,100 connections from other loopback addresses that
//     trickle their headers (and come back when dropped) while a visitor asks for pages and the API;
//     the share of the visitor's requests served must be at least 95%.
// Each target gets a warm-up, then 50 connections for the measured seconds (20 by default), split into
// rounds that take turns between the targets a ratio compares.
import autocannon from "autocannon";
import autocannonPackage from "autocannon/package.json" with { type: "json" };
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sleep, stopChild, waitForHttp } from "./emulators/process.mjs";
import { startStack } from "./emulators/stack.mjs";
import { freePort } from "./free-port.mjs";
import { buildForBench, median, onExit, root, runBench, startProduction } from "./production.mjs";

const connections = 50;
const heapCap = "--max-old-space-size=512";
/** The assistant's allowance per visitor (app/api/assistant/route.ts). */
const assistantLimit = 20;
const warmupSeconds = 5;
const targets = { cacheRatio: 0.8, servedDuringSlowFlood: 0.95 };
/** The slow-connection flood: how many connections, for how long, and the visitor's requests meanwhile. */
const slowFlood = { connections: 1_100, seconds: 20, requests: 60 };

function options() {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false }, seconds: { type: "string", default: "20" } } });
  const seconds = Number(values.seconds);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`--seconds must be a positive whole number, not "${values.seconds}"`);
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (!nginx) throw new Error("nginx is not installed: apt-get install -y nginx-light (Debian's package) and run again.");
  return { build: !values["no-build"] || !existsSync(join(root, ".next", "server", "app", "floor.html")), seconds, nginx };
}

/** The nginx configuration docs/operations.md recommends, between its markers. */
function recommendedNginx() {
  const operations = readFileSync(join(root, "docs", "operations.md"), "utf8");
  const block = /<!-- recommended-nginx:start -->\s*```nginx\n([\s\S]*?)```\s*<!-- recommended-nginx:end -->/.exec(operations);
  if (!block) throw new Error("docs/operations.md has no nginx configuration between the recommended-nginx markers");
  return block[1];
}

/**
 * The recommended configuration as the bench runs it: plain HTTP on a loopback port instead of TLS on 443,
 * the bench's server as the upstream and a throwaway cache folder. Everything else is as written.
 */
function benchVersionOf(config, { port, upstream, cacheDir }) {
  const swapped = config
    .replace(/^\s*ssl_[^\n]*\n/gm, "")
    .replace(/listen\s+[^;]+;/g, `listen 127.0.0.1:${port};`)
    .replace(/proxy_cache_path\s+\S+/, `proxy_cache_path ${cacheDir}`)
    .replace(/(upstream\s+\w+\s*\{[^}]*?server\s+)[^;\s]+/, `$1${upstream}`);
  for (const [what, present] of [
    ["the listen port", swapped.includes(`listen 127.0.0.1:${port};`)],
    ["the upstream", swapped.includes(upstream)],
    ["the cache folder", swapped.includes(cacheDir)],
  ]) {
    if (!present) throw new Error(`could not set ${what} in the recommended nginx configuration`);
  }
  return swapped;
}

/** Runs nginx in the foreground with `serverBlocks` inside a minimal main configuration. */
async function startNginx(nginxBin, name, serverBlocks, port) {
  const prefix = mkdtempSync(join(tmpdir(), `northbeam-nginx-${name}-`));
  onExit(() => rmSync(prefix, { recursive: true, force: true }));
  mkdirSync(join(prefix, "logs"));
  const isRoot = process.getuid?.() === 0;
  const config = [
    ...(isRoot ? ["user root;"] : []),
    "worker_processes 1;",
    "pid nginx.pid;",
    "error_log logs/error.log warn;",
    // The nginx.conf settings docs/operations.md recommends (Debian's default of 768 connections is too few).
    "worker_rlimit_nofile 8192;",
    "events { worker_connections 4096; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  access_log off;",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_requests 100000;",
    `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
    serverBlocks,
    "}",
  ].join("\n");
  const configPath = join(prefix, "nginx.conf");
  writeFileSync(configPath, config);
  const test = spawnSync(nginxBin, ["-t", "-p", prefix, "-c", configPath], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx (${name}) rejected its configuration:\n${test.stderr}`);
  const child = spawn(nginxBin, ["-p", prefix, "-c", configPath, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  onExit(() => child.kill("SIGTERM"));
  await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 10_000, name: `nginx (${name})`, isReady: (response) => response.status < 500 });
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child, "SIGQUIT", 5_000) };
}

async function load(url, seconds, extra = {}) {
  return autocannon({ url, connections, duration: seconds, ...extra });
}

/** The measured time of each target is split into this many rounds (see `measureInRounds`). */
const rounds = 10;
const secondsPerRound = (seconds) => Math.max(1, Math.round(seconds / rounds));

/**
 * Targets compared with each other are measured round by round, every target once per round and in
 * the opposite order in the next, after a warm-up of each: on a shared machine a slower stretch then
 * falls on all of them alike instead of on whichever one was being measured then. Each row adds up
 * its rounds: req/s over the whole measured time, the median round's p50 and the worst round's p99.
 */
async function measureInRounds(targetsByLabel, seconds) {
  const entries = Object.entries(targetsByLabel);
  for (const [, url] of entries) await load(url, warmupSeconds);
  const runs = Object.fromEntries(entries.map(([label]) => [label, []]));
  const roundSeconds = secondsPerRound(seconds);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? entries : entries.toReversed();
    for (const [label, url] of order) runs[label].push(await load(url, roundSeconds));
    console.log(`  round ${round + 1}/${rounds}: ${entries.map(([label]) => `${label} ${runs[label].at(-1).requests.average.toFixed(0)}`).join(" · ")} req/s`);
  }
  return Object.fromEntries(
    entries.map(([label]) => {
      const results = runs[label];
      const total = results.reduce((sum, result) => sum + result.requests.total, 0);
      const row = {
        label,
        rps: total / (roundSeconds * results.length),
        p50: median(results.map((result) => result.latency.p50)),
        p99: Math.max(...results.map((result) => result.latency.p99)),
        bytes: results.reduce((sum, result) => sum + result.throughput.total, 0) / Math.max(total, 1),
        fivexx: results.reduce((sum, result) => sum + (result["5xx"] ?? 0), 0),
        errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
        rounds: results.map((result) => result.requests.average),
      };
      console.log(`  ${label}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.fivexx} 5xx, ${row.errors} errors`);
      return [label, row];
    }),
  );
}

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/**
 * Floods of one kind of request from one address (no cookie kept), two rounds: the answers by status,
 * and the server's RSS before, after the first round and after the second. Memory that levels off in
 * the second round is bounded; a leak keeps growing.
 */
async function flood(label, server, seconds, request) {
  const rss = [rssMegabytes(server.child.pid)];
  const codes = {};
  let total = 0;
  let fivexx = 0;
  let errors = 0;
  for (let round = 0; round < 2; round += 1) {
    // A body made anew for each request (a function) keeps every request a different message.
    const body = typeof request.body === "function" ? { requests: [{ setupRequest: (sent) => ({ ...sent, body: request.body() }) }] } : { body: request.body };
    const result = await load(`${server.origin}${request.path}`, seconds, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.250", ...request.headers },
      ...body,
    });
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) codes[code] = (codes[code] ?? 0) + count;
    total += result.requests.total;
    fivexx += result["5xx"] ?? 0;
    errors += result.errors + result.timeouts;
    await sleep(2_000);
    rss.push(rssMegabytes(server.child.pid));
  }
  return { label, total, rps: total / (2 * seconds), codes, fivexx, errors, rss };
}

/**
 * Slowloris on `origin`: `slowFlood.connections` connections, spread over loopback addresses other than
 * the visitor's (127.0.1.x, so per-address limits see many clients), each sending a request line and
 * then one more header line every 5 s, never finishing; one that is dropped comes straight back. Meanwhile
 * a visitor at 127.0.0.1 asks for `paths` in turn, one request after another, each with 10 s to answer.
 */
async function slowConnectionFlood(origin, paths) {
  const { hostname, port } = new URL(origin);
  const sockets = new Set();
  let running = true;
  let opened = 0;
  let dropped = 0;
  const open = (index) => {
    if (!running) return;
    opened += 1;
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: `127.0.1.${(index % 100) + 1}` }, () =>
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`),
    );
    const trickle = setInterval(() => socket.write("X-Slow: 1\r\n"), 5_000);
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(trickle);
      sockets.delete(socket);
      dropped += 1;
      setTimeout(() => open(index), 100);
    });
  };
  for (let index = 0; index < slowFlood.connections; index += 1) open(index);
  await sleep(2_000);
  const started = Date.now();
  const statuses = {};
  let served = 0;
  for (let request = 0; request < slowFlood.requests; request += 1) {
    const path = paths[request % paths.length];
    const status = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => "no answer",
    );
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (typeof status === "number" && status < 400) served += 1;
    await sleep(Math.max(0, started + ((request + 1) * slowFlood.seconds * 1000) / slowFlood.requests - Date.now()));
  }
  running = false;
  const held = sockets.size;
  const droppedByNginx = dropped;
  for (const socket of sockets) socket.destroy();
  return { served, statuses, opened, dropped: droppedByNginx, held };
}

const ratio = (a, b) => (b > 0 ? a / b : 0);

/** The rows of `rows` labelled `prefix + path`, by path. */
const keyed = (rows, prefix, paths) => Object.fromEntries(paths.map((path) => [path, rows[`${prefix}${path}`]]));

/** The lowest and highest of the per-round ratios of two rows measured in the same rounds. */
function roundRange(row, base) {
  const ratios = row.rounds.map((value, index) => ratio(value, base.rounds[index]));
  return `${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)}`;
}
const fmt = (value, digits = 0) => value.toFixed(digits);

await runBench("bench-load", async () => {
  const settings = options();
  buildForBench(settings.build);

  const stack = await startStack({ seed: true });
  if (!stack.ok) throw new Error(`the local emulators did not start (${stack.reason}); the contact flood needs them`);
  onExit(() => stack.killNow());
  // No provider keys: the assistant answers with the built-in answerer, as a bench should measure us.
  // The heap is capped as docs/operations.md recommends for production, so a leak would show as a crash.
  const server = await startProduction({
    env: { ...stack.env, OPENROUTER_API_KEY: "", GEMINI_API_KEY: "", SMTP_HOST: "", NODE_OPTIONS: heapCap },
    quiet: true,
  });
  onExit(server.stop);
  const article = /href="(\/readarticle\/[^"?#]+)"/.exec(await (await fetch(`${server.origin}/blog`)).text())?.[1];
  if (!article) throw new Error("/blog links to no article");
  const pages = ["/", article];

  // The pages and the floor take turns; the credentials route is in no ratio, and the garbage its
  // answers leave would fall on whichever page came next, so it is measured on its own afterwards.
  const comparedPaths = [...pages, "/floor"];
  const serverRows = async (paths) =>
    keyed(await measureInRounds(Object.fromEntries(paths.map((path) => [`server ${path}`, `${server.origin}${path}`])), settings.seconds), "server ", paths);
  console.log(
    `▶ the production server (${server.origin}), ${connections} connections, ${warmupSeconds} s warm-up each, then ${rounds} rounds of ${secondsPerRound(settings.seconds)} s`,
  );
  const ours = { ...(await serverRows(comparedPaths)), ...(await serverRows(["/api/credentials.json"])) };

  // Both nginx setups run side by side so that they too are measured in the same rounds.
  console.log("▶ nginx serving the prerendered HTML files, and nginx as the recommended caching reverse proxy in front of the production server");
  const staticPort = await freePort();
  const htmlRoot = join(root, ".next", "standalone", ".next", "server", "app");
  const files = await startNginx(
    settings.nginx,
    "static",
    `server {\n  listen 127.0.0.1:${staticPort};\n  root ${htmlRoot};\n  default_type text/html;\n  location = / { try_files /index.html =404; }\n  location / { try_files $uri.html =404; }\n}`,
    staticPort,
  );
  const cachePort = await freePort();
  const cacheDir = mkdtempSync(join(tmpdir(), "northbeam-nginx-cache-"));
  onExit(() => rmSync(cacheDir, { recursive: true, force: true }));
  const proxy = await startNginx(
    settings.nginx,
    "cache",
    benchVersionOf(recommendedNginx(), { port: cachePort, upstream: new URL(server.origin).host, cacheDir }),
    cachePort,
  );
  const cacheStatus = {};
  for (const path of pages) cacheStatus[path] = [(await fetch(`${proxy.origin}${path}`)).headers.get("x-cache-status")];
  const nginxRows = await measureInRounds(
    Object.fromEntries(
      pages.flatMap((path) => [
        [`nginx files ${path}`, `${files.origin}${path}`],
        [`nginx cache ${path}`, `${proxy.origin}${path}`],
      ]),
    ),
    settings.seconds,
  );
  const direct = keyed(nginxRows, "nginx files ", pages);
  const cached = keyed(nginxRows, "nginx cache ", pages);
  for (const path of pages) {
    cacheStatus[path].push((await fetch(`${proxy.origin}${path}`)).headers.get("x-cache-status"));
    cached[path].cacheStatus = cacheStatus[path].join(" → ");
  }
  console.log(
    `▶ ${slowFlood.connections} slow connections on the recommended nginx for ${slowFlood.seconds} s, and a visitor's ${slowFlood.requests} requests meanwhile`,
  );
  const slow = await slowConnectionFlood(proxy.origin, [...pages, "/api/credentials.json"]);
  await files.stop();
  await proxy.stop();

  console.log("▶ floods from one address: POST /api/contact and POST /api/assistant");
  const contactLimit = (await (await fetch(`${server.origin}/api/contact`, { headers: { "x-forwarded-for": "203.0.113.250" } })).json()).limit;
  // Each a different message: the same message sent again is answered as sent and stored once.
  let sent = 0;
  const contact = await flood("POST /api/contact", server, settings.seconds, {
    path: "/api/contact",
    body: () =>
      JSON.stringify({
        name: "Load Test",
        email: "load@example.com",
        phone: "",
        subject: `Load benchmark ${(sent += 1)}`,
        message: "A message sent by the load benchmark, many times over.",
        services: [],
        startedAt: Date.now() - 60_000,
      }),
  });
  const assistant = await flood("POST /api/assistant", server, settings.seconds, {
    path: "/api/assistant",
    body: JSON.stringify({ messages: [{ role: "user", content: "What services do you offer?" }] }),
  });

  const floor = ours["/floor"].rps;
  const lines = [
    `## Load benchmark (${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${warmupSeconds} s warm-up, ${settings.seconds} s measured in ${rounds} rounds, autocannon ${autocannonPackage.version})`,
    "",
    "| Target | req/s | p50 ms | p99 ms | bytes/req | 5xx | errors |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...[...Object.values(ours), ...Object.values(direct), ...Object.values(cached)].map(
      (row) => `| ${row.label} | ${fmt(row.rps)} | ${row.p50} | ${row.p99} | ${fmt(row.bytes)} | ${row.fivexx} | ${row.errors} |`,
    ),
    "",
    "| Ratio | value | range over the rounds | target |",
    "|---|---:|---:|---:|",
    ...pages.map(
      (path) => `| server ${path} ÷ server /floor | ${fmt(ratio(ours[path].rps, floor), 2)} | ${roundRange(ours[path], ours["/floor"])} | figure only |`,
    ),
    ...pages.map(
      (path) =>
        `| nginx cache ${path} ÷ nginx files ${path} | ${fmt(ratio(cached[path].rps, direct[path].rps), 2)} | ${roundRange(cached[path], direct[path])} | ≥ ${targets.cacheRatio} |`,
    ),
    "",
    ...pages.map((path) => `nginx cache status for ${path}: ${cached[path].cacheStatus}`),
    "",
    `| Flood (one address, 2 × ${settings.seconds} s) | requests | req/s | answers | 5xx | errors | RSS before → round 1 → round 2 (MB) | growth in round 2 |`,
    "|---|---:|---:|---|---:|---:|---|---:|",
    ...[contact, assistant].map(
      (row) =>
        `| ${row.label} | ${row.total} | ${fmt(row.rps)} | ${Object.entries(row.codes)
          .map(([code, count]) => `${code}×${count}`)
          .join(", ")} | ${row.fivexx} | ${row.errors} | ${row.rss.map((value) => fmt(value)).join(" → ")} | ${fmt(row.rss[2] - row.rss[1], 1)} MB |`,
    ),
    "",
    `Slow-connection flood on the recommended nginx (${slowFlood.connections} connections trickling headers, reconnecting when dropped, ${slowFlood.seconds} s): the visitor's ${slowFlood.requests} requests got ${Object.entries(
      slow.statuses,
    )
      .map(([status, count]) => `${status}×${count}`)
      .join(
        ", ",
      )}: ${fmt((100 * slow.served) / slowFlood.requests)}% served. Connections opened ${slow.opened}, dropped by nginx ${slow.dropped}, still open at the end ${slow.held}.`,
    "",
    `The server runs with NODE_OPTIONS=${heapCap}, as docs/operations.md recommends.`,
  ];
  const checks = [
    ...pages.map((path) => [
      `nginx cache ${path} reaches ${targets.cacheRatio} of nginx serving the file`,
      ratio(cached[path].rps, direct[path].rps) >= targets.cacheRatio,
    ]),
    [
      `the visitor was served during the slow-connection flood (at least ${targets.servedDuringSlowFlood * 100}%)`,
      slow.served / slowFlood.requests >= targets.servedDuringSlowFlood,
    ],
    ["no 5xx anywhere", [...Object.values(ours), ...Object.values(direct), ...Object.values(cached), contact, assistant].every((row) => row.fivexx === 0)],
    [
      `the contact limit held (at most ${contactLimit} stored, the rest 429)`,
      (contact.codes[201] ?? 0) <= contactLimit && (contact.codes[429] ?? 0) > 0 && (contact.codes[400] ?? 0) === 0,
    ],
    [
      `the assistant limit held (at most ${assistantLimit} answered, the rest 429)`,
      (assistant.codes[200] ?? 0) <= assistantLimit && (assistant.codes[429] ?? 0) > 0,
    ],
    ["the server was still running at the end", server.child.exitCode === null],
  ];
  lines.push("", ...checks.map(([name, ok]) => `${ok ? "✓" : "✗"} ${name}`));
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  return lines.join("\n");
});
