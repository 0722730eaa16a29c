/**
 * @jest-environment node
 */
import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldValue, Timestamp, getFirestore } from "firebase-admin/firestore";
import { getServices } from "@/lib/content";
import { messageTimes, seedDemoData } from "@/scripts/emulators/seed.mjs";
import { answerCounts, leads, messages, ratings } from "@/scripts/emulators/seed-data.mjs";
import { collections } from "@/lib/firebase/collections.mjs";
import { weekIndex } from "@/lib/firebase/weeks.mjs";
import { parseTrends } from "./trend-series";
import { loadTrends } from "./trends";

// The demo data in a Firestore project (and Auth accounts) of its own, so nothing else counts in it.
const projectId = `demo-trends-${process.pid}`;
const app = initializeApp({ projectId }, `trends-${process.pid}`);
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const hour = 3_600_000;
const day = 24 * hour;
// Seeded at 01:30 UTC on a Monday: what is hours old falls in the week before.
const seededAt = Date.UTC(2026, 2, 9, 1, 30);

beforeAll(async () => {
  await seedDemoData({ projectId, now: seededAt });
}, 180_000);

/** The twelve weeks to `at` as the console means them, worked out here from the calendar: Mondays, 00:00 UTC. */
function weeksTo(at: number) {
  const today = new Date(at);
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  const starts = Array.from({ length: 12 }, (_, index) => monday - (11 - index) * 7 * day);
  const indexOf = (ms: number) => starts.findIndex((start) => start <= ms && ms < start + 7 * day);
  return { starts, indexOf, mondayOf: monday };
}

/** Every figure, computed from seed-data's own lists, for the trends read at `at`. */
function expectedAt(at: number) {
  const { starts, indexOf } = weeksTo(at);
  const zeros = () => starts.map(() => 0);
  const count = (figures: number[], ms: number, by = 1) => {
    const index = indexOf(ms);
    if (index >= 0) figures[index] = (figures[index] ?? 0) + by;
  };
  const leadTime = (hoursAgo: number) => seededAt - hoursAgo * hour;

  const byService = getServices().map(({ id }) => {
    const counts = zeros();
    for (const lead of leads) if ((lead.services as readonly string[]).includes(id)) count(counts, leadTime(lead.hoursAgo));
    return { id, counts };
  });
  const byStatus = ["new", "in-progress", "handled", "spam"].map((id) => {
    const counts = zeros();
    for (const lead of leads) if (lead.status === id) count(counts, leadTime(lead.hoursAgo));
    return { id, counts };
  });

  const times = messageTimes(messages, seededAt);
  const chat = zeros();
  const authors = starts.map(() => new Set<string>());
  messages.forEach((message, index) => {
    const time = times[index] ?? NaN;
    count(chat, time);
    authors[indexOf(time)]?.add(message.member);
  });

  // The console's four series: shortlists, admissions and language models' answers, and every other built-in answer as confident.
  const series = ["confident", "shortlist", "admission", "provider"];
  const seriesOf = (shape: string) => (series.includes(shape) ? shape : "confident");
  const answers = series.map(() => zeros());
  const seededMonday = weeksTo(seededAt).mondayOf;
  for (const { weeksAgo, answers: byShape } of answerCounts)
    for (const [shape, figure] of Object.entries(byShape)) count(answers[series.indexOf(seriesOf(shape))] ?? [], seededMonday - weeksAgo * 7 * day, figure);
  const helpful = series.map(() => zeros());
  const notHelpful = series.map(() => zeros());
  for (const rating of ratings)
    count((rating.rating === "helpful" ? helpful : notHelpful)[series.indexOf(seriesOf(rating.shape))] ?? [], leadTime(rating.hoursAgo));

  // The assistant's questions by kind from its counters; its handovers, and those the team took up and how fast, from its leads.
  const kindIds = ["fact", "page", "not-sure", "taught", "person"];
  const kinds = kindIds.map(() => zeros());
  for (const { weeksAgo, kinds: byKind } of answerCounts)
    for (const [kind, figure] of Object.entries(byKind)) count(kinds[kindIds.indexOf(kind)] ?? [], seededMonday - weeksAgo * 7 * day, figure);
  const handovers = zeros();
  const replied = zeros();
  const durations = starts.map((): number[] => []);
  for (const lead of leads) {
    if (!("source" in lead) || lead.source !== "assistant") continue;
    count(handovers, leadTime(lead.hoursAgo));
    if (lead.status !== "in-progress" && lead.status !== "handled") continue;
    count(replied, leadTime(lead.hoursAgo));
    const after = "repliedAfterMinutes" in lead ? lead.repliedAfterMinutes : undefined;
    if (after !== undefined) durations[indexOf(leadTime(lead.hoursAgo))]?.push(after * 60_000);
  }
  // The seed takes up one lead from the assistant a week at most: a week's median is that lead's time.
  if (durations.some((times) => times.length > 1)) throw new Error("The seed takes up two leads from the assistant in one week: work out their median here.");
  const medianReplyMs = durations.map((times) => times[0] ?? null);

  return {
    weeks: starts.map((start) => new Date(start).toISOString().slice(0, 10)),
    assistant: { kinds: kindIds.map((id, index) => ({ id, counts: kinds[index] })), handovers, replied, medianReplyMs },
    byService,
    byStatus,
    answers: series.map((id, index) => ({ id, counts: answers[index] })),
    ratings: series.map((id, index) => ({ id, helpful: helpful[index], notHelpful: notHelpful[index] })),
    chat,
    active: authors.map((members) => members.size),
  };
}

