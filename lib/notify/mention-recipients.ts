/**
 * What the sweep does with each member's due mentions: mail them now, look again later (the member is
 * here, or was mailed too recently), or never (mention e-mails off, no verified address, the message
 * gone, already read, its author's hourly e-mails used up). Reads are a handful per member with due
 * mentions, in a few batched calls.
 */
import "server-only";
import type { Auth } from "firebase-admin/auth";
import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { closedMention, deferredMention, type MentionRecord, type MentionUnmailed } from "@/lib/community/mention-record";
import { messageFromRecord, type ChatMessage } from "@/lib/community/message";
import { collections } from "@/lib/firebase/collections.mjs";
import { authorAllowance } from "./author-hours";
import { mentionExcerpt } from "./mention-email";
import type { MentionMailTimings } from "./mention-settings";
import type { Tally } from "./sweep-tally";

/** A due mention record, as the sweep's query found it. */
export type DueRecord = {
  ref: DocumentReference;
  uid: string;
  messageId: string;
  record: MentionRecord;
  /** When it was last written: a later change (read meanwhile) makes the sweep's own update fail, as it should. */
  updateTime: Timestamp;
};

/** What becomes of one record: closed (never mailed), or looked at again at `until`. */
type Closing = { record: DueRecord; outcome: MentionUnmailed | "read" };
type Deferral = { record: DueRecord; until: Date; why: "here" | "spacing" };
/** A member to mail now: their address and their due mentions, each with the message as it was said (null when edited since). */
export type Recipient = { uid: string; email: string; records: { record: DueRecord; excerpt: string | null }[] };

export type Plan = { closings: Closing[]; deferrals: Deferral[]; recipients: Recipient[] };

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/**
 * When a member could first count as away, or null when they are away now: here means their page said
 * so and has not expired, or they were seen within the away delay.
 */
function awayFrom(presence: Record<string, unknown> | undefined, now: Date, awayMs: number): Date | null {
  if (!presence) return null;
  const lastSeen = millis(presence.lastSeen) ?? 0;
  const expires = millis(presence.expiresAt) ?? 0;
  const onlineNow = presence.online === true && expires > now.getTime();
  if (!onlineNow && lastSeen <= now.getTime() - awayMs) return null;
  return new Date(Math.max(lastSeen + awayMs, onlineNow ? expires : 0, now.getTime() + 1000));
}

/** A message no e-mail quotes: taken down by a moderator or its author, or unreadable. */
const gone = (message: ChatMessage) => message.hidden || message.deleted || message.text === "";

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

async function getAll(db: Firestore, refs: DocumentReference[], tally: Tally) {
  if (refs.length === 0) return [];
  tally.reads += refs.length;
  return db.getAll(...refs);
}

/**
 * The plan for each member's due records (`byUid`), from their profile, account, presence, last
 * e-mail, the messages, and how many members each author's mentions have e-mailed this hour (at most
 * `perAuthorHour`).
 */
