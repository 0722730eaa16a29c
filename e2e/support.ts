import axe from "axe-core";
import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getArticles, getIndustries, getJobs, getProjects, getServices } from "../lib/content";
import { demoPassword } from "../scripts/emulators/seed-data.mjs";
import { collections } from "../lib/firebase/collections.mjs";

const staticRoutes = [
  "/",
  "/about",
  "/services",
  "/ourexpertise",
  "/portfolio",
  "/projectdetail",
  "/career",
  "/community",
  "/blog",
  "/readarticle",
  "/contact",
  "/faq",
  "/privacypolicy",
  "/termsofuse",
  "/error",
] as const;

export const memberRoutes = ["/dashboard", "/community-chat", "/mentions"] as const;

/** The staff console's pages (client-rendered behind the sign-in, like the members' area). */
export const consoleRoutes = ["/console", "/console/leads", "/console/assistant", "/console/moderation", "/console/members", "/console/audit"] as const;

/** Addresses that name no page: unknown paths, unknown ids, malformed and over-long escapes. */
export const missingRoutes = [
  "/no-such-page",
  "/about/extra",
  "/industry/no-such-industry",
  "/projectdetail/no-such-project",
  "/readarticle/no-such-article",
  "/career/no-such-opening",
  "/career/devops-engineer/extra",
  "/readarticle/%E0%A4%A",
  "/projectdetail/%",
  "/%ZZ",
  "/readarticle/zero-downtime-deployments%2Fextra",
] as const;

/** Every page generated from content: each service, industry, case study and article. */
const contentRoutes: readonly string[] = [
  ...getServices().map((service) => `/services/${service.id}`),
  ...getIndustries().map((industry) => `/industry/${industry.id}`),
  ...getProjects().map((project) => `/projectdetail/${project.id}`),
  ...getArticles().map((article) => `/readarticle/${article.id}`),
  ...getJobs().map((job) => `/career/${job.id}`),
];

/** Every public page, content pages included. */
export const allPublicRoutes: readonly string[] = [...staticRoutes, ...contentRoutes];

type EmulatedDevice = { cores: number; memoryGB: number; connection?: { downlink: number; effectiveType: string } };

/** Overrides what the browser reports about the device before any of the page's scripts run. */
async function emulateDevice(page: Page, device: EmulatedDevice): Promise<void> {
  await page.addInitScript(({ cores, memoryGB, connection }: EmulatedDevice) => {
    Object.defineProperty(navigator, "hardwareConcurrency", { get: () => cores });
    Object.defineProperty(navigator, "deviceMemory", { get: () => memoryGB });
    const info = (window as unknown as { NetworkInformation?: { prototype: object } }).NetworkInformation;
    if (info && connection) {
      Object.defineProperty(info.prototype, "downlink", { get: () => connection.downlink });
      Object.defineProperty(info.prototype, "effectiveType", { get: () => connection.effectiveType });
    }
  }, device);
}

/**
 * Reports a desktop with enough cores, memory and bandwidth that the site keeps its full behaviour.
 * (Chromium's own bandwidth estimate on an idle machine hovers around the 1.5 Mb/s "slow" line.)
 */
export const emulateCapableDevice = (page: Page) => emulateDevice(page, { cores: 8, memoryGB: 8, connection: { downlink: 10, effectiveType: "4g" } });

export const emulateLowEndDevice = (page: Page) => emulateDevice(page, { cores: 2, memoryGB: 2 });

/** A capable desktop on a 3G connection: the profile's slow-connection timeouts and retries apply. */
export const emulateSlowConnection = (page: Page) => emulateDevice(page, { cores: 8, memoryGB: 8, connection: { downlink: 0.7, effectiveType: "3g" } });

/**
 * Lays out every block in full once the fonts are in. Blocks below the fold render when near the
 * viewport (content-visibility: auto); until then they hold a placeholder height, and the geometry axe
 * reads of their content overflows it onto what follows, a state never painted.
 */
export async function layOutInFull(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important; }" });
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The page's WCAG 2.2 A and AA violations as axe finds them (or, with `rules: "all"`, its best
 * practices too), in the whole page laid out in full or in what `include` selects, with where each is.
 * axe is put into the page once (the site's pages have no frames) and run again as often as asked.
 */
export async function accessibilityViolations(page: Page, { include, rules = "wcag" }: { include?: string; rules?: "wcag" | "all" } = {}) {
  await layOutInFull(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, tags }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, {
        ...(tags ? { runOnly: { type: "tag" as const, values: tags } } : {}),
        resultTypes: ["violations"],
      });
      return violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
    },
    { include, tags: rules === "wcag" ? wcagTags : null },
  );
}

/** Records every Content-Security-Policy violation the page reports, from before its first script. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI || "inline"} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Counts the scripts a page adds after its HTML (the chunks its deferred work imports) until each has
 * loaded or failed, so `settled` can wait for them rather than for a guessed time.
 */
