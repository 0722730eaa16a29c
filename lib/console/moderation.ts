import { collection, doc, serverTimestamp, writeBatch, type Firestore } from "firebase/firestore";
import { roomCollection, roomDocument } from "@/lib/community/chat";

/** What a moderator can do; each is written together with its audit entry, or not at all. */
export type ModerationAction = "hide" | "restore" | "block" | "unblock" | "dismiss" | "slow-mode";
export type Moderator = { uid: string; name: string };

export const auditCollection = "moderation_audit";
export const blocksCollection = "member_blocks";
export const reasonMax = 300;

function audit(db: Firestore, moderator: Moderator, action: ModerationAction, target: string, targetUid: string, reason: string) {
  const ref = doc(collection(db, auditCollection));
  const entry = { action, target, targetUid, reason: reason.trim().slice(0, reasonMax), by: moderator.uid, byName: moderator.name.slice(0, 80) || "Moderator", at: serverTimestamp() };
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
  batch.update(doc(db, "community_chat", message.id), { hidden, moderation: { by: moderator.uid, at: serverTimestamp(), auditId: log.ref.id } });
  if (hidden) {
    for (const id of openReportIds) batch.update(doc(db, "community_reports", id), { status: "actioned", resolvedBy: moderator.uid, resolvedAt: serverTimestamp(), auditId: log.ref.id });
  }
  await batch.commit();
}

/** Closes a message's open reports without acting on it. */
export async function dismissReports(db: Firestore, moderator: Moderator, message: { id: string; uid: string }, reportIds: readonly string[], reason: string): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, moderator, "dismiss", message.id, message.uid, reason);
  batch.set(log.ref, log.entry);
  for (const id of reportIds) batch.update(doc(db, "community_reports", id), { status: "dismissed", resolvedBy: moderator.uid, resolvedAt: serverTimestamp(), auditId: log.ref.id });
  await batch.commit();
}

/** Blocks a member from posting, reporting and changing their profile (they can still read), or lifts it. */
export async function setMemberBlocked(db: Firestore, moderator: Moderator, uid: string, blocked: boolean, reason: string): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, moderator, blocked ? "block" : "unblock", uid, uid, reason);
  batch.set(log.ref, log.entry);
  batch.set(doc(db, blocksCollection, uid), { blocked, reason: reason.trim().slice(0, reasonMax), by: moderator.uid, at: serverTimestamp(), auditId: log.ref.id });
  await batch.commit();
}

/** Sets the room's slow mode (seconds between one member's messages; 0 turns it off) for every member but staff. */
export async function setSlowMode(db: Firestore, moderator: Moderator, seconds: number): Promise<void> {
  const batch = writeBatch(db);
  const log = audit(db, moderator, "slow-mode", roomDocument, "", seconds === 0 ? "Slow mode off" : `Slow mode: one message every ${seconds} seconds`);
  batch.set(log.ref, log.entry);
  batch.set(doc(db, roomCollection, roomDocument), { slowModeSeconds: seconds, by: moderator.uid, at: serverTimestamp(), auditId: log.ref.id });
  await batch.commit();
}
