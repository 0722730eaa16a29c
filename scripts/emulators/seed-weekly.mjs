// The seed's weekly records for the console's trends: who posted each week (`weekly_active`) and the
// assistant's weekly counters (`assistant_weekly`), derived from what the store holds, so a seed run
// again, or a stack restarted weeks later, writes the same documents and never counts anything twice.
import { collections } from "../../lib/firebase/collections.mjs";
import { weekIndex, weekStartDate } from "../../lib/firebase/weeks.mjs";
import { answerCounts, leads, messages, ratings } from "./seed-data.mjs";

/** @typedef {Record<string, Record<string, number>>} CountMaps */

/** Adds `count` to `maps[field][shape]`. @param {CountMaps} maps @param {string} field @param {string} shape @param {number} count */
function add(maps, field, shape, count) {
  maps[field] ??= {};
  maps[field][shape] = (maps[field][shape] ?? 0) + count;
}

/**
 * The documents to create (each whole, only where missing) for the seeded chat messages and ratings as
 * stored, and for `answerCounts` in the weeks before `now`.
 * - `weekly_active/<week>_<uid>` for each week a seeded message's author posted in, by its stored time;
 * - `assistant_weekly/<Monday>_seed`, a shard of the seed's own beside the server's numbered ones, with
 *   the week's seeded answers and questions by kind, its stored ratings that carry a shape (the week
 *   they were made), and `handovers`, its stored leads from the assistant (the week they came in).
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {number} now
 * @returns {Promise<[string, Record<string, unknown>][]>}
 */
export async function weeklyRecords(db, now) {
  const handedOver = leads.filter((lead) => lead.source === "assistant");
  const [stored, rated, handovers] = await Promise.all([
    db.getAll(...messages.map(({ id }) => db.doc(`${collections.chat}/${id}`))),
    db.getAll(...ratings.map(({ id }) => db.doc(`${collections.feedback}/${id}`))),
    db.getAll(...handedOver.map(({ id }) => db.doc(`${collections.leads}/${id}`))),
  ]);
  /** @type {Map<string, { week: number, uid: string, at: import("firebase-admin/firestore").Timestamp }>} */
  const active = new Map();
  for (const message of stored) {
    const [uid, at] = [message.get("uid"), message.get("timestamp")];
    if (!message.exists || typeof uid !== "string" || typeof at?.toMillis !== "function") continue;
    const week = weekIndex(at.toMillis());
    // The mark's time: the week's first message, as a member's page writes it after that one.
    const id = `${week}_${uid}`;
    if (!active.has(id) || at.toMillis() < (active.get(id)?.at.toMillis() ?? Infinity)) active.set(id, { week, uid, at });
  }

  /** @type {Map<number, CountMaps>} */
  const counters = new Map();
  /** @param {number} week @returns {CountMaps} */
  const countersOf = (week) => {
    if (!counters.has(week)) counters.set(week, {});
    return counters.get(week) ?? {};
  };
  /** @type {Map<number, number>} */
  const handoversOf = new Map();
  const current = weekIndex(now);
  for (const { weeksAgo, answers, kinds } of answerCounts) {
    for (const [shape, count] of Object.entries(answers)) add(countersOf(current - weeksAgo), "answers", shape, count);
    for (const [kind, count] of Object.entries(kinds)) add(countersOf(current - weeksAgo), "kinds", kind, count);
  }
  for (const rating of rated) {
    const [shape, createdAt, value] = [rating.get("shape"), rating.get("createdAt"), rating.get("rating")];
    if (!rating.exists || typeof shape !== "string" || typeof createdAt?.toMillis !== "function") continue;
    add(countersOf(weekIndex(createdAt.toMillis())), value === "helpful" ? "helpful" : "notHelpful", shape, 1);
  }
  for (const lead of handovers) {
    const createdAt = lead.get("createdAt");
    if (!lead.exists || typeof createdAt?.toMillis !== "function") continue;
    const week = weekIndex(createdAt.toMillis());
    countersOf(week);
    handoversOf.set(week, (handoversOf.get(week) ?? 0) + 1);
  }

  return [
    ...[...active].map(([id, mark]) => /** @type {[string, Record<string, unknown>]} */ ([`${collections.weeklyActive}/${id}`, mark])),
    ...[...counters].map(
      ([week, counts]) =>
        /** @type {[string, Record<string, unknown>]} */ ([
          `${collections.assistantWeekly}/${weekStartDate(week)}_seed`,
          { week, ...counts, ...(handoversOf.has(week) ? { handovers: handoversOf.get(week) } : {}) },
        ]),
    ),
  ];
}