export async function trackLateScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { inFlight: 0 };
    (window as unknown as { lateScripts: typeof state }).lateScripts = state;
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (!(node instanceof HTMLScriptElement) || !node.src) continue;
          state.inFlight += 1;
          const done = () => (state.inFlight -= 1);
          node.addEventListener("load", done, { once: true });
          node.addEventListener("error", done, { once: true });
        }
      }).observe(document, { childList: true, subtree: true });
    });
  });
}

/**
 * Waits until the page's deferred work has run and its code has arrived: the page defers it past `load`,
 * 100 ms and an idle period (lib/device/idle.ts), so an idle callback queued after that runs once theirs
 * have, and then every script they added is waited for. Needs `trackLateScripts` before the page loads.
 * Once the 3D scene draws on a busy machine there may be no idle period left: the first idle callback,
 * queued after the page's own, waits ten seconds at most for one, and the second, which only gives that
 * work a turn to add its scripts, two.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // Hydration queues the deferred work; queued before it, this wait would run ahead of it.
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.setTimeout(() => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2_000 }), { timeout: 10_000 }), 100);
      }),
  );
  await page.waitForFunction(() => (window as unknown as { lateScripts?: { inFlight: number } }).lateScripts?.inFlight === 0);
}

/**
 * Makes every JavaScript chunk that `path`'s own HTML does not list fail to load, so a client-side
 * navigation from there to a page with client code of its own fails as a lost connection would.
 * Returns the function that lets chunks load again.
 */
export async function failChunksNotIn(page: Page, path: string): Promise<() => Promise<void>> {
  const html = await (await page.request.get(path)).text();
  const initial = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"\\]+/g)].map((match) => match[0]));
  const pattern = "**/_next/static/chunks/**";
  await page.route(pattern, (route) => (initial.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort()));
  return () => page.unroute(pattern);
}

type Emulators = { auth: string; firestore: string; projectId: string };

/** The local stack's emulators and project, found through the site's own settings, as the browser finds them. */
async function emulatorsOf(baseURL: string): Promise<Emulators> {
  const credentials = (await (await fetch(`${baseURL}/api/credentials.json`)).json()) as {
    firebase: { projectId: string };
    emulators: { auth: string; firestore: string };
  };
  return { ...credentials.emulators, projectId: credentials.firebase.projectId };
}

/** The password of the accounts `createAccount` makes. */
export const newMemberPassword = "a-long-enough-password";

/** Creates an account through the members' form at `path` (its e-mail not verified yet). */
export async function createAccount(page: Page, path: string, name: string, email: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("button", { name: "Create an account" }).click();
  const form = page.getByRole("region", { name: "Create account" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(newMemberPassword);
  await form.getByRole("button", { name: "Create account" }).click();
}

/**
 * A page signed in as a new member of its own, address verified, at `path`: for a journey that posts or
 * changes the account while other journeys block, promote or post as the seeded members at the same time.
 */
export async function newMemberPage(browser: Browser, baseURL: string, name: string, path: string): Promise<Page> {
  return (await newMember(browser, baseURL, name, path)).page;
}

/** `newMemberPage`, with the new member's e-mail address. */
export async function newMember(browser: Browser, baseURL: string, name: string, path: string): Promise<{ page: Page; email: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${Date.now()}@example.com`;
  const page = await ownPage(browser);
  await createAccount(page, path, name, email);
  await page.goto(await verificationLink(baseURL, email));
  // The link leads to the dashboard, which renews the sign-in with the verified address: wait for it, as
  // a person would, before the member's pages act on it.
  await expect(page).toHaveURL(/\/dashboard\?verified=1$/);
  await expect(page.getByRole("heading", { name: "Verify your e-mail address to join the community" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  // The dashboard then lists the verified member in the directory (through the server); leaving before
  // it has would leave them unlisted, and not offered to other members' mentions, until a page does it.
  await storedDocument(baseURL, `${collections.members}/${await uidOf(baseURL, email, newMemberPassword)}`);
  await page.goto(path);
  return { page, email };
}

/**
 * The link in the verification e-mail the Auth emulator would have sent to `email` (it keeps the links
 * instead of mailing them).
 */
export async function verificationLink(baseURL: string, email: string): Promise<string> {
  const { auth, projectId } = await emulatorsOf(baseURL);
  // The e-mail goes out just after the account exists (the page shows the account first).
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const response = await fetch(`${auth}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
    const link = oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === "VERIFY_EMAIL").at(-1);
    if (link) return link.oobLink;
  }
  throw new Error(`no verification link for ${email}`);
}

/** The user id of a seeded account (or, with its password, any other), from the Auth emulator. */
export async function uidOf(baseURL: string, email: string, password = demoPassword): Promise<string> {
  const { auth } = await emulatorsOf(baseURL);
  const response = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { localId } = (await response.json()) as { localId?: string };
  if (!localId) throw new Error(`no account for ${email}`);
  return localId;
}