export async function planRecipients(
  db: Firestore,
  auth: Auth,
  byUid: Map<string, DueRecord[]>,
  now: Date,
  timings: MentionMailTimings,
  perAuthorHour: number,
  tally: Tally,
): Promise<Plan> {
  const plan: Plan = { closings: [], deferrals: [], recipients: [] };
  const close = (records: DueRecord[], outcome: Closing["outcome"]) => plan.closings.push(...records.map((record) => ({ record, outcome })));
  const unread = new Map<string, DueRecord[]>();
  for (const [uid, records] of byUid) {
    close(
      records.filter((due) => due.record.read),
      "read",
    );
    const left = records.filter((due) => !due.record.read);
    if (left.length > 0) unread.set(uid, left);
  }
  const uids = [...unread.keys()];
  const [profiles, presences, mails] = await Promise.all(
    [collections.users, collections.presence, collections.mentionMail].map((name) =>
      getAll(
        db,
        uids.map((uid) => db.collection(name).doc(uid)),
        tally,
      ),
    ),
  );
  const accounts = new Map<string, { email?: string; emailVerified: boolean }>();
  for (const batch of chunks(uids, 100)) {
    tally.authLookups += 1;
    const { users } = await auth.getUsers(batch.map((uid) => ({ uid })));
    for (const user of users) accounts.set(user.uid, user);
  }
  const ready: { uid: string; email: string; records: DueRecord[] }[] = [];
  uids.forEach((uid, index) => {
    const records = unread.get(uid) ?? [];
    const account = accounts.get(uid);
    if (profiles?.[index]?.get("mentionEmails") === false) return close(records, "off");
    if (!account?.email || !account.emailVerified) return close(records, "unverified");
    const here = awayFrom(presences?.[index]?.data(), now, timings.awayMs);
    if (here) return void plan.deferrals.push(...records.map((record) => ({ record, until: here, why: "here" as const })));
    const lastSent = millis(mails?.[index]?.get("lastSentAt"));
    if (lastSent !== null && lastSent + timings.spacingMs > now.getTime())
      return void plan.deferrals.push(...records.map((record) => ({ record, until: new Date(lastSent + timings.spacingMs), why: "spacing" as const })));
    ready.push({ uid, email: account.email, records });
  });

  // The messages of those to mail, as the chat reads them, and whether their authors are blocked.
  const messageIds = [...new Set(ready.flatMap((recipient) => recipient.records.map((due) => due.messageId)))];
  const messages = new Map(
    (
      await getAll(
        db,
        messageIds.map((id) => db.collection(collections.chat).doc(id)),
        tally,
      )
    )
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, messageFromRecord(snapshot.id, snapshot.data())]),
  );
  const authors = [...new Set([...messages.values()].map((message) => message.uid).filter(Boolean))];
  const blocks = await getAll(
    db,
    authors.map((uid) => db.collection(collections.blocks).doc(uid)),
    tally,
  );
  const blocked = new Set(blocks.filter((snapshot) => snapshot.get("blocked") === true).map((snapshot) => snapshot.id));
  const shown = ready.map(({ uid, email, records }) => {
    const kept: DueRecord[] = [];
    for (const due of records) {
      const message = messages.get(due.messageId);
      if (!message || gone(message) || blocked.has(message.uid)) close([due], "gone");
      else kept.push(due);
    }
    return { uid, email, kept };
  });

  // Each author's mentions e-mail at most `perAuthorHour` members an hour; the rest stay unread, unmailed.
  const allowance = await authorAllowance(db, [...new Set(shown.flatMap(({ kept }) => kept.map((due) => due.record.from)))], now, perAuthorHour, tally);
  for (const { uid, email, kept } of shown) {
    const allowed = allowance.take(new Set(kept.map((due) => due.record.from)));
    close(
      kept.filter((due) => !allowed.has(due.record.from)),
      "capped",
    );
    const mailed = kept.filter((due) => allowed.has(due.record.from));
    if (mailed.length === 0) continue;
    plan.recipients.push({
      uid,
      email,
      records: mailed.map((due) => {
        const message = messages.get(due.messageId);
        // Mentions are made when a message is posted: edited since, it no longer says what was said then.
        return { record: due, excerpt: message && message.editedAt === null ? mentionExcerpt(message.text) : null };
      }),
    });
  }
  return plan;
}

/**
 * Writes what the plan closes and defers, each record only if unchanged since the query read it (a
 * member who read it meanwhile keeps their `dueAt: null`).
 */
export async function applyClosingsAndDeferrals(db: Firestore, plan: Plan, tally: Tally): Promise<void> {
  if (plan.closings.length + plan.deferrals.length === 0) return;
  const writer = db.bulkWriter();
  writer.onWriteError(() => false);
  const writes: Promise<unknown>[] = [];
  const write = (due: DueRecord, data: Record<string, unknown>) => {
    tally.writes += 1;
    writes.push(writer.update(due.ref, data, { lastUpdateTime: due.updateTime }).catch(() => undefined));
  };
  for (const { record, outcome } of plan.closings) {
    tally.skipped[outcome] += 1;
    write(record, closedMention(outcome));
  }
  for (const { record, until, why } of plan.deferrals) {
    tally.deferred[why] += 1;
    write(record, deferredMention(Timestamp.fromDate(until)));
  }
  await writer.close();
  await Promise.all(writes);
}
