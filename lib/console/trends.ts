import "server-only";
import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { isAnswerShape } from "@/lib/assistant/answer/shapes";
import { weeklyShards } from "@/lib/assistant/records/weekly-counts";
import { getServices } from "@/lib/content";
import { collections } from "@/lib/firebase/collections.mjs";
import { guardStore } from "@/lib/firebase/store-guard";
import { recentWeeks, type WeekRange } from "@/lib/firebase/weeks.mjs";
import { leadStatuses } from "./leads";
import { answerKinds, medianOf, trendShapeOf, trendShapes, type Trends } from "./trend-series";

/** How many documents match: an aggregation, which reads no document (a read is billed per 1,000 index entries). */
const countOf = (query: Query) => guardStore("trends", async () => (await query.count().get()).data().count);

const within = (query: Query, field: string, { startMs, endMs }: WeekRange) =>
  query.where(field, ">=", Timestamp.fromMillis(startMs)).where(field, "<", Timestamp.fromMillis(endMs));

type Counters = { answers: number[][]; helpful: number[][]; notHelpful: number[][]; kinds: number[][]; handovers: number[] };

/**
 * The assistant's weekly counters (every shard of the weeks), summed: answers and ratings by the
 * console's series of shapes, questions by kind of answer, and the questions handed over.
 */
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
  const counters: Counters = {
    answers: zeros(),
    helpful: zeros(),
    notHelpful: zeros(),
    kinds: answerKinds.map(() => weeks.map(() => 0)),
    handovers: weeks.map(() => 0),
  };
  for (const shard of shards.docs) {
    const index = Number(shard.get("week")) - first;
    const kinds: unknown = shard.get("kinds");
    if (typeof kinds === "object" && kinds !== null) {
      for (const [kind, count] of Object.entries(kinds)) {
        const row = counters.kinds[answerKinds.findIndex((entry) => entry.id === kind)];
        if (row && typeof count === "number" && index in row) row[index] = (row[index] ?? 0) + count;
      }
    }
    const handovers: unknown = shard.get("handovers");
    if (typeof handovers === "number" && index in counters.handovers) counters.handovers[index] = (counters.handovers[index] ?? 0) + handovers;
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

/** The statuses of a lead the team has taken up: a lead from the assistant in one of them was replied to. */
const repliedStatuses = ["in-progress", "handled"];

/** The most replied leads from the assistant read for the medians: twelve weeks of them, for a small team. */
const repliedLeadsMax = 2000;

/**
 * Per week (by when the lead came in), the leads from the assistant the team has taken up, and the
 * median time it took them (`repliedAt - createdAt`) over those.
 *
 * The medians must read the replied leads: one document read per replied lead from the assistant in the
 * twelve weeks, billed as such however few fields `select` sends back, so at most 2,000 reads per load (a
 * load is kept five minutes in the admin's browser). Those reads count the weeks too; only should the
 * cap cut into the weeks are the weeks it did not read whole counted by aggregation, and they show no
 * median rather than a wrong one.
 *
 * Both queries (source ==, status in, createdAt range, newest first) use the composite index
 * `source, status, createdAt desc` in firestore.indexes.json. Leads from the contact form have no
 * `source`, so that index holds the assistant's leads only.
 */
async function assistantReplies(db: Firestore, weeks: readonly WeekRange[]): Promise<{ replied: number[]; medianReplyMs: (number | null)[] }> {
  const taken = db.collection(collections.leads).where("source", "==", "assistant").where("status", "in", repliedStatuses);
  const newestFirst = (query: Query) => query.orderBy("createdAt", "desc");
  const all = { week: 0, start: "", startMs: weeks[0]?.startMs ?? 0, endMs: weeks.at(-1)?.endMs ?? 0 };
  const read = await guardStore("trends", () =>
    newestFirst(within(taken, "createdAt", all))
      .select("createdAt", "repliedAt")
      .limit(repliedLeadsMax)
      .get(),
  );
  const counted = weeks.map(() => 0);
  const durations = weeks.map((): number[] => []);
  let oldestRead = -Infinity;
  for (const lead of read.docs) {
    const [createdAt, repliedAt]: unknown[] = [lead.get("createdAt"), lead.get("repliedAt")];
    if (!(createdAt instanceof Timestamp)) continue;
    const cameIn = createdAt.toMillis();
    oldestRead = cameIn;
    const week = weeks.findIndex((range) => range.startMs <= cameIn && cameIn < range.endMs);
    if (week < 0) continue;
    counted[week] = (counted[week] ?? 0) + 1;
    // A lead taken up before reply times were kept counts as replied, with no time.
    if (repliedAt instanceof Timestamp && repliedAt.toMillis() >= cameIn) durations[week]?.push(repliedAt.toMillis() - cameIn);
  }
  const cutAt = read.size >= repliedLeadsMax ? oldestRead : -Infinity;
  const whole = (range: WeekRange) => range.startMs > cutAt;
  const replied = await Promise.all(
    weeks.map((range, index) => (whole(range) ? Promise.resolve(counted[index] ?? 0) : countOf(newestFirst(within(taken, "createdAt", range))))),
  );
  return { replied, medianReplyMs: weeks.map((range, index) => (whole(range) ? medianOf(durations[index] ?? []) : null)) };
}

/**
 * The console's trends over the last twelve weeks to `now` (Monday to Monday, UTC; the last one still
 * under way), all at once: leads by service of interest and by status, chat messages and active members
 * by aggregation counts, the assistant's answers and ratings by shape and its questions by kind of
 * answer and handed over from its weekly counters, and how many of the questions handed over the team
 * took up and how fast. Reads the counters' shards and the replied leads from the assistant
 * (`assistantReplies`), no other document.
 */
export async function loadTrends(db: Firestore, now = Date.now()): Promise<Trends> {
  const weeks = recentWeeks(now);
  const perWeek = (query: (range: WeekRange) => Query) => Promise.all(weeks.map((range) => countOf(query(range))));
  const leads = db.collection(collections.leads);
  const services = getServices();
  const [byService, byStatus, chatMessages, activeMembers, counters, replies] = await Promise.all([
    Promise.all(services.map((service) => perWeek((range) => within(leads.where("services", "array-contains", service.id), "createdAt", range)))),
    Promise.all(leadStatuses.map((status) => perWeek((range) => within(leads.where("status", "==", status.id), "createdAt", range)))),
    perWeek((range) => within(db.collection(collections.chat), "timestamp", range)),
    perWeek((range) => db.collection(collections.weeklyActive).where("week", "==", range.week)),
    assistantCounters(db, weeks),
    assistantReplies(db, weeks),
  ]);
  return {
    weeks: weeks.map(({ start }) => ({ start })),
    leadsByService: services.map((service, index) => ({ id: service.id, label: service.title, counts: byService[index] ?? [] })),
    leadsByStatus: leadStatuses.map((status, index) => ({ id: status.id, label: status.label, counts: byStatus[index] ?? [] })),
    answers: trendShapes.map((shape, index) => ({ ...shape, counts: counters.answers[index] ?? [] })),
    ratings: trendShapes.map((shape, index) => ({ ...shape, helpful: counters.helpful[index] ?? [], notHelpful: counters.notHelpful[index] ?? [] })),
    chatMessages,
    activeMembers,
    assistant: {
      kinds: answerKinds.map((kind, index) => ({ ...kind, counts: counters.kinds[index] ?? [] })),
      handovers: counters.handovers,
      ...replies,
    },
  };
}
