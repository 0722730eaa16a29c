import {
  collection,
  doc,
  endBefore,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import { roomDocument } from "@/lib/community/room";

import { parseAudit, parseModeratedMessage, parseReport, type AuditEntry, type ModeratedMessage, type Report } from "./records";
import type { LiveList } from "@/lib/firebase/live-list";
import { collections } from "@/lib/firebase/collections.mjs";

/** What a moderator can do; each is written together with its audit entry, or not at all. */
type ModerationAction = "hide" | "restore" | "block" | "unblock" | "dismiss" | "slow-mode" | "assign" | "teach" | "reteach" | "unteach";
export type Moderator = { uid: string; name: string };

export const reasonMax = 300;

/** How many open reports the console keeps live at most. */
export const openReportsMax = 200;

/** The open reports, newest first, live. */
export function openReportsList(db: Firestore): LiveList<Report> {
  return {
    key: "reports/open",
    query: () => query(collection(db, collections.reports), where("status", "==", "open"), orderBy("at", "desc"), limit(openReportsMax)),
    parse: parseReport,
  };
}

/** Reports (newest first) grouped by the message they report: the message with the newest report first. */
export function groupReports(reports: readonly Report[]): { messageId: string; reports: Report[] }[] {
  const byMessage = new Map<string, Report[]>();
  for (const report of reports) byMessage.set(report.messageId, [...(byMessage.get(report.messageId) ?? []), report]);
  return [...byMessage].map(([messageId, list]) => ({ messageId, reports: list }));
}

export type Conversation = { message: ModeratedMessage | null; before: ModeratedMessage[]; after: ModeratedMessage[] };

/** A reported message with the two messages before and after it, as the chat showed them; null when it no longer exists. */
export async function loadConversation(db: Firestore, messageId: string): Promise<Conversation> {
  const snapshot = await getDoc(doc(db, collections.chat, messageId));
  if (!snapshot.exists()) return { message: null, before: [], after: [] };
  const chat = collection(db, collections.chat);
  const [before, after] = await Promise.all([
    getDocs(query(chat, orderBy("timestamp", "asc"), endBefore(snapshot), limitToLast(2))),
    getDocs(query(chat, orderBy("timestamp", "asc"), startAfter(snapshot), limit(2))),
  ]);
  const list = (result: typeof before) => result.docs.map((entry) => parseModeratedMessage(entry.id, entry.data()));
  return { message: parseModeratedMessage(snapshot.id, snapshot.data()), before: list(before), after: list(after) };
}

/** The hidden messages, newest first, live. */
export function hiddenMessagesList(db: Firestore): LiveList<ModeratedMessage> {
  return {
    key: "chat/hidden",
    query: () => query(collection(db, collections.chat), where("hidden", "==", true), orderBy("timestamp", "desc"), limit(50)),
    parse: parseModeratedMessage,
  };
}

/** The latest 100 moderator actions and role changes, newest first, live (only admins may read them). */
export function auditList(db: Firestore): LiveList<AuditEntry> {
  return { key: "audit", query: () => query(collection(db, collections.audit), orderBy("at", "desc"), limit(100)), parse: parseAudit };
}

/**
 * A new audit entry for an action, to be written in the same batch as the change it records (the rules
 * refuse an entry alone), signed with the moderator's profile name; a dismissal names a report it closes.
 */
export function audit(db: Firestore, moderator: Moderator, action: ModerationAction, target: string, targetUid: string, reason: string, report?: string) {
  const ref = doc(collection(db, collections.audit));
  const entry = {
    action,
    target,
    targetUid,
    reason: reason.trim().slice(0, reasonMax),
    by: moderator.uid,
    byName: moderator.name,
    at: serverTimestamp(),
    ...(report === undefined ? {} : { report }),
  };
  return { ref, entry };
}

/**
 * Hides a message from every member but its author (or restores it), closing its open reports as
 * acted on when it is hidden. One batch: the rules accept none of it without the audit entry.
 */
export async function setMessageHidden(
  db: Firestore,
  moderator: Moderator,
  message: { id: string; uid: string },
  hidden: boolean,
  reason: string,
  openReportIds: readonly string[] = [],
): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, moderator, hidden ? "hide" : "restore", message.id, message.uid, reason);
  batch.set(log.ref, log.entry);
  batch.update(doc(db, collections.chat, message.id), { hidden, moderation: { by: moderator.uid, at: serverTimestamp(), auditId: log.ref.id } });
  if (hidden) {
    for (const id of openReportIds)
      batch.update(doc(db, collections.reports, id), { status: "actioned", resolvedBy: moderator.uid, resolvedAt: serverTimestamp(), auditId: log.ref.id });
  }
  await batch.commit();
}

/** Closes a message's open reports without acting on it. */
export async function dismissReports(
  db: Firestore,
  moderator: Moderator,
  message: { id: string; uid: string },
  reportIds: readonly string[],
  reason: string,
): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, moderator, "dismiss", message.id, message.uid, reason, reportIds[0]);
  batch.set(log.ref, log.entry);
  for (const id of reportIds)
    batch.update(doc(db, collections.reports, id), { status: "dismissed", resolvedBy: moderator.uid, resolvedAt: serverTimestamp(), auditId: log.ref.id });
  await batch.commit();
}

/** Blocks a member from posting, reporting and changing their profile (they can still read), or lifts it. */
export async function setMemberBlocked(db: Firestore, moderator: Moderator, uid: string, blocked: boolean, reason: string): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, moderator, blocked ? "block" : "unblock", uid, uid, reason);
  batch.set(log.ref, log.entry);
  batch.set(doc(db, collections.blocks, uid), {
    blocked,
    reason: reason.trim().slice(0, reasonMax),
    by: moderator.uid,
    at: serverTimestamp(),
    auditId: log.ref.id,
  });
  await batch.commit();
}

/** Sets the room's slow mode (seconds between one member's messages; 0 turns it off) for every member but staff. */
export async function setSlowMode(db: Firestore, moderator: Moderator, seconds: number): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, moderator, "slow-mode", roomDocument, "", seconds === 0 ? "Slow mode off" : `Slow mode: one message every ${seconds} seconds`);
  batch.set(log.ref, log.entry);
  batch.set(doc(db, collections.room, roomDocument), { slowModeSeconds: seconds, by: moderator.uid, at: serverTimestamp(), auditId: log.ref.id });
  await batch.commit();
}
