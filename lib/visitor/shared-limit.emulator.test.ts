import { randomUUID } from "node:crypto";
import { getAdmin } from "@/lib/firebase/admin";
import { createStoreGuard } from "@/lib/firebase/store-guard";
import { takeSharedLimit as takeWithin, type SharedLimit } from "./shared-limit";
import { collections } from "@/lib/firebase/collections.mjs";

const admin = getAdmin();
if (!admin) throw new Error("firebase-admin should be configured for the emulators");
const { db } = admin;

const minute = 60_000;
const limit = { scope: `test-${randomUUID().slice(0, 8)}`, limit: 3, windowMs: 10 * minute };
const start = Date.UTC(2030, 0, 1, 9);

// These tests are about the transaction, not the store's deadline: contending transactions back off
// from one second up, and eight of them on a shared emulator take 3-4 s alone, more under the full suite.
const patient = createStoreGuard({ deadlineMs: 25_000 }).run;
const takeSharedLimit = (db: Parameters<typeof takeWithin>[0], shared: SharedLimit, keys: string[], now: number) => takeWithin(db, shared, keys, now, patient);

it("allows `limit` within any window, refuses the next without counting it, and says how long to wait", async () => {
  const key = randomUUID();
  for (const offset of [0, 1, 2]) await expect(takeSharedLimit(db, limit, [key], start + offset * minute)).resolves.toEqual({ ok: true });
  await expect(takeSharedLimit(db, limit, [key], start + 3 * minute)).resolves.toEqual({ ok: false, retryAfterSeconds: 7 * 60 });
  // The first request leaves the window at start + 10 minutes: one more is allowed, then none again.
  await expect(takeSharedLimit(db, limit, [key], start + 10 * minute + 1)).resolves.toEqual({ ok: true });
  await expect(takeSharedLimit(db, limit, [key], start + 10 * minute + 2)).resolves.toMatchObject({ ok: false });
  const stored = await db.collection(collections.visitorLimits).doc(`${limit.scope}_${key}`).get();
  expect(stored.get("at")).toEqual([start + minute, start + 2 * minute, start + 10 * minute + 1]);
  expect(stored.get("expiresAt").toMillis()).toBe(start + 20 * minute + 1);
});

it("stops a visitor when any of their keys is used up, and counts on none of them then", async () => {
  const [cookie, address, otherCookie] = [randomUUID(), randomUUID(), randomUUID()];
  for (const offset of [0, 1, 2]) await expect(takeSharedLimit(db, limit, [cookie, address], start + offset)).resolves.toEqual({ ok: true });
  // A fresh cookie from the same address is the same visitor.
  await expect(takeSharedLimit(db, limit, [otherCookie, address], start + 3)).resolves.toMatchObject({ ok: false });
  const other = await db.collection(collections.visitorLimits).doc(`${limit.scope}_${otherCookie}`).get();
  expect(other.exists).toBe(false);
});

it("holds under parallel requests: exactly `limit` of them go through", async () => {
  const key = randomUUID();
  const results = await Promise.all(Array.from({ length: 8 }, (_, n) => takeSharedLimit(db, limit, [key], start + n)));
  expect(results.filter((result) => result.ok)).toHaveLength(limit.limit);
});