async function trendsAt(at: number) {
  const trends = await loadTrends(db, at);
  return {
    weeks: trends.weeks.map((week) => week.start),
    assistant: { ...trends.assistant, kinds: trends.assistant.kinds.map(({ id, counts }) => ({ id, counts })) },
    byService: trends.leadsByService.map(({ id, counts }) => ({ id, counts })),
    byStatus: trends.leadsByStatus.map(({ id, counts }) => ({ id, counts })),
    answers: trends.answers.map(({ id, counts }) => ({ id, counts })),
    ratings: trends.ratings.map(({ id, helpful, notHelpful }) => ({ id, helpful, notHelpful })),
    chat: trends.chatMessages,
    active: trends.activeMembers,
  };
}

const total = (figures: readonly number[]) => figures.reduce((sum, figure) => sum + figure, 0);

it("holds real figures over the twelve weeks: messages and members most weeks, leads, answers and ratings", () => {
  const expected = expectedAt(seededAt);
  expect(expected.chat.filter((figure) => figure > 0).length).toBeGreaterThanOrEqual(10);
  expect(Math.max(...expected.active)).toBeGreaterThan(5);
  expect(total(expected.byStatus.flatMap((status) => status.counts))).toBeGreaterThan(leads.length / 2);
  for (const series of expected.answers) expect(total(series.counts ?? [])).toBeGreaterThan(0);
  expect(total(expected.ratings.flatMap((series) => [...(series.helpful ?? []), ...(series.notHelpful ?? [])]))).toBe(ratings.length);
  // The assistant: questions every week, three handed over, two taken up, in 3 h 10 min and 26 h 40 min.
  for (const kind of expected.assistant.kinds.filter(({ id }) => id !== "taught")) expect(kind.counts?.every((figure) => figure > 0)).toBe(true);
  expect(total(expected.assistant.handovers)).toBe(3);
  expect(total(expected.assistant.replied)).toBe(2);
  expect(expected.assistant.medianReplyMs.filter((figure) => figure !== null).sort((a, b) => a - b)).toEqual([190 * 60_000, 1600 * 60_000]);
});

it.each([
  ["on the Monday it was seeded", 0],
  ["ten days on, a week further", 10 * day],
  ["eight weeks on, when most of it has left the window", 8 * 7 * day],
])("reads every figure as the seed's own lists give it, %s", async (_when, later) => {
  expect(await trendsAt(seededAt + later)).toEqual(expectedAt(seededAt + later));
});

it("counts nothing twice when the seed runs again, even weeks later", async () => {
  const before = await trendsAt(seededAt);
  const again = await seedDemoData({ projectId, now: seededAt + 10 * day });
  // Only the counter of a week the first seed never reached is new.
  expect(again).toMatchObject({ members: 0, messages: 0, documents: 0, weekly: 1 });
  expect(await trendsAt(seededAt)).toEqual(before);
}, 120_000);

it("gives the counters of a store seeded before the questions were counted by kind what they lack, once", async () => {
  const before = await trendsAt(seededAt);
  const shards = await db.collection(collections.assistantWeekly).where("week", ">=", 0).get();
  // The seed's own shards of the twelve weeks it seeded, as an older seed left them.
  const seededWeek = weekIndex(seededAt);
  const older = shards.docs.filter((shard) => shard.id.endsWith("_seed") && shard.get("week") > seededWeek - 12 && shard.get("week") <= seededWeek);
  expect(older.length).toBeGreaterThan(2);
  for (const shard of older) await shard.ref.update({ kinds: FieldValue.delete(), handovers: FieldValue.delete() });
  expect(total((await trendsAt(seededAt)).assistant.handovers)).toBe(0);
  const again = await seedDemoData({ projectId, now: seededAt });
  expect(again).toMatchObject({ members: 0, messages: 0, documents: 0, console: 0, weekly: older.length });
  expect(await trendsAt(seededAt)).toEqual(before);
  expect(await seedDemoData({ projectId, now: seededAt })).toMatchObject({ seeded: false, weekly: 0 });
}, 120_000);

