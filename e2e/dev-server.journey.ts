import { expect, type Frame, type Page, type Request, test } from "@playwright/test";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { appendFileSync, copyFileSync, type FSWatcher, mkdirSync, mkdtempSync, readdirSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { accepts } from "../test/raw-http";
import { settled, trackLateScripts } from "./support";

// `npm run dev` in a checkout that has run it before (the emulators' saved data and run folder, the mail
// sink's folder, .next/dev and next-env.d.ts are there): /console and /dashboard, once loaded, stay as
// they are. Reported from long-used checkouts: both pages navigated several times a second, signed in
// or out, with "Compiled" before every request, as when a file next dev compiles is written on every
// request. The stack runs in a copy of this checkout (its files as they are now, untracked ones
// included, node_modules linked), so the developer's own .emulators and .next are left alone, and it is
// stopped by its process group. Each page is watched from the moment it has settled.

const root = process.cwd();
/** How long a settled page is watched: the reported loop navigated several times a second. */
const quietMs = 5_000;
/** What next dev and the emulators write while serving, whatever the page does: their output and logs. */
const ownWrites = /^(\.next\/dev\/|\.emulators\/run\/[^/]+\.log$|next-env\.d\.ts$)/;

type DevStack = { child: ChildProcess; port: number; output: () => string };

/** The files git would commit (tracked, and new ones it does not ignore), and node_modules as hard links. */
function copyCheckout(): string {
  const target = mkdtempSync(join(tmpdir(), "northbeam-dev-journey-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    try {
      copyFileSync(join(root, file), join(target, file));
    } catch (error) {
      // Deleted in the working tree, not yet in git.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  execFileSync("cp", ["-al", join(root, "node_modules"), join(target, "node_modules")]);
  return target;
}

/** `npm run dev`'s command in `dir` on a free port, in a process group of its own; resolves once the port takes connections. */
async function startDev(dir: string): Promise<DevStack> {
  const port = Number(execFileSync(process.execPath, ["scripts/free-port.mjs"], { cwd: dir, encoding: "utf8" }).trim());
  const child = spawn(process.execPath, ["scripts/with-emulators.mjs", "next", "dev", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // The stack's defaults, whatever the developer's shell says: emulators, their data in the copy, the local mail sink.
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      FIREBASE_EMULATORS: "on",
      FIREBASE_PROJECT_ID: "",
      EMULATOR_DATA_DIR: "",
      MAIL_SINK_DIR: "",
      SMTP_HOST: "",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const deadline = Date.now() + 150_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm run dev did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, port, output: () => output };
}

/** Ctrl-C, as a terminal sends it to the whole group: the stack saves its data and stops (SIGKILL if not within 30 s). */
async function stopDev({ child }: DevStack): Promise<void> {
  const group = child.pid;
  if (child.exitCode !== null || group === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(-group, "SIGINT");
  const timer = setTimeout(() => process.kill(-group, "SIGKILL"), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Every file written under `dir` from now on (node_modules and .git aside), relative to it, until `stop`. */
function watchWrites(dir: string): { written: () => string[]; stop: () => void } {
  const written = new Set<string>();
  const watchers: FSWatcher[] = [watch(dir, (_, name) => name && written.add(name.toString()))];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules" || entry.name === ".git") continue;
    watchers.push(watch(join(dir, entry.name), { recursive: true }, (_, name) => name && written.add(join(entry.name, name.toString()))));
  }
  return { written: () => [...written].sort(), stop: () => watchers.forEach((watcher) => watcher.close()) };
}

/** Loads `path` and waits until it has hydrated, its deferred code has arrived and hot reloading is connected. */
async function loadAndSettle(page: Page, url: string): Promise<void> {
  await trackLateScripts(page);
  const connected = page.waitForEvent("console", { predicate: (message) => message.text().includes("[HMR] connected"), timeout: 120_000 });
  await page.goto(url, { timeout: 120_000 });
  await connected;
  await settled(page);
}

test("npm run dev, run before: /console and /dashboard load once and stay, signed out", async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const copy = copyCheckout();
  let server: DevStack | undefined;
  try {
    // The run before: the stack starts, seeds and saves its data, and next dev writes its folder.
    await stopDev(await startDev(copy));
    server = await startDev(copy);
    const compiled = () => server?.output().match(/Compiled in/g)?.length ?? 0;

    for (const path of ["/console", "/dashboard"]) {
      await loadAndSettle(page, `http://127.0.0.1:${server.port}${path}`);
      await expect(page.getByRole("region", { name: "Sign in" })).toBeVisible();

      const navigations: string[] = [];
      const onNavigated = (frame: Frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      };
      const fetched: string[] = [];
      const onRequest = (request: Request) => {
        if (request.isNavigationRequest() || request.headers()["rsc"] === "1") fetched.push(request.url());
      };
      page.on("framenavigated", onNavigated);
      page.on("request", onRequest);
      const writes = watchWrites(copy);
      const compiledBefore = compiled();
      // What a used checkout gathers outside the product's code, written meanwhile: notes at the root and
      // in docs/, each naming classes no page uses. The dev server compiles none of it.
      const gathered = setInterval(() => {
        const classes = `grid-cols-${13 + navigations.length} mt-[${Date.now() % 997}px]`;
        appendFileSync(join(copy, "dev-notes.md"), `${classes}\n`);
        writeFileSync(join(copy, "docs", "dev-notes.md"), classes);
      }, 1_000);
      await page.waitForTimeout(quietMs);
      clearInterval(gathered);
      writes.stop();
      page.off("framenavigated", onNavigated);
      page.off("request", onRequest);

      // What the checkout had written to it meanwhile names the file behind a loop.
      const written = writes.written().filter((file) => !ownWrites.test(file));
      expect.soft(navigations, `${path}: navigations once settled (files written meanwhile: ${written.join(", ") || "none"})`).toEqual([]);
      expect.soft(fetched, `${path}: the page or its server components fetched again`).toEqual([]);
      expect.soft(compiled() - compiledBefore, `${path}: recompiled with nothing edited`).toBe(0);
    }
  } finally {
    if (server) {
      await stopDev(server);
      await testInfo.attach("npm run dev output", { body: server.output(), contentType: "text/plain" });
    }
    rmSync(copy, { recursive: true, force: true });
  }
});
