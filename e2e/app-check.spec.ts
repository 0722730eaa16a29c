import { expect, test, type Page } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { secretSentinels } from "../scripts/secret-sentinels.mjs";

// The production build as an operator runs it against a hosted project with App Check on: no
// emulators, a web config and a reCAPTCHA Enterprise site key. Google's hosts are not reachable from
// a test, so the browser's requests to them are answered here; the page's own policy still decides
// whether it may make them.
const siteKey = "6LcNorthbeamAppCheckSiteKey0000000000000";
const appCheckToken = "app-check-token-for-this-page";
const hosted = {
  FIREBASE_API_KEY: "AIzaSyNorthbeamAppCheckExample",
  FIREBASE_AUTH_DOMAIN: "northbeam-app-check.firebaseapp.com",
  FIREBASE_PROJECT_ID: "northbeam-app-check",
  FIREBASE_STORAGE_BUCKET: "northbeam-app-check.appspot.com",
  FIREBASE_MESSAGING_SENDER_ID: "1234567890",
  FIREBASE_APP_ID: "1:1234567890:web:abcdef",
  FIREBASE_APPCHECK_RECAPTCHA_SITE_KEY: siteKey,
};

// A stand-in for reCAPTCHA Enterprise's script with the calls App Check makes: ready, render, execute.
const fakeRecaptcha = `
  window.grecaptcha = { enterprise: {
    ready: (callback) => callback(),
    render: (container, parameters) => { window.__recaptchaWidget = { container, ...parameters }; return 7; },
    execute: (widget, options) => { window.__recaptchaWidget.callback("ok"); return Promise.resolve("verdict-" + widget + "-" + options.action); },
  } };
`;

test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const port = execFileSync(process.execPath, ["scripts/free-port.mjs"], { encoding: "utf8" }).trim();
  origin = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited)) if (/^(FIREBASE_|FIRESTORE_EMULATOR_HOST|PUBLIC_EMULATOR_HOST)/.test(name)) delete inherited[name];
  const child = spawn(process.execPath, [".next/standalone/start.mjs"], {
    env: { ...inherited, ...secretSentinels, ...hosted, FIREBASE_SERVICE_ACCOUNT: "", PORT: port, HOSTNAME: "127.0.0.1" },
    stdio: "ignore",
  });
  server = child;
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${origin}/api/health`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ready) break;
    if (attempt > 200 || child.exitCode !== null) throw new Error("the App Check server did not start");
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(server.pid, "SIGTERM");
});

/** Records what the page's policy refused, from the page's own violation events. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { __refused: string[] }).__refused = refused;
    document.addEventListener("securitypolicyviolation", (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __refused: string[] }).__refused);
}

test("the server names the site key, and every page's policy lets reCAPTCHA and App Check's endpoint in", async ({ request }) => {
  const credentials = await request.get(`${origin}/api/credentials.json`);
  expect(await credentials.json()).toMatchObject({ appCheck: { recaptchaEnterpriseSiteKey: siteKey }, firebase: { projectId: hosted.FIREBASE_PROJECT_ID } });
  const page = await request.get(`${origin}/dashboard`);
  const policy = page.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  expect(policy).toMatch(/connect-src [^;]*https:\/\/content-firebaseappcheck\.googleapis\.com/);
});

test("the members' area proves itself with reCAPTCHA and sends the App Check token with its Auth requests", async ({ page }) => {
  const refused = await watchPolicy(page);
  const recaptchaScripts: string[] = [];
  await page.route("https://www.google.com/recaptcha/**", async (route) => {
    recaptchaScripts.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: fakeRecaptcha });
  });
  const exchanges: { url: string; body: unknown }[] = [];
  await page.route("https://content-firebaseappcheck.googleapis.com/**", async (route) => {
    exchanges.push({ url: route.request().url(), body: route.request().postDataJSON() });
    await route.fulfill({ contentType: "application/json", body: JSON.stringify({ token: appCheckToken, ttl: "3600s" }) });
  });
  const authHeaders: (string | undefined)[] = [];
  await page.route("https://identitytoolkit.googleapis.com/**", async (route) => {
    authHeaders.push(route.request().headers()["x-firebase-appcheck"]);
    await route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: { code: 400, message: "INVALID_LOGIN_CREDENTIALS" } }) });
  });

  await page.goto(`${origin}/dashboard`);
  const form = page.getByRole("region", { name: "Sign in" });
  await expect(form).toBeVisible();
  await expect.poll(() => exchanges.length).toBeGreaterThan(0);
  expect(recaptchaScripts[0]).toBe("https://www.google.com/recaptcha/enterprise.js?render=explicit");
  expect(await page.evaluate(() => (window as unknown as { __recaptchaWidget?: { sitekey: string; size: string } }).__recaptchaWidget)).toMatchObject({
    sitekey: siteKey,
    size: "invisible",
  });
  expect(exchanges[0]?.url).toContain(`/v1/projects/${hosted.FIREBASE_PROJECT_ID}/apps/${hosted.FIREBASE_APP_ID}:exchangeRecaptchaEnterpriseToken`);
  expect(exchanges[0]?.body).toEqual({ recaptcha_enterprise_token: "verdict-7-fire_app_check" });

  await form.getByLabel("E-mail").fill("ada@example.com");
  await form.getByLabel("Password").fill("not-the-password");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(form.getByLabel("E-mail")).toHaveValue("ada@example.com");
  expect(authHeaders).toEqual([appCheckToken]);
  expect(await refused()).toEqual([]);
});