describe("the assistant's handovers", () => {
  // A project of its own: shards and leads written here, the figures worked out by hand.
  const handoverApp = initializeApp({ projectId: `demo-trends-handovers-${process.pid}` }, `trends-handovers-${process.pid}`);
  const store = getFirestore(handoverApp);
  afterAll(() => deleteApp(handoverApp));

  const now = Date.UTC(2026, 2, 11, 12); // a Wednesday
  const { starts } = weeksTo(now);
  const thisWeek = starts[11] ?? 0;
  const lastWeek = starts[10] ?? 0;
  const minute = 60_000;

  beforeAll(async () => {
    const monday = (start: number) => new Date(start).toISOString().slice(0, 10);
    const lead = (createdAt: number, status: string, repliedAfter: number | null, source: string | null = "assistant") => ({
      ...(source ? { source } : {}),
      name: "",
      email: "visitor@example.com",
      status,
      createdAt: Timestamp.fromMillis(createdAt),
      ...(repliedAfter === null ? {} : { repliedAt: Timestamp.fromMillis(createdAt + repliedAfter) }),
    });
    const documents: Record<string, Record<string, unknown>> = {
      // Two shards of this week and one of last week's: summed; a shard before the twelve weeks is not read.
      [`${collections.assistantWeekly}/${monday(thisWeek)}_3`]: { week: weekIndex(thisWeek), kinds: { fact: 4, page: 2, taught: 1 }, handovers: 2 },
      [`${collections.assistantWeekly}/${monday(thisWeek)}_7`]: {
        week: weekIndex(thisWeek),
        kinds: { fact: 1, "not-sure": 3, person: 2, chat: 9 },
        handovers: 2,
      },
      [`${collections.assistantWeekly}/${monday(lastWeek)}_0`]: { week: weekIndex(lastWeek), kinds: { fact: 6 }, handovers: 1, answers: { confident: 6 } },
      [`${collections.assistantWeekly}/${monday((starts[0] ?? 0) - 7 * day)}_0`]: { week: weekIndex(starts[0] ?? 0) - 1, kinds: { fact: 50 }, handovers: 50 },
      // This week: two taken up (in 1 h and 3 h: the median is 2 h), one handled before reply times were kept,
      // one new, one spam, and a contact-form lead taken up, none of which has a time that counts.
      [`${collections.leads}/h1`]: lead(thisWeek + hour, "in-progress", 60 * minute),
      [`${collections.leads}/h2`]: lead(thisWeek + 2 * hour, "handled", 180 * minute),
      [`${collections.leads}/h3`]: lead(thisWeek + 3 * hour, "handled", null),
      [`${collections.leads}/h4`]: lead(thisWeek + 4 * hour, "new", null),
      [`${collections.leads}/h5`]: lead(thisWeek + 5 * hour, "spam", 5 * minute),
      [`${collections.leads}/c1`]: lead(thisWeek + 6 * hour, "handled", 7 * minute, null),
      // Last week: one taken up in 3 h 10 min.
      [`${collections.leads}/h6`]: lead(lastWeek + day, "handled", 190 * minute),
    };
    for (const [path, data] of Object.entries(documents)) await store.doc(path).set(data);
  });

  it("sums the questions by kind and the handovers from every shard, and times the replies from the leads", async () => {
    const trends = await loadTrends(store, now);
    // As the route sends them, and the console reads them back.
    expect(parseTrends(JSON.parse(JSON.stringify(trends)))).toEqual(trends);
    const { assistant, weeks } = trends;
    expect(weeks).toHaveLength(12);
    const last = (figures: readonly (number | null)[]) => figures.slice(10);
    expect(assistant.kinds.map(({ id, counts }) => [id, last(counts)])).toEqual([
      ["fact", [6, 5]],
      ["page", [0, 2]],
      ["not-sure", [0, 3]],
      ["taught", [0, 1]],
      ["person", [0, 2]],
    ]);
    expect(assistant.handovers).toEqual([...Array(10).fill(0), 1, 4]);
    expect(assistant.replied).toEqual([...Array(10).fill(0), 1, 3]);
    expect(assistant.medianReplyMs).toEqual([...Array(10).fill(null), 190 * minute, 120 * minute]);
  });
});
