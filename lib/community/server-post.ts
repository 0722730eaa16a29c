import "server-only";
import { Timestamp } from "firebase-admin/firestore";
import type { AdminServices } from "@/lib/firebase/admin";
import { commitAsMember, forgetMemberTokens, MemberWriteError } from "@/lib/firebase/as-member";
import { collections } from "@/lib/firebase/collections.mjs";
import { weekIndex } from "@/lib/firebase/weeks.mjs";
import { describeError } from "@/lib/http/describe-error";
import { roleOf } from "@/lib/members/operator-role.mjs";
import { checkSession } from "@/lib/members/session";
import type { MentionRef } from "./mention-model";
import { messageTextProblem } from "./message";
import { activeThisWeek, messagePost, type Author } from "./message-post";
import { messageSpacing, roomDocument, spacingFor } from "./spacing";

/**
 * Why a message sent through the server was not posted, each with the status its route answers: the
 * chat's send box words each one (chat-rejections.ts).
 */
type PostRefusal =
  | { reason: "signedOut" | "signInAgain" | "unverified" | "noProfile"; status: 401 | 403 | 409 }
  | { reason: "tooLong" | "invisible"; status: 400 }
  | { reason: "blocked" | "tooFast" | "tooFastFirstDay" | "replyGone" | "refused"; status: 403 | 409 }
  | { reason: "slowMode"; status: 429; secondsLeft: number }
  | { reason: "mentionChanged"; status: 409; names: string[] }
  | { reason: "failed"; status: 503; secondsLeft: number };

export type PostOutcome = { ok: true; id: string } | ({ ok: false } & PostRefusal);

export type PostRequest = { id: string; text: string; replyTo?: { id: string; uid: string }; mentions: MentionRef[] };

const refusal = <T extends PostRefusal>(value: T): { ok: false } & T => ({ ok: false, ...value });

/** The author as stored (name and photo, which the rules compare), or null before the sign-up made a profile with a claimed name. */
async function storedAuthor(admin: AdminServices, uid: string): Promise<Author | null> {
  const profile = await admin.db.collection(collections.users).doc(uid).get();
  const name: unknown = profile.get("name");
  const photoURL: unknown = profile.get("photoURL");
  if (!profile.exists || typeof name !== "string" || typeof profile.get("nameKey") !== "string") return null;
  return { uid, name, photoURL: typeof photoURL === "string" ? photoURL : "" };
}

/** The uid a session cookie (a JWT) names, unverified: only to start reading before the check is done. */
function uidNamedIn(cookie: string | undefined): string | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(cookie?.split(".")[1] ?? "", "base64url").toString("utf8"));
    const sub = typeof payload === "object" && payload !== null && "sub" in payload ? payload.sub : null;
    return typeof sub === "string" && /^[^/]{1,128}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/**
 * What the rules refused, found by reading what they read: a block, the spacing since the member's last
 * message (the room's slow mode, or their first day's), a mention under a name the member no longer
 * has, the message answered gone. Read only after a refusal, so a message that goes costs none of it.
 */
async function explainRefusal(admin: AdminServices, uid: string, post: PostRequest, moderator: boolean, now = Date.now()): Promise<PostRefusal> {
  const { db } = admin;
  const [block, stats, room, listed, answered] = await Promise.all([
    db.collection(collections.blocks).doc(uid).get(),
    db.collection(collections.stats).doc(uid).get(),
    db.collection(collections.room).doc(roomDocument).get(),
    post.mentions.length === 0 ? Promise.resolve([]) : db.getAll(...post.mentions.map((mention) => db.collection(collections.members).doc(mention.uid))),
    post.replyTo ? db.collection(collections.chat).doc(post.replyTo.id).get() : Promise.resolve(null),
  ]);
  if (block.get("blocked") === true) return { reason: "blocked", status: 403 };
  const last = millisOf(stats.get("lastMessageAt"));
  const slowModeSeconds = moderator ? 0 : Number(room.get("slowModeSeconds") ?? 0) || 0;
  const joinedAt = millisOf(stats.get("joinedAt"));
  const spacing = spacingFor(joinedAt === null ? null : new Date(joinedAt), slowModeSeconds, now);
  if (last !== null && now - last < spacing) {
    const secondsLeft = Math.max(1, Math.ceil((last + spacing - now) / 1000));
    if (slowModeSeconds * 1000 >= spacing && slowModeSeconds > 0) return { reason: "slowMode", status: 429, secondsLeft };
    return { reason: spacing > messageSpacing.ms ? "tooFastFirstDay" : "tooFast", status: 403 };
  }
  const names = new Map(listed.map((entry) => [entry.id, entry.get("name") as unknown]));
  const changed = post.mentions.filter((mention) => names.get(mention.uid) !== mention.name);
  if (changed.length > 0) return { reason: "mentionChanged", status: 409, names: changed.map((mention) => mention.name) };
  if (answered && !answered.exists) return { reason: "replyGone", status: 409 };
  return { reason: "refused", status: 403 };
}

