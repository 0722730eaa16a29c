import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { getArticles, getIndustries, getJobs, getProjects, getServices } from "../lib/content";
import { demoPassword } from "../scripts/emulators/seed-data.mjs";

export const staticRoutes = [
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

export const detailRoutes = [
  "/industry/fintech",
  "/projectdetail/fernleigh-invoice-finance-portal",
  "/readarticle/zero-downtime-deployments",
] as const;

export const memberRoutes = ["/dashboard", "/community-chat"] as const;

/** Every page generated from content: each service, industry, case study and article. */
export const contentRoutes: readonly string[] = [
  ...getServices().map((service) => `/services/${service.id}`),
  ...getIndustries().map((industry) => `/industry/${industry.id}`),
  ...getProjects().map((project) => `/projectdetail/${project.id}`),
  ...getArticles().map((article) => `/readarticle/${article.id}`),
  ...getJobs().map((job) => `/career/${job.id}`),
];

export const publicRoutes = [...staticRoutes, ...detailRoutes] as const;

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

/** Signs in through the form on a members' page as a seeded account (they share one password). */
export async function signIn(page: Page, email: string, path = "/dashboard") {
  await page.goto(path);
  const form = page.getByRole("region", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(demoPassword);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The link in the verification e-mail the Auth emulator would have sent to `email` (it keeps the links
 * instead of mailing them), found through the site's own settings: the emulator's address and project.
 */
export async function verificationLink(baseURL: string, email: string): Promise<string> {
  const credentials = (await (await fetch(`${baseURL}/api/credentials.json`)).json()) as { firebase: { projectId: string }; emulators: { auth: string } };
  // The e-mail goes out just after the account exists (the page shows the account first).
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const response = await fetch(`${credentials.emulators.auth}/emulator/v1/projects/${credentials.firebase.projectId}/oobCodes`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
    const link = oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === "VERIFY_EMAIL").at(-1);
    if (link) return link.oobLink;
  }
  throw new Error(`no verification link for ${email}`);
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

/** A page of its own, signed in as `email` (with the seeded password), at `path`. */
export async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await ownPage(browser);
  await signIn(page, email, path);
  return page;
}

/** Closes every context `ownPage` opened: a spec that uses it runs this after each test. */
export async function closeOwnPages(): Promise<void> {
  await Promise.all([...ownContexts].map((context) => context.close()));
}
