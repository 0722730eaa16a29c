import { deleteApp, getApps } from "firebase/app";
import { initializeAuth } from "firebase/auth";
import { getFirestore } from "firebase/firestore";
import { getFirebase, resetFirebaseForTests } from "./client";

const appCheckLoads = jest.fn();
jest.mock("firebase/app-check", () => {
  appCheckLoads();
  return {
    initializeAppCheck: jest.fn(() => ({ kind: "app-check" })),
    ReCaptchaEnterpriseProvider: jest.fn(function (this: { siteKey: string }, siteKey: string) {
      this.siteKey = siteKey;
    }),
  };
});

jest.mock("firebase/auth", () => ({
  getAuth: jest.fn(() => ({ kind: "auth" })),
  initializeAuth: jest.fn(() => ({ kind: "auth" })),
  connectAuthEmulator: jest.fn(),
  indexedDBLocalPersistence: { type: "LOCAL", name: "indexedDB" },
  browserLocalPersistence: { type: "LOCAL", name: "localStorage" },
  browserSessionPersistence: { type: "SESSION", name: "sessionStorage" },
}));
jest.mock("firebase/firestore", () => ({ getFirestore: jest.fn(() => ({ kind: "db" })), connectFirestoreEmulator: jest.fn() }));

const webConfig = {
  apiKey: "key",
  authDomain: "demo-test.firebaseapp.com",
  projectId: "demo-test",
  storageBucket: "demo-test.appspot.com",
  messagingSenderId: "1",
  appId: "1:1:web:1",
};

// jsdom has no Response; the client reads only ok, status and json().
const respond = (body: unknown, status = 200) =>
  jest.fn(() => Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response));

let warn: jest.SpyInstance;
beforeEach(() => {
  resetFirebaseForTests();
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(async () => {
  warn.mockRestore();
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

it("leaves app, auth and db null and warns once when the server has no config", async () => {
  global.fetch = respond({ firebase: null, openrouter: { enabled: false }, gemini: { enabled: false } });
  const [first, second] = await Promise.all([getFirebase(), getFirebase()]);
  const third = await getFirebase();
  for (const client of [first, second, third]) expect(client).toMatchObject({ available: false, app: null, auth: null, db: null });
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toMatch(/members' area is unavailable/);
});

it("rejects a config with a value of 'undefined'", async () => {
  global.fetch = respond({ firebase: { ...webConfig, apiKey: "undefined" }, openrouter: { enabled: false }, gemini: { enabled: false } });
  expect(await getFirebase()).toMatchObject({ available: false, app: null });
  expect(warn).toHaveBeenCalledTimes(1);
});

it("does not retry a 404 and reports it", async () => {
  global.fetch = respond({ error: "Not found" }, 404);
  const client = await getFirebase();
  expect(client).toMatchObject({ available: false, reason: "/api/credentials.json answered 404." });
  expect(global.fetch).toHaveBeenCalledTimes(1);
});

it("initialises one app, shared by every caller", async () => {
  global.fetch = respond({ firebase: webConfig, openrouter: { enabled: false }, gemini: { enabled: false } });
  const [first, second] = await Promise.all([getFirebase(), getFirebase()]);
  expect(first.available).toBe(true);
  expect(second).toBe(first);
  expect(getApps()).toHaveLength(1);
  expect(first.app?.options.projectId).toBe("demo-test");
  expect(warn).not.toHaveBeenCalled();
});

it("starts Auth with the browser's persistence and without the popup and redirect helper", async () => {
  jest.mocked(initializeAuth).mockClear();
  global.fetch = respond({ firebase: webConfig, openrouter: { enabled: false }, gemini: { enabled: false } });
  const client = await getFirebase();
  expect(client.available).toBe(true);
  expect(initializeAuth).toHaveBeenCalledTimes(1);
  const [app, dependencies] = jest.mocked(initializeAuth).mock.calls[0] ?? [];
  expect(app).toBe(client.app);
  expect(dependencies?.persistence).toEqual([
    { type: "LOCAL", name: "indexedDB" },
    { type: "LOCAL", name: "localStorage" },
    { type: "SESSION", name: "sessionStorage" },
  ]);
  expect(dependencies).not.toHaveProperty("popupRedirectResolver");
});

it("never loads App Check when the server names no site key", async () => {
  global.fetch = respond({ firebase: webConfig, openrouter: { enabled: false }, gemini: { enabled: false } });
  expect((await getFirebase()).available).toBe(true);
  expect(appCheckLoads).not.toHaveBeenCalled();
});

it("activates App Check with reCAPTCHA Enterprise before Auth and Firestore are first used", async () => {
  const siteKey = "6LcExampleRecaptchaEnterpriseKey0123456789";
  global.fetch = respond({
    firebase: webConfig,
    appCheck: { recaptchaEnterpriseSiteKey: siteKey },
    openrouter: { enabled: false },
    gemini: { enabled: false },
  });
  const client = await getFirebase();
  expect(client.available).toBe(true);
  const appCheck = jest.requireMock<{ initializeAppCheck: jest.Mock; ReCaptchaEnterpriseProvider: jest.Mock }>("firebase/app-check");
  expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
  const [app, options] = appCheck.initializeAppCheck.mock.calls[0] as [unknown, { provider: { siteKey: string }; isTokenAutoRefreshEnabled: boolean }];
  expect(app).toBe(client.app);
  expect(options).toEqual({ provider: expect.objectContaining({ siteKey }), isTokenAutoRefreshEnabled: true });
  const activated = appCheck.initializeAppCheck.mock.invocationCallOrder[0] ?? Infinity;
  expect(activated).toBeLessThan(jest.mocked(initializeAuth).mock.invocationCallOrder.at(-1) ?? 0);
  expect(activated).toBeLessThan(jest.mocked(getFirestore).mock.invocationCallOrder.at(-1) ?? 0);
  expect(await getFirebase()).toBe(client);
  expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
});
