import { generateKeyPairSync } from "node:crypto";
import packageJson from "@/package.json";

type Route = typeof import("./route");

/** The route in a fresh module graph, so firebase-admin and the probe cache start over with `env`. */
async function healthWith(env: Record<string, string | undefined>): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    let route: Route | undefined;
    let apps: typeof import("firebase-admin/app") | undefined;
    jest.isolateModules(() => {
      route = jest.requireActual<Route>("./route");
      apps = jest.requireActual<typeof import("firebase-admin/app")>("firebase-admin/app");
    });
    if (!route || !apps) throw new Error("the route did not load");
    const response = await route.GET();
    const text = await response.text();
    // Each graph starts its own firebase-admin app; closing it lets Jest exit.
    await Promise.all(apps.getApps().map((app) => apps?.deleteApp(app)));
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, text };
  } finally {
    process.env = saved;
  }
}

it("reports the version and a Firestore that answers", async () => {
  const { status, body } = await healthWith({});
  expect(status).toBe(200);
  expect(body).toMatchObject({
    status: "ok",
    version: packageJson.version,
    firebase: { webConfigured: true, admin: "emulator", emulators: true, reachable: true },
  });
  expect(body.uptimeSeconds).toEqual(expect.any(Number));
  expect((body.firebase as { latencyMs: number }).latencyMs).toBeLessThan(2_000);
});

it("names what is wrong with a malformed service account without repeating it", async () => {
  const { body, text } = await healthWith({ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"demo-northbeam","private_key":"secret-fragment-4410"}' });
  expect(body).toMatchObject({ status: "ok", firebase: { admin: null, reachable: null, problem: expect.stringContaining("client_email") } });
  expect(text).not.toContain("secret-fragment-4410");
});

it("with a real service account reports its mode and never its key", async () => {
  const key = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const account = JSON.stringify({
    project_id: process.env.FIREBASE_PROJECT_ID,
    client_email: "probe@demo-northbeam.iam.gserviceaccount.com",
    private_key: key,
  });
  const { body, text } = await healthWith({ FIREBASE_SERVICE_ACCOUNT: account });
  expect(body).toMatchObject({ firebase: { admin: "service-account", reachable: true } });
  for (const line of key.split("\n").filter((part) => part.length > 40)) expect(text).not.toContain(line);
});

it("with no project at all reports nothing configured and nothing to reach", async () => {
  const { status, body } = await healthWith({
    FIREBASE_PROJECT_ID: undefined,
    GOOGLE_CLOUD_PROJECT: undefined,
    GCLOUD_PROJECT: undefined,
    FIREBASE_API_KEY: undefined,
  });
  expect(status).toBe(200);
  expect(body).toMatchObject({ status: "ok", firebase: { webConfigured: false, admin: null, reachable: null } });
});

it("answers other methods with a JSON 405", async () => {
  const route = jest.requireActual<Route>("./route");
  for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
    const response = route[method]();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({ error: expect.stringContaining("/api/health") });
  }
});
