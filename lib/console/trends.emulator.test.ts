/**
 * @jest-environment node
 */
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getServices } from "@/lib/content";
import { messageTimes, seedDemoData } from "@/scripts/emulators/seed.mjs";
import { answerCounts, leads, messages, ratings } from "@/scripts/emulators/seed-data.mjs";
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

  return {
    weeks: starts.map((start) => new Date(start).toISOString().slice(0, 10)),
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
