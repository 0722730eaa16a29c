/** Taught answers in the console: listed live, taught, changed and deleted, each with its audit entry in the same batch. */

import { collection, doc, limit, orderBy, query, serverTimestamp, writeBatch, type DocumentData, type Firestore } from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { storedText as text, storedTime as time } from "@/lib/firebase/stored-fields";
import type { LiveList } from "@/lib/firebase/live-list";
import { collections } from "@/lib/firebase/collections.mjs";
import { audit, reasonMax, type Moderator } from "./moderation";
import type { TaughtFrom, TaughtValues } from "./taught";

/** How many taught answers the console keeps live at most. */
const taughtAnswersMax = 200;

const fromRecord = z
  .union([z.strictObject({ lead: z.string() }), z.strictObject({ unanswered: z.string() })])
  .nullable()
  .catch(null);

const taughtRecord = z.object({
  question: text,
  wordings: z.array(z.string()).catch([]),
  answer: text,
  links: z.array(z.string()).catch([]),
  by: text,
  byName: text,
  createdAt: time,
  updatedAt: time,
  reviewBy: z.string().nullable().catch(null),
  from: fromRecord,
  auditId: text,
});

export type TaughtAnswer = z.output<typeof taughtRecord> & { id: string };

const parseTaughtAnswer = (id: string, data: DocumentData): TaughtAnswer => ({ id, ...taughtRecord.parse(data) });

/** Every taught answer (up to the cap), the latest changed first, live. */
export function taughtAnswersList(db: Firestore): LiveList<TaughtAnswer> {
  return {
    key: "taught",
    query: () => query(collection(db, collections.taughtAnswers), orderBy("updatedAt", "desc"), limit(taughtAnswersMax)),
    parse: parseTaughtAnswer,
  };
}

/** The id of the audit entry that records deleting this version of an answer (the rules name it so: a delete carries no data). */
export const unteachAuditId = (answer: Pick<TaughtAnswer, "auditId">) => `${answer.auditId}-unteach`;

const reasonFor = (verb: string, question: string) => `${verb}: ${question}`.slice(0, reasonMax);

/**
 * Teaches a new answer (`from` says where its question came from) or changes one that exists (its
 * origin and first date stay), with the audit entry in the same batch. Resolves to the answer's id.
 */
export async function saveTaughtAnswer(
  db: Firestore,
  operator: Moderator,
  values: TaughtValues,
  target: { existing: Pick<TaughtAnswer, "id"> } | { from: TaughtFrom },
): Promise<string> {
  const batch = writeBatch(db);
  const signed = { by: operator.uid, byName: operator.name.slice(0, 80), updatedAt: serverTimestamp() };
  const fields = { question: values.question, wordings: values.wordings, answer: values.answer, links: values.links, reviewBy: values.reviewBy };
  if ("existing" in target) {
    const log = audit(db, operator, "reteach", target.existing.id, "", reasonFor("Changed the answer to", values.question));
    batch.set(log.ref, log.entry);
    batch.update(doc(db, collections.taughtAnswers, target.existing.id), { ...fields, ...signed, auditId: log.ref.id });
    await batch.commit();
    return target.existing.id;
  }
  const ref = doc(collection(db, collections.taughtAnswers));
  const log = audit(db, operator, "teach", ref.id, "", reasonFor("Taught an answer to", values.question));
  batch.set(log.ref, log.entry);
  batch.set(ref, { ...fields, ...signed, createdAt: serverTimestamp(), from: target.from, auditId: log.ref.id });
  await batch.commit();
  return ref.id;
}

/**
 * Deletes a taught answer with its audit entry. The entry is named after the version shown: when
 * someone changed the answer since, the rules refuse, and the list shows the change.
 */
export async function deleteTaughtAnswer(db: Firestore, operator: Moderator, answer: Pick<TaughtAnswer, "id" | "auditId" | "question">): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, operator, "unteach", answer.id, "", reasonFor("Deleted the answer to", answer.question));
  batch.set(doc(db, collections.audit, unteachAuditId(answer)), log.entry);
  batch.delete(doc(db, collections.taughtAnswers, answer.id));
  await batch.commit();
}
