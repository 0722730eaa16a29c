/** @jest-environment node */
import { firebaseHealth } from "./health";
import { getAdmin } from "./admin";

jest.mock("./admin", () => ({ getAdmin: jest.fn() }));

const env = {
  FIREBASE_PROJECT_ID: "demo-health",
  FIRESTORE_EMULATOR_HOST: undefined,
  FIREBASE_AUTH_EMULATOR_HOST: undefined,
  FIREBASE_SERVICE_ACCOUNT: undefined,
};
const saved = { ...process.env };
beforeEach(() => {
  process.env = { ...saved };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterAll(() => {
  process.env = saved;
});

/** firebase-admin whose Firestore read behaves as `read` says. */
function adminWhoseRead(read: () => Promise<unknown>) {
  const get = jest.fn(read);
  jest.mocked(getAdmin).mockReturnValue({ db: { doc: () => ({ get }) } } as unknown as ReturnType<typeof getAdmin>);
  return get;
}

let clock = 1_000_000;
const later = () => (clock += 60_000);

it("gives up on a Firestore that never answers after two seconds", async () => {
  adminWhoseRead(() => new Promise(() => {}));
  const started = Date.now();
  const health = await firebaseHealth(later());
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(health).toMatchObject({ admin: "application-default", reachable: false, problem: "no answer within 2000 ms" });
});

it("names the status of a refused read, and nothing else from the error", async () => {
  adminWhoseRead(() => Promise.reject(Object.assign(new Error("7 PERMISSION_DENIED: key sk-secret-123 rejected"), { code: 7 })));
  const health = await firebaseHealth(later());
  expect(health).toMatchObject({ reachable: false, problem: "PERMISSION_DENIED" });
  expect(JSON.stringify(health)).not.toContain("sk-secret-123");
});

it("reports latency when the read succeeds, and probes once per two seconds however often it is asked", async () => {
  const get = adminWhoseRead(() => Promise.resolve({ exists: false }));
  const now = later();
  const results = await Promise.all([firebaseHealth(now), firebaseHealth(now + 1), firebaseHealth(now + 1_900)]);
  for (const health of results) expect(health).toMatchObject({ reachable: true, latencyMs: expect.any(Number), breaker: { state: "closed" } });
  expect(get).toHaveBeenCalledTimes(1);
  await firebaseHealth(now + 2_001);
  expect(get).toHaveBeenCalledTimes(2);
});

it("reports a firebase-admin that fails to start as unreachable, not as a crash", async () => {
  jest.mocked(getAdmin).mockImplementation(() => {
    throw Object.assign(new Error("Failed to parse private key"), { code: "app/invalid-credential" });
  });
  expect(await firebaseHealth(later())).toMatchObject({ reachable: false, problem: "app/invalid-credential" });
});
