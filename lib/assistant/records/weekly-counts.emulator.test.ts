import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { collections } from "@/lib/firebase/collections.mjs";
import { dayMs, weekIndex, weekStartDate, weekStartMs } from "@/lib/firebase/weeks.mjs";
import { storeFeedback, validateFeedback } from "./feedback";
import { recordAnswer, recordHandover, weeklyShards } from "./weekly-counts";

// A Firestore project of its own: the counters are summed exactly, whatever other suites count.
const app = initializeApp({ projectId: `demo-weekly-counts-${process.pid}` }, `weekly-counts-${process.pid}`);
const db = getFirestore(app);
afterAll(() => deleteApp(app));
// A cold emulator's first answer can take longer than the store guard's deadline.
beforeAll(() => db.collection(collections.assistantWeekly).limit(1).get(), 30_000);

type Counts = Record<"answers" | "helpful" | "notHelpful" | "kinds", Record<string, number>>;

/** Week `week`'s counters, summed over its shards, without the zeros a moved rating leaves. */
async function countsOf(week: number): Promise<Counts & { handovers: number; shards: string[] }> {
  const snapshot = await db.collection(collections.assistantWeekly).where("week", "==", week).get();
  const counts: Counts = { answers: {}, helpful: {}, notHelpful: {}, kinds: {} };
  for (const shard of snapshot.docs)
    for (const field of ["answers", "helpful", "notHelpful", "kinds"] as const)
      for (const [shape, count] of Object.entries((shard.get(field) ?? {}) as Record<string, number>)) {
        const sum = (counts[field][shape] ?? 0) + count;
        if (sum === 0) delete counts[field][shape];
        else counts[field][shape] = sum;
      }
  const handovers = snapshot.docs.reduce((sum, shard) => sum + Number(shard.get("handovers") ?? 0), 0);
  return { ...counts, handovers, shards: snapshot.docs.map((shard) => shard.id) };
}

const wednesday = Date.UTC(2031, 4, 7, 12);
const week = weekIndex(wednesday);

it("counts each answer under its shape and kind in its own week, spread over the week's shards; small talk is no question", async () => {
  const answers = [
    ...Array.from({ length: 15 }, () => ["confident", "fact"] as const),
    ...Array.from({ length: 6 }, () => ["shortlist", "page"] as const),
    ...Array.from({ length: 4 }, () => ["provider", "fact"] as const),
    ...Array.from({ length: 2 }, () => ["taught", "taught"] as const),
  ];
  await Promise.all(answers.map(([shape, kind]) => recordAnswer(db, shape, kind, wednesday)));
  await Promise.all([recordHandover(db, wednesday), recordHandover(db, wednesday + dayMs)]);
  // The last millisecond of the week is in it; Monday midnight starts the next.
  await recordAnswer(db, "admission", "not-sure", weekStartMs(week + 1) - 1);
  await recordAnswer(db, "admission", "not-sure", weekStartMs(week + 1));
  await recordAnswer(db, "greeting", "chat", weekStartMs(week + 1) + 3 * dayMs);

  const counts = await countsOf(week);
  expect(counts.answers).toEqual({ confident: 15, shortlist: 6, provider: 4, taught: 2, admission: 1 });
  expect(counts.kinds).toEqual({ fact: 19, page: 6, taught: 2, "not-sure": 1 });
  expect(counts.handovers).toBe(2);
  expect(counts.shards.length).toBeGreaterThan(1);
  expect(counts.shards.length).toBeLessThanOrEqual(weeklyShards);
  for (const id of counts.shards) expect(id).toMatch(new RegExp(`^${weekStartDate(week)}_\\d$`));
  expect(await countsOf(week + 1)).toMatchObject({ answers: { admission: 1, greeting: 1 }, kinds: { "not-sure": 1 }, handovers: 0 });
});

describe("ratings", () => {
  const rating = (overrides: Record<string, unknown> = {}) => {
    const checked = validateFeedback({
      answerId: `ans_${randomUUID().replaceAll("-", "")}`,
      rating: "helpful",
      question: "Do you build booking apps?",
      answer: "Yes: see Mobile Apps.",
      provider: "built-in",
      ...overrides,
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
    return checked.feedback;
  };
  const ratedWeek = week + 10;
  const ratedAt = weekStartMs(ratedWeek) + 2 * dayMs;

  it("are counted in the week they were first made: moved when changed there, even weeks later; never twice", async () => {
    const first = rating({ shape: "confident" });
    expect(await storeFeedback(db, first, "visitor-a", ratedAt)).toEqual({ ok: true, created: true });
    expect(await countsOf(ratedWeek)).toMatchObject({ helpful: { confident: 1 }, notHelpful: {} });

    // The same rating again changes nothing; changed a week later, it moves within the week it was made.
    expect(await storeFeedback(db, first, "visitor-a", ratedAt + dayMs)).toEqual({ ok: true, created: false });
    await storeFeedback(db, { ...first, rating: "not-helpful" }, "visitor-a", ratedAt + 8 * dayMs);
    expect(await countsOf(ratedWeek)).toMatchObject({ helpful: {}, notHelpful: { confident: 1 } });
    // What they were looking for, added after: the rating is the same, the count too.
    await storeFeedback(db, { ...first, rating: "not-helpful", reason: "Prices" }, "visitor-a", ratedAt + 8 * dayMs);
    expect(await countsOf(ratedWeek)).toMatchObject({ helpful: {}, notHelpful: { confident: 1 } });
    await storeFeedback(db, first, "visitor-a", ratedAt + 9 * dayMs);
    expect(await countsOf(ratedWeek)).toMatchObject({ helpful: { confident: 1 }, notHelpful: {} });
    expect(await countsOf(ratedWeek + 1)).toMatchObject({ helpful: {}, notHelpful: {} });

    // Someone else's rating of the same answer is refused, and counts nothing.
    expect(await storeFeedback(db, { ...first, rating: "not-helpful" }, "visitor-b", ratedAt)).toEqual({ ok: false, reason: "not-yours" });
    expect(await countsOf(ratedWeek)).toMatchObject({ helpful: { confident: 1 }, notHelpful: {} });
  });

  it('count a language model\'s answers as "provider", and a built-in answer rated without its shape not at all', async () => {
    const week = ratedWeek + 2;
    const at = weekStartMs(week) + dayMs;
    await storeFeedback(db, rating({ provider: "gemini", rating: "not-helpful" }), "visitor-c", at);
    await storeFeedback(db, rating({ provider: "openrouter" }), "visitor-c", at);
    await storeFeedback(db, rating({ shape: "admission", rating: "not-helpful" }), "visitor-c", at);
    const unshaped = rating();
    await storeFeedback(db, unshaped, "visitor-c", at);
    await storeFeedback(db, { ...unshaped, rating: "not-helpful" }, "visitor-c", at);
    expect(await countsOf(week)).toMatchObject({ helpful: { provider: 1 }, notHelpful: { provider: 1, admission: 1 } });
    const stored = await db.collection(collections.feedback).doc(unshaped.answerId).get();
    expect(stored.get("rating")).toBe("not-helpful");
    expect(stored.data()).not.toHaveProperty("shape");
  });
});
