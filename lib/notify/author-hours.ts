/**
 * The cap on what one author's mentions may e-mail: at most MENTION_EMAIL_AUTHOR_HOURLY members in a
 * clock hour (lib/notify/mention-settings.ts). Each author's count for the hour is a document,
 * `mention_author_hours/{uid}_{hour}`, read once per run for the authors of what is due and written
 * once per run for those whose mentions were mailed (the sweep's lease keeps runs from overlapping, so
 * what a run read stays true while it sends; a run that dies before writing it lets that hour's cap be
 * passed by what it sent). Past the cap, mentions still count and list: they are only not mailed. The
 * documents carry `expiresAt` for a TTL policy.
 */
import "server-only";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { collections } from "@/lib/firebase/collections.mjs";
import type { Tally } from "./sweep-tally";

const hourMs = 3_600_000;
const hourOf = (now: Date) => Math.floor(now.getTime() / hourMs);
const hourRef = (db: Firestore, uid: string, now: Date) => db.collection(collections.mentionAuthorHours).doc(`${uid}_${hourOf(now)}`);

/**
 * Each of `authors`' members mailed so far this hour; then, per recipient, `take` says which of the
 * recipient's authors may still e-mail them (and counts them), in the order the recipients are taken.
 */
export async function authorAllowance(db: Firestore, authors: readonly string[], now: Date, max: number, tally: Tally) {
  const mailed = new Map<string, number>();
  if (authors.length > 0) {
    tally.reads += authors.length;
    const counts = await db.getAll(...authors.map((uid) => hourRef(db, uid, now)));
    authors.forEach((uid, index) => mailed.set(uid, Number(counts[index]?.get("mailed")) || 0));
  }
  return {
    take(recipientAuthors: ReadonlySet<string>): Set<string> {
      const allowed = new Set<string>();
      for (const uid of recipientAuthors) {
        const count = mailed.get(uid) ?? 0;
        if (count >= max) continue;
        mailed.set(uid, count + 1);
        allowed.add(uid);
      }
      return allowed;
    },
  };
}

/** Counts, for each author, the members their mentions e-mailed in this run (`mailed`: author to members), in one batch. */
export async function countAuthorMails(db: Firestore, mailed: ReadonlyMap<string, number>, now: Date, tally: Tally): Promise<void> {
  if (mailed.size === 0) return;
  const batch = db.batch();
  const expiresAt = Timestamp.fromMillis((hourOf(now) + 2) * hourMs);
  for (const [uid, members] of mailed)
    batch.set(hourRef(db, uid, now), { uid, hour: hourOf(now), mailed: FieldValue.increment(members), expiresAt }, { merge: true });
  tally.writes += mailed.size;
  await batch.commit();
}
