import { getApps } from "firebase/app";
import { getFirebase, resetFirebaseForTests } from "./client";

jest.mock("firebase/auth", () => ({ getAuth: jest.fn(() => ({ kind: "auth" })), connectAuthEmulator: jest.fn() }));
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
afterEach(() => warn.mockRestore());

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
