import "server-only";
import { createHash } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { guardStore } from "@/lib/firebase/store-guard";
import { questionKey, scrubQuestion, unansweredRetentionDays } from "@/lib/assistant/records/unanswered";
import { collections } from "@/lib/firebase/collections.mjs";

const day = 24 * 60 * 60 * 1000;

/**
 * Counts a question the site could not answer: one document per question (as scrubbed) and UTC day,
 * with `expiresAt` for the TTL policy that deletes it after 90 days. Nothing about the visitor is kept.
 */
export async function recordUnanswered(db: Firestore, question: string, now = new Date()): Promise<void> {
  const scrubbed = scrubQuestion(question);
  const key = questionKey(scrubbed);
  if (!key) return;
  const date = now.toISOString().slice(0, 10);
  const id = `${date}_${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;
  await guardStore("unanswered", () =>
    db
      .collection(collections.unanswered)
      .doc(id)
      .set(
        { question: scrubbed, day: date, count: FieldValue.increment(1), expiresAt: new Date(Date.parse(date) + unansweredRetentionDays * day) },
        { merge: true },
      ),
  );
}
