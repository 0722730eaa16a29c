import "server-only";
import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { isAnswerShape } from "@/lib/assistant/shapes";
import { weeklyShards } from "@/lib/assistant/weekly-counts";
import { getServices } from "@/lib/content";
import { collections } from "@/lib/firebase/collections.mjs";
import { guardStore } from "@/lib/firebase/store-guard";
import { recentWeeks, type WeekRange } from "@/lib/firebase/weeks.mjs";
import { leadStatuses } from "./leads";
import { trendShapeOf, trendShapes, type Trends } from "./trend-series";

/** How many documents match: an aggregation, which reads no document (a read is billed per 1,000 index entries). */
const countOf = (query: Query) => guardStore("trends", async () => (await query.count().get()).data().count);

const within = (query: Query, field: string, { startMs, endMs }: WeekRange) =>
  query.where(field, ">=", Timestamp.fromMillis(startMs)).where(field, "<", Timestamp.fromMillis(endMs));

type Counters = { answers: number[][]; helpful: number[][]; notHelpful: number[][] };

/** The assistant's weekly counters (every shard of the weeks), summed by the console's series of shapes. */
async function assistantCounters(db: Firestore, weeks: readonly WeekRange[]): Promise<Counters> {
  const [first, last] = [weeks[0]?.week ?? 0, weeks.at(-1)?.week ?? 0];
  // At most every shard of every week, and the seed's one a week.
  const shards = await guardStore("trends", () =>
    db
      .collection(collections.assistantWeekly)
      .where("week", ">=", first)
      .where("week", "<=", last)
      .limit(weeks.length * (weeklyShards + 1))
      .get(),
  );
  const zeros = () => trendShapes.map(() => weeks.map(() => 0));
  const counters: Counters = { answers: zeros(), helpful: zeros(), notHelpful: zeros() };
  for (const shard of shards.docs) {
    const index = Number(shard.get("week")) - first;
    for (const field of ["answers", "helpful", "notHelpful"] as const) {
      const counts: unknown = shard.get(field);
      if (typeof counts !== "object" || counts === null) continue;
      for (const [shape, count] of Object.entries(counts)) {
        const series = trendShapes.findIndex((entry) => isAnswerShape(shape) && entry.id === trendShapeOf(shape));
        const row = counters[field][series];
        if (row && typeof count === "number" && index in row) row[index] = (row[index] ?? 0) + count;
      }
    }
  }
  return counters;
}

/**
 * The console's trends over the last twelve weeks to `now` (Monday to Monday, UTC; the last one still
 * under way), all at once: leads by service of interest and by status, chat messages and active members
 * by aggregation counts, and the assistant's answers and ratings by shape from its weekly counters.
 * Reads the counters' shards and no other document.
 */
export async function loadTrends(db: Firestore, now = Date.now()): Promise<Trends> {
  const weeks = recentWeeks(now);
  const perWeek = (query: (range: WeekRange) => Query) => Promise.all(weeks.map((range) => countOf(query(range))));
  const leads = db.collection(collections.leads);
  const services = getServices();
  const [byService, byStatus, chatMessages, activeMembers, counters] = await Promise.all([
    Promise.all(services.map((service) => perWeek((range) => within(leads.where("services", "array-contains", service.id), "createdAt", range)))),
    Promise.all(leadStatuses.map((status) => perWeek((range) => within(leads.where("status", "==", status.id), "createdAt", range)))),
    perWeek((range) => within(db.collection(collections.chat), "timestamp", range)),
    perWeek((range) => db.collection(collections.weeklyActive).where("week", "==", range.week)),
    assistantCounters(db, weeks),
  ]);
  return {
    weeks: weeks.map(({ start }) => ({ start })),
    leadsByService: services.map((service, index) => ({ id: service.id, label: service.title, counts: byService[index] ?? [] })),
    leadsByStatus: leadStatuses.map((status, index) => ({ id: status.id, label: status.label, counts: byStatus[index] ?? [] })),
    answers: trendShapes.map((shape, index) => ({ ...shape, counts: counters.answers[index] ?? [] })),
    ratings: trendShapes.map((shape, index) => ({ ...shape, helpful: counters.helpful[index] ?? [], notHelpful: counters.notHelpful[index] ?? [] })),
    chatMessages,
    activeMembers,
  };
}