// The weeks this instance has marked each member active in (`<week>_<uid>`), as a page of theirs keeps its own.
const markedActive = new Set<string>();

/** Marks the member active this week, once a week per instance, as their browser does after a message; nothing waits for it. */
function noteActiveThisWeek(admin: AdminServices, uid: string, claims: string): void {
  const week = weekIndex(Date.now());
  const key = `${week}_${uid}`;
  if (markedActive.has(key)) return;
  markedActive.add(key);
  commitAsMember(admin, uid, claims, [activeThisWeek(week, uid)]).catch((error: unknown) => {
    // Refused: the mark is there already (another page or instance wrote it).
    if (!(error instanceof MemberWriteError && error.refused)) markedActive.delete(key);
  });
}

/**
 * Posts a message for the member of session `cookie`, as that member (their own ID token, so the rules
 * judge it as they judge their browser). The session is checked first, revocation and all; the text's
 * own problems are said before anything is written.
 */
export async function postFromSession(admin: AdminServices, cookie: string | undefined, post: PostRequest): Promise<PostOutcome> {
  const textProblem = messageTextProblem(post.text.trim());
  if (textProblem === "tooLong" || textProblem === "invisible") return refusal({ reason: textProblem, status: 400 });
  if (textProblem === "empty") return refusal({ reason: "invisible", status: 400 });
  // The author's profile is read while the session is checked, for the uid the cookie names (not yet
  // trusted: used only if the check finds that same member).
  const named = uidNamedIn(cookie);
  const readAhead = named ? storedAuthor(admin, named).catch(() => undefined) : undefined;
  const session = await checkSession(admin, cookie);
  if (session.state === "unknown") return refusal({ reason: "failed", status: 503, secondsLeft: 5 });
  // A sign-in that was ended (signed out everywhere) is not taken from the browser either.
  if (session.state === "invalid" && session.revoked) return refusal({ reason: "signInAgain", status: 401 });
  if (session.state !== "valid") return refusal({ reason: "signedOut", status: 401 });
  if (!session.verified) return refusal({ reason: "unverified", status: 403 });
  const { uid } = session.claims;
  const role = roleOf(session.claims);
  const claims = `verified:${role ?? "member"}`;
  try {
    const early = uid === named ? await readAhead : undefined;
    const author = early === undefined ? await storedAuthor(admin, uid) : early;
    if (!author) return refusal({ reason: "noProfile", status: 409 });
    const { writes } = messagePost(post.id, author, post.text, { replyTo: post.replyTo, mentions: post.mentions });
    await commitAsMember(admin, uid, claims, writes);
    noteActiveThisWeek(admin, uid, claims);
    return { ok: true, id: post.id };
  } catch (error) {
    if (error instanceof MemberWriteError && error.refused) {
      forgetMemberTokens(uid);
      // Sent twice (an answer lost on the way back, the form posted again): the first one went.
      const sent = await admin.db
        .collection(collections.chat)
        .doc(post.id)
        .get()
        .catch(() => null);
      if (sent?.exists && sent.get("uid") === uid) return { ok: true, id: post.id };
      return { ok: false, ...(await explainRefusal(admin, uid, post, role !== null).catch(() => ({ reason: "refused" as const, status: 403 as const }))) };
    }
    console.error(`[community] a message from the server could not be posted: ${describeError(error)}`);
    return refusal({ reason: "failed", status: 503, secondsLeft: 5 });
  }
}
