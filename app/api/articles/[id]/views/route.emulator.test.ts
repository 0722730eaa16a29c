import { getArticles } from "@/lib/content";
import { viewFlushMs } from "@/lib/articles/views";
import { GET, POST, viewsRateLimit } from "./route";
import { collections } from "@/lib/firebase/collections.mjs";

// The first call of a process opens firebase-admin's connection, which alone can take most of the
// store's 4 s deadline on a busy machine: it is made once, unguarded, before the tests.
beforeAll(async () => {
  const { getAdmin } = await import("@/lib/firebase/admin");
  await getAdmin()?.db.collection(collections.views).doc("warm-up").get();
}, 60_000);

const [first, second] = getArticles();
if (!first || !second) throw new Error("The views tests need two articles.");

let addressCounter = 0;
/** Each test speaks from its own address so the per-address rate limit never leaks between tests. */
function nextAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

function call(handler: typeof GET, id: string, headers: Record<string, string>) {
  const request = new Request(`http://localhost/api/articles/${encodeURIComponent(id)}/views`, {
    method: handler === POST ? "POST" : "GET",
    headers,
  });
  return handler(request, { params: Promise.resolve({ id }) });
}

async function views(id: string): Promise<number> {
  const response = await call(GET, id, { "x-forwarded-for": nextAddress() });
  expect(response.status).toBe(200);
  return (await response.json()).views;
}

function cookieFrom(response: Response): string {
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("expected a visitor cookie");
  return cookie;
}

it("counts a visitor once per article per day and gives them a cookie", async () => {
  const address = nextAddress();
  const before = await views(first.id);
  const firstVisit = await call(POST, first.id, { "x-forwarded-for": address, "user-agent": "reader-a" });
  expect(firstVisit.status).toBe(200);
  expect(await firstVisit.json()).toEqual({ id: first.id, views: before + 1, counted: true });
  const cookie = cookieFrom(firstVisit);
  expect(firstVisit.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);

  const again = await call(POST, first.id, { "x-forwarded-for": address, "user-agent": "reader-a", cookie });
  expect(await again.json()).toMatchObject({ views: before + 1, counted: false });
  expect(again.headers.get("set-cookie")).toBeNull();

  // Same cookie from another network is still the same visitor; same network without the cookie too.
  const elsewhere = await call(POST, first.id, { "x-forwarded-for": nextAddress(), "user-agent": "reader-a", cookie });
  expect(await elsewhere.json()).toMatchObject({ counted: false });
  const cookieless = await call(POST, first.id, { "x-forwarded-for": address, "user-agent": "reader-a" });
  expect(await cookieless.json()).toMatchObject({ counted: false });

  expect(await views(first.id)).toBe(before + 1);
});

it("counts the same visitor again on another article and on another day", async () => {
  const address = nextAddress();
  const firstVisit = await call(POST, first.id, { "x-forwarded-for": address, "user-agent": "reader-b" });
  const cookie = cookieFrom(firstVisit);
  const before = await views(second.id);
  const other = await call(POST, second.id, { "x-forwarded-for": address, "user-agent": "reader-b", cookie });
  expect(await other.json()).toMatchObject({ views: before + 1, counted: true });

  const { recordView } = await import("@/lib/articles/views");
  const { getAdmin } = await import("@/lib/firebase/admin");
  const admin = getAdmin();
  if (!admin) throw new Error("firebase-admin should be configured for the emulators");
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await expect(recordView(admin.db, second.id, ["next-day-key"], tomorrow)).resolves.toMatchObject({ counted: true });
  await expect(recordView(admin.db, second.id, ["next-day-key"], tomorrow)).resolves.toMatchObject({ counted: false });
});

it("counts distinct visitors arriving at the same moment exactly once each", async () => {
  const before = await views(second.id);
  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, index) => call(POST, second.id, { "x-forwarded-for": nextAddress(), "user-agent": `parallel-${index}` })),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
  expect(await views(second.id)).toBe(before + 8);
});

it("counts a burst of first visits with no document written more than about once a second", async () => {
  const { getAdmin } = await import("@/lib/firebase/admin");
  const db = getAdmin()?.db;
  if (!db) throw new Error("firebase-admin should be configured for the emulators");
  const before = await views(first.id);
  const shardWrites = async () =>
    (await db.collection(collections.views).doc(first.id).collection("shards").get()).docs.map((shard) => shard.updateTime.toMillis());
  const startedWith = await shardWrites();
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, index) => call(POST, first.id, { "x-forwarded-for": nextAddress(), "user-agent": `burst-${index}` })),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));
  expect(await views(first.id)).toBe(before + 40);
  // Written once at once, then the rest together a second later: in the store, not only in memory.
  await new Promise((resolve) => setTimeout(resolve, viewFlushMs + 500));
  const written = (await shardWrites()).filter((at) => !startedWith.includes(at));
  expect(written.length).toBeLessThanOrEqual(2);
  const shards = await db.collection(collections.views).doc(first.id).collection("shards").get();
  const own = Number((await db.collection(collections.views).doc(first.id).get()).get("count")) || 0;
  expect(own + shards.docs.reduce((sum, shard) => sum + Number(shard.get("count")), 0)).toBe(before + 40);
});

it("answers 404 with a message for ids that are not articles", async () => {
  for (const id of ["no-such-article", "first%2Fsecond", "ZERO-DOWNTIME"]) {
    for (const handler of [GET, POST]) {
      const response = await call(handler, id, { "x-forwarded-for": nextAddress() });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatch(/No article/);
    }
  }
});

it("answers 400 at once, with a message, for ids Firestore keeps for itself or cannot name a document by", async () => {
  for (const id of ["__x__", "__proto__", "__name__", ".", "..", "../../etc/passwd", "", "a".repeat(1501)]) {
    for (const handler of [GET, POST]) {
      const started = Date.now();
      const response = await call(handler, id, { "x-forwarded-for": nextAddress() });
      expect({ id: id.slice(0, 20), status: response.status }).toEqual({ id: id.slice(0, 20), status: 400 });
      expect(response.headers.get("content-type")).toContain("application/json");
      expect((await response.json()).error).toEqual(expect.any(String));
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  }
});

it("answers 429 once one address goes over the limit, and keeps counting others", async () => {
  const address = nextAddress();
  const statuses: number[] = [];
  for (let index = 0; index <= viewsRateLimit.limit; index += 1) {
    statuses.push((await call(POST, first.id, { "x-forwarded-for": address, "user-agent": "flood" })).status);
  }
  expect(statuses.slice(0, viewsRateLimit.limit).every((status) => status === 200)).toBe(true);
  const limited = await call(POST, first.id, { "x-forwarded-for": address });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await limited.json()).error).toMatch(/Too many requests/);
  expect((await call(GET, first.id, { "x-forwarded-for": nextAddress() })).status).toBe(200);
});
