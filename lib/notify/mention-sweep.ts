/**
 * The mention e-mail sweep: one run mails each member who was away when others mentioned them, at most
 * one e-mail per member per spacing. Run by the server every MENTION_SWEEP_SECONDS
 * (lib/notify/mention-schedule.ts) or by a scheduler through `npm run notify`; with several instances,
 * a lease lets exactly one send.
 *
 * One run: take the lease (or stop, having sent nothing); send again what earlier runs recorded and did
 * not mark sent; query the mention records that are due (`dueAt <= now`, at most `batchSize`, so reads
 * follow the pending mentions, never the community's size); decide per member (lib/notify/
 * mention-recipients.ts); then for each member to mail, record the digest, send it and mark it sent
 * (lib/notify/mention-digest.ts).
 */
import "server-only";
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { Auth } from "firebase-admin/auth";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { mentionRecordFrom } from "@/lib/community/mention-record";
import { companyProfile, siteInfo } from "@/lib/content/company";
import { collections } from "@/lib/firebase/collections.mjs";
import { describeError } from "@/lib/http/describe-error";
import { smtpConfig } from "@/lib/mail/send-mail";
import { countAuthorMails } from "./author-hours";
import { recordDigest, recoverDigests, sendDigest, type DigestContext } from "./mention-digest";
import { applyClosingsAndDeferrals, planRecipients, type DueRecord } from "./mention-recipients";
import { mentionEmailsPerAuthorHour, mentionMailTimings, type MentionMailTimings } from "./mention-settings";
import { newTally, type Tally } from "./sweep-tally";
import { takeLease } from "./lease";
import { mentionEmailSecret } from "./unsubscribe-token";

/** The lease's document: `notify_leases/mention-mail`. */
const mentionLease = "mention-mail";

/** This process's name as a lease holder. */
const processHolder = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

export type SweepOptions = {
  /** Who takes the lease (default: this process). */
  holder?: string;
  /** The clock (default: the system's). */
  now?: () => Date;
  /** How long the lease lasts; a run stops starting new e-mails after half of it (default 2 minutes). */
  leaseMs?: number;
  /** The most due records one run reads (default 500). */
  batchSize?: number;
  /** The most members one run mails or defers (default 100). */
  recipientsMax?: number;
  timings?: MentionMailTimings;
  /** How many members one author's mentions may e-mail in a clock hour (default MENTION_EMAIL_AUTHOR_HOURLY's). */
  perAuthorHour?: number;
  /** The site's public origin for links (default NEXT_PUBLIC_SITE_URL's). */
  origin?: string;
  /** MENTION_EMAIL_SECRET's value (default: read from the environment). */
  secret?: string;
  /** Called after a digest is recorded and before it is sent (the crash test stops the process here). */
  afterRecord?: (digestId: string) => void | Promise<void>;
};

export type SweepSummary = Tally & { status: "done" | "busy" | "off"; reason?: string; holder: string };

let reportedOff = "";
/** Says once per distinct reason why the sweep sends nothing. */
function off(reason: string, holder: string): SweepSummary {
  if (reason !== reportedOff) console.error(`[mentions] mention e-mails are off: ${reason}`);
  reportedOff = reason;
  return { ...newTally(), status: "off", reason, holder };
}

/** The due records, at most `limit`, by member (each record's parent's parent is their inbox, named by their uid). */
async function dueRecords(db: Firestore, now: Date, limit: number, tally: Tally): Promise<Map<string, DueRecord[]>> {
  const snapshot = await db.collectionGroup(collections.mentions).where("dueAt", "<=", Timestamp.fromDate(now)).orderBy("dueAt").limit(limit).get();
  tally.reads += Math.max(1, snapshot.size);
  const byUid = new Map<string, DueRecord[]>();
  for (const document of snapshot.docs) {
    const inbox = document.ref.parent.parent;
    if (!inbox || inbox.parent.id !== collections.mentionInbox) continue;
    tally.due += 1;
    const due: DueRecord = {
      ref: document.ref,
      uid: inbox.id,
      messageId: document.id,
      record: mentionRecordFrom(document.data()),
      updateTime: document.updateTime,
    };
    byUid.set(inbox.id, [...(byUid.get(inbox.id) ?? []), due]);
  }
  return byUid;
}

/** One run of the sweep; see the module's comment. Never sends without the lease. */
export async function runMentionSweep(db: Firestore, auth: Auth, options: SweepOptions = {}): Promise<SweepSummary> {
  const holder = options.holder ?? processHolder;
  const clock = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 120_000;
  const secret = options.secret === undefined ? mentionEmailSecret() : { ok: true as const, secret: options.secret };
  if (!secret.ok) return off(`${secret.problem} Unsubscribe links cannot be signed.`, holder);
  const origin = (options.origin ?? siteInfo.url).replace(/\/+$/, "");
  // A hosted site's links are https; the local stack (the emulators) serves the site over http.
  if (process.env.NODE_ENV === "production" && !process.env.FIRESTORE_EMULATOR_HOST && !origin.startsWith("https://"))
    return off(`NEXT_PUBLIC_SITE_URL must be the site's https address for the e-mails' links, not ${origin}.`, holder);
  const smtp = smtpConfig();
  if (smtp.status !== "on") return off(smtp.status === "off" ? "SMTP_HOST is not set." : smtp.problems.join(" "), holder);
  reportedOff = "";

  const now = clock();
  const lease = await takeLease(db, mentionLease, holder, now, leaseMs);
  const tally = newTally();
  tally.reads += 1;
  tally.writes += lease.ours ? 1 : 0;
  if (!lease.ours) return { ...tally, status: "busy", holder };
  const deadline = Date.now() + leaseMs / 2;
  const timings = options.timings ?? mentionMailTimings();
  const context: DigestContext = {
    db,
    now,
    holder,
    leaseUntil: lease.until,
    origin,
    siteName: companyProfile.name,
    secret: secret.secret,
    spacingMs: timings.spacingMs,
    tally,
  };

  await recoverDigests(context);
  const due = await dueRecords(db, now, options.batchSize ?? 500, tally);
  const byUid = new Map([...due].slice(0, options.recipientsMax ?? 100));
  const plan = await planRecipients(db, auth, byUid, now, timings, options.perAuthorHour ?? mentionEmailsPerAuthorHour(), tally);
  await applyClosingsAndDeferrals(db, plan, tally);
  // For each author, the members their mentions e-mailed in this run.
  const mailedBy = new Map<string, number>();
  for (const recipient of plan.recipients) {
    // What is left waits for the next run, well within this run's lease.
    if (Date.now() > deadline) break;
    try {
      const recorded = await recordDigest(context, recipient);
      if (!recorded) continue;
      for (const author of new Set(recorded.authors)) mailedBy.set(author, (mailedBy.get(author) ?? 0) + 1);
      await options.afterRecord?.(recorded.id);
      await sendDigest(context, recorded.id, recorded.digest);
    } catch (error) {
      console.error(`[mentions] mentions of ${recipient.uid} were not mailed: ${describeError(error)}`);
    }
  }
  await countAuthorMails(db, mailedBy, now, tally);
  return { ...tally, status: "done", holder };
}
