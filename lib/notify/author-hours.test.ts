/**
 * @jest-environment node
 */
import type { Firestore } from "firebase-admin/firestore";
import { authorAllowance } from "./author-hours";
import { newTally } from "./sweep-tally";

/** A store whose documents this hour say how many members each author has e-mailed. */
const storeWith = (mailed: Record<string, number>) =>
  ({
    collection: () => ({ doc: (id: string) => ({ id }) }),
    getAll: async (...refs: { id: string }[]) => refs.map(({ id }) => ({ get: () => mailed[id.split("_")[0] ?? ""] })),
  }) as unknown as Firestore;

const now = new Date("2026-12-01T10:30:00Z");

it("lets each author's mentions e-mail at most so many members an hour, counting on from the store's count", async () => {
  const tally = newTally();
  const allowance = await authorAllowance(storeWith({ alex: 18 }), ["alex", "jo"], now, 20, tally);
  expect(tally.reads).toBe(2);
  expect([...allowance.take(new Set(["alex", "jo"]))]).toEqual(["alex", "jo"]);
  expect([...allowance.take(new Set(["alex"]))]).toEqual(["alex"]);
  // Alex has e-mailed 20 members this hour: the next member named by Alex is told by Jo's mention alone.
  expect([...allowance.take(new Set(["alex", "jo"]))]).toEqual(["jo"]);
  expect([...allowance.take(new Set(["alex"]))]).toEqual([]);
});

it("reads nothing when no author has anything to mail", async () => {
  const tally = newTally();
  const allowance = await authorAllowance(storeWith({}), [], now, 20, tally);
  expect(tally.reads).toBe(0);
  expect([...allowance.take(new Set())]).toEqual([]);
});