/** Waits until the store holds the document at `path` (read as its owner, past the rules), and returns its fields. */
export async function storedDocument(baseURL: string, path: string): Promise<Record<string, unknown>> {
  const { firestore, projectId } = await emulatorsOf(baseURL);
  const read = async () => {
    const response = await fetch(`http://${firestore}/v1/projects/${projectId}/databases/(default)/documents/${path}`, {
      headers: { Authorization: "Bearer owner" },
    });
    return response.ok ? ((await response.json()) as { fields: Record<string, unknown> }).fields : null;
  };
  await expect.poll(read, { message: `${path} is stored` }).not.toBeNull();
  return (await read()) ?? {};
}

/** The ID token a signed-in page holds now, as the web SDK keeps it in the browser. */
export async function heldToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("firebaseLocalStorageDb");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("firebaseLocalStorage").objectStore("firebaseLocalStorage").getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const user = (all.result as { value?: { stsTokenManager?: { accessToken?: string } } }[]).find(
              (entry) => entry.value?.stsTokenManager?.accessToken,
            );
            if (user?.value?.stsTokenManager?.accessToken) resolve(user.value.stsTokenManager.accessToken);
            else reject(new Error("the page holds no ID token"));
          };
        };
      }),
  );
}

/**
 * Lists the open reports (a read only a moderator may make) with `token`, straight from the store, and
 * answers with the store's status: what the page's own next moderator's query would meet.
 */
export async function moderatorRead(baseURL: string, token: string): Promise<number> {
  const { firestore, projectId } = await emulatorsOf(baseURL);
  const database = `projects/${projectId}/databases/(default)`;
  const response = await fetch(`http://${firestore}/v1/${database}/documents:runQuery`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: "community_reports" }], limit: 1 } }),
  });
  return response.status;
}

/** The browser contexts tests opened for people of their own, until each is closed. */
const ownContexts = new Set<BrowserContext>();

/**
 * A page in a browser context of its own: another person's cookies, storage and (with a proxy header
 * in `options`) address. `closeOwnPages` closes it when the test ends, so its live listeners and
 * presence heartbeats do not run on, loading the store and the worker for every test after it.
 */
export async function ownPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  ownContexts.add(context);
  context.on("close", () => ownContexts.delete(context));
  return context.newPage();
}

/** Opens the members' bar's account menu, where who is signed in and the ways out ("Sign out", "Sign out everywhere") are. */
export async function openAccountMenu(page: Page): Promise<void> {
  const account = page.getByRole("button", { name: "Account" });
  if ((await account.getAttribute("aria-expanded")) !== "true") await account.click();
}

/** Where the run keeps a seeded account's signed-in browser state (written by signed-in.setup.ts). */
export const signedInState = (email: string) => join(process.env.SIGNED_IN_DIR ?? "", `${email}.json`);

/**
 * A page of its own, signed in as the seeded account `email` (from the state the setup saved), at
 * `path`. `prepare` runs before the page loads (to add init scripts).
 */
export async function signedInPage(browser: Browser, email: string, path: string, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await ownPage(browser, { storageState: signedInState(email) });
  await prepare?.(page);
  await page.goto(path);
  return page;
}

/** Closes every context `ownPage` opened: a spec that uses it runs this after each test. */
export async function closeOwnPages(): Promise<void> {
  await Promise.all([...ownContexts].map((context) => context.close()));
}

/**
 * Sends `text` from the chat's box as soon as the rules' spacing between one member's messages allows
 * it. A send refused as too soon keeps its text, and the refusal clears itself the moment the spacing
 * has passed (the rules measure it on the server's clock, so one more refusal can follow): the send is
 * tried again each time it clears, until the message is in the list, confirmed.
 */
export async function sendWhenAllowed(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Message" });
  const slowDown = page.getByRole("alert").filter({ hasText: /^Slow down/ });
  const sent = page.getByRole("list", { name: "Chat messages" }).getByRole("listitem").filter({ hasText: text, hasNotText: "Sending…" });
  await box.fill(text);
  for (let attempt = 1; ; attempt += 1) {
    await box.press("Enter");
    await expect(sent.or(slowDown).first()).toBeVisible();
    if (await sent.isVisible()) return;
    if (attempt === 4) throw new Error(`"${text}" was refused as too soon ${attempt} times`);
    await expect(slowDown).toBeHidden();
  }
}

/** The mails the stack's sink has received, as raw text with quoted-printable bodies decoded. */
export function receivedMails(): string[] {
  const directory = process.env.MAIL_SINK_DIR;
  if (!directory) throw new Error("MAIL_SINK_DIR is set by playwright.config.ts");
  return readdirSync(directory)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => readFileSync(join(directory, name), "utf8"))
    .map((raw) => {
      const unfolded = raw.replace(/=\r?\n/g, "");
      const bytes = Buffer.from(
        unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
      return bytes.toString("utf8");
    });
}
