import "server-only";
import { Filter, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { AdminServices } from "@/lib/firebase/admin";
import { collections } from "@/lib/firebase/collections.mjs";
import { createStoreGuard } from "@/lib/firebase/store-guard";
import { describeError } from "@/lib/http/describe-error";
import { operatorRoles } from "@/lib/members/operator-role.mjs";
import { sessionCookieName, timeZoneCookieName } from "@/lib/members/cookie-names";
import { checkSession } from "@/lib/members/session";
import { isModerator, mayReadChat, readerOf, visible, type Reader } from "./chat-visibility";
import type { FirstChatPage } from "./first-page";
import { messageData, messageFromRecord, staffFrom, staffListMax } from "./message";
import { newestPage } from "./newest-page";
import { presenceSummaryDocument } from "./presence-model";

/** The first page is worth waiting for this long; after it, the page goes out without it (the browser reads the chat). */
const firstPageDeadlineMs = 1_500;

// Its own deadline and breaker: a slow store costs the members' pages 1.5 s at most, three times, then
// nothing for ten seconds.
const guard = createStoreGuard({ deadlineMs: firstPageDeadlineMs });

type ChatRead = Omit<FirstChatPage, "email" | "role" | "timeZone" | "now">;

/**
 * The chat's newest page exactly as the rules let `reader` list it, with what the chat draws around it:
 * the read mark, staff badges, the quoted originals not on the page, the block and who is online. The
 * query is the browser's own (newest-page.ts: `hidden == false`, or the reader's own, newest first); quotes are each
 * read as a `get`, which the rules also allow a moderator for a hidden message. Null for an account that
 * may not read the chat (unverified or anonymous).
 */
async function readChatAs(db: Firestore, reader: Reader): Promise<ChatRead | null> {
  if (!mayReadChat(reader)) return null;
  const { uid } = reader;
  const page = newestPage(uid);
  const [newest, mark, staffList, block, presence] = await Promise.all([
    db
      .collection(page.collection)
      .where(Filter.or(...page.anyOf.map(([field, op, value]) => Filter.where(field, op, value))))
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .get(),
    db.collection(collections.chatReads).doc(uid).get(),
    db.collection(collections.roles).where("role", "in", operatorRoles).limit(staffListMax).get(),
    db.collection(collections.blocks).doc(uid).get(),
    db.doc(presenceSummaryDocument).get(),
  ]);
  const messages = newest.docs.map((entry) => messageFromRecord(entry.id, entry.data())).reverse();
  const staff = staffFrom(staffList.docs);
  const moderator = isModerator(reader, staff);
  const onPage = new Set(messages.map((message) => message.id));
  const wanted = [...new Set(messages.flatMap((message) => (message.replyTo && !message.deleted && !onPage.has(message.replyTo) ? [message.replyTo] : [])))];
  const originals = wanted.length === 0 ? [] : await db.getAll(...wanted.map((id) => db.collection(collections.chat).doc(id)));
  const quotes = originals.map((entry): [string, FirstChatPage["quotes"][number][1]] => {
    const data = entry.data();
    return [entry.id, visible(data, reader, moderator) ? messageData(messageFromRecord(entry.id, data)) : null];
  });
  const lastReadAt: unknown = mark.get("lastReadAt");
  const count: unknown = presence.get("count");
  return {
    uid,
    blocked: block.get("blocked") === true,
    messages: messages.map(messageData),
    unreadAfter: lastReadAt instanceof Timestamp ? lastReadAt.toMillis() : null,
    staff: [...staff],
    quotes,
    online: typeof count === "number" ? count : null,
  };
}

/** A time zone the server can write in: the browser's, when it names a real one; else UTC. */
export function timeZoneOf(value: string | undefined): string {
  if (!value) return "UTC";
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

export type FirstPageOutcome = { session: "none" | "invalid" | "unknown" | "valid"; first: FirstChatPage | null };

/**
 * The first page for the member whose session cookie a members' page received, within
 * firstPageDeadlineMs: none without a valid session, for an account that may not read the chat, or
 * when the store or Auth is slow or down (the page then reads the chat in the browser, as without one).
 */
export async function firstChatPage(
  admin: AdminServices | null,
  cookies: { get: (name: string) => { value: string } | undefined },
  now = Date.now(),
): Promise<FirstPageOutcome> {
  const cookie = cookies.get(sessionCookieName)?.value;
  if (!admin || !cookie) return { session: "none", first: null };
  try {
    return await guard.run("the chat's first page", async () => {
      const session = await checkSession(admin, cookie);
      if (session.state !== "valid") return { session: session.state, first: null };
      const reader = readerOf(session.claims, session.verified);
      const chat = await readChatAs(admin.db, reader);
      const timeZone = timeZoneOf(cookies.get(timeZoneCookieName)?.value);
      return { session: "valid", first: chat && { ...chat, email: reader.email, role: reader.role, timeZone, now } };
    });
  } catch (error) {
    console.warn(`[members] the chat's first page went out without messages: ${describeError(error)}`);
    return { session: "unknown", first: null };
  }
}
