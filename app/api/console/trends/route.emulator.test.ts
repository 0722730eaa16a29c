/**
 * @jest-environment node
 */
import { setLogLevel } from "firebase/firestore";
import { parseTrends } from "@/lib/console/trend-series";
import { getAdmin } from "@/lib/firebase/admin";
import { setRole } from "@/lib/members/roles.mjs";
import { emulatorClients } from "@/test/emulator-clients";
import { DELETE, GET, PATCH, POST, PUT } from "./route";
import { watchServerErrors } from "@/lib/http/server-log.test-support";

// The route sees the real admin app unless a test makes it unavailable for one call.
jest.mock("@/lib/firebase/admin", () => {
  const actual = jest.requireActual<typeof import("@/lib/firebase/admin")>("@/lib/firebase/admin");
  return { ...actual, getAdmin: jest.fn(actual.getAdmin) };
});

setLogLevel("silent");
const admin = jest.requireActual<typeof import("@/lib/firebase/admin")>("@/lib/firebase/admin").getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
// Opening firebase-admin's connection can take most of the store's deadline on a busy machine: done first.
beforeAll(() => admin.db.collection("warm-up").doc("connection").get(), 60_000);
const { connect, signUp, closeAll } = emulatorClients();
afterAll(closeAll);

/** An account signed in through the web SDK, with the role given, and a fresh ID token carrying it. */
const account = async (name: string, role: "admin" | "moderator" | null) => {
  const client = connect(`trends-${name}`);
  const { uid } = await signUp(client, name);
  if (role) await setRole(admin.auth, admin.db, uid, role, { by: "test", byName: "Test" });
  const user = client.auth.currentUser;
  if (!user) throw new Error("not signed in");
  return () => user.getIdToken(true);
};

const get = (token?: string) => GET(new Request("http://localhost/api/console/trends", { headers: token ? { Authorization: `Bearer ${token}` } : {} }));

describe("GET /api/console/trends", () => {
  let adminToken: () => Promise<string>;
  beforeAll(async () => {
    adminToken = await account("TrendsAdmin", "admin");
  }, 60_000);

  it("refuses a request without a valid token (401), and a moderator or a member (403)", async () => {
    for (const response of [await get(), await get("not-a-token")]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.stringContaining("Sign in") });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    for (const role of ["moderator", null] as const) {
      const refused = await get(await (await account(`Trends${role ?? "Member"}`, role))());
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: "This needs the admin role." });
      expect(refused.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers an admin with twelve weeks of every series, which the browser keeps five minutes for that token", async () => {
    const response = await get(await adminToken());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    expect(response.headers.get("vary")).toBe("Authorization");
    const trends = parseTrends(await response.json());
    if (!trends) throw new Error("the answer is not the trends' shape");
    expect(trends.weeks).toHaveLength(12);
    expect(trends.leadsByStatus.map((status) => status.id)).toEqual(["new", "in-progress", "handled", "spam"]);
    expect(trends.answers.map((shape) => shape.id)).toEqual(["confident", "shortlist", "admission", "provider"]);
    expect(trends.leadsByService.length).toBeGreaterThan(0);
  });

  describe("when the store cannot answer", () => {
    let logged: ReturnType<typeof watchServerErrors>;
    beforeEach(() => {
      logged = watchServerErrors();
    });
    afterEach(() => jest.restoreAllMocks());

    it("answers 503 without a Firebase project", async () => {
      jest.mocked(getAdmin).mockReturnValueOnce(null);
      const response = await get(await adminToken());
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: expect.stringContaining("Firebase project") });
    });

    it("answers 503 with Retry-After and a message, logging why, when Firestore fails", async () => {
      const token = await adminToken();
      jest.spyOn(admin.db, "collection").mockImplementation(() => {
        throw Object.assign(new Error("14 UNAVAILABLE: connection refused"), { code: 14 });
      });
      const response = await get(token);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: "The trends could not be read right now. Try again in a moment." });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(logged.lines()).toContainEqual(expect.stringMatching(/^\[console\] trends: .*14 UNAVAILABLE/));
    });
  });

  it.each([
    ["POST", POST],
    ["PUT", PUT],
    ["PATCH", PATCH],
    ["DELETE", DELETE],
  ])("answers 405 to %s with Allow: GET", async (_method, handler) => {
    const response = handler();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});
