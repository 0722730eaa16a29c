import type { DocumentData } from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";
import { storedText as text, storedTime as time } from "@/lib/firebase/stored-fields";
import type { Role } from "@/lib/members/role";
import { isLeadStatus, type LeadStatus } from "./leads";

const conversationMessage = z.object({ role: z.enum(["user", "assistant"]), content: z.string().min(1) });

const leadRecord = z.object({
  name: text,
  email: text,
  phone: text,
  subject: text,
  message: text,
  services: z.array(z.string()).catch([]),
  createdAt: time,
  visitorKey: text,
  userAgent: text,
  spam: z.boolean().catch(false),
  spamReason: text,
  status: z.string().catch("new"),
  statusAt: time,
  assignedTo: z.string().nullable().catch(null),
  assignedName: text,
  assignedAt: time,
  // A question the assistant handed over: its conversation and page. Contact-form leads have no source.
  source: z.enum(["assistant", "contact"]).catch("contact"),
  conversation: z
    .array(z.unknown())
    .catch([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const message = conversationMessage.safeParse(entry);
        return message.success ? [message.data] : [];
      }),
    ),
  page: z.string().nullable().catch(null),
  repliedAt: time,
});

export type Lead = Omit<z.output<typeof leadRecord>, "status"> & { id: string; status: LeadStatus };

export function parseLead(id: string, data: DocumentData): Lead {
  const lead = leadRecord.parse(data);
  // A lead stored before statuses existed reads as new, or as spam when the form caught it.
  const status = isLeadStatus(lead.status) ? lead.status : lead.spam ? "spam" : "new";
  return { ...lead, id, status };
}

const noteRecord = z.object({ text, by: text, byName: text, at: time });
export type LeadNote = z.output<typeof noteRecord> & { id: string };
export const parseNote = (id: string, data: DocumentData): LeadNote => ({ id, ...noteRecord.parse(data) });

const feedbackRecord = z.object({
  rating: z.enum(["helpful", "not-helpful"]).catch("helpful"),
  question: text,
  answerExcerpt: text,
  provider: text,
  reason: text,
  reviewed: z.boolean().catch(false),
  createdAt: time,
  updatedAt: time,
});
export type Rating = z.output<typeof feedbackRecord> & { id: string };
export const parseRating = (id: string, data: DocumentData): Rating => ({ id, ...feedbackRecord.parse(data) });

const unansweredRecord = z.object({ question: text, day: text, count: z.number().catch(1) });
export const parseUnanswered = (data: DocumentData) => unansweredRecord.parse(data);

const reportRecord = z.object({ messageId: text, messageUid: text, reporter: text, reason: text, note: text, at: time, status: text });
export type Report = z.output<typeof reportRecord> & { id: string };
export const parseReport = (id: string, data: DocumentData): Report => ({ id, ...reportRecord.parse(data) });

const messageRecord = z
  .object({ uid: text, name: text, text, timestamp: time, hidden: z.boolean().catch(false) })
  .transform(({ timestamp, ...message }) => ({ ...message, sentAt: timestamp }));
/** A chat message as moderators see it: its author, text and time, and whether it is hidden. */
export type ModeratedMessage = z.output<typeof messageRecord> & { id: string };
export const parseModeratedMessage = (id: string, data: DocumentData): ModeratedMessage => ({ id, ...messageRecord.parse(data) });

const auditRecord = z.object({ action: text, target: text, targetUid: text, reason: text, by: text, byName: text, at: time });
export type AuditEntry = z.output<typeof auditRecord> & { id: string };
export const parseAudit = (id: string, data: DocumentData): AuditEntry => ({ id, ...auditRecord.parse(data) });

/** A member as GET /api/console/members lists them. */
export type ConsoleMember = {
  uid: string;
  name: string;
  /** The avatar or Google photo the member chose (their directory entry's); "" for none. */
  photoURL: string;
  /** Only for admins: moderators run the community, not the contact list. */
  email: string | null;
  joinedAt: string | null;
  messagesSent: number;
  lastActive: string | null;
  role: Role;
  blocked: { reason: string; at: string | null } | null;
};
